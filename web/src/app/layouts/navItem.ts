export interface NavItem {
  to: string;
  label: string;
}
