import type { NavItem } from './navItem';

export const PUBLIC_NAV: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/careers', label: 'Careers' },
  { to: '/resources', label: 'Resources' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
];

/** Spec §2: the side sheet lists these, in this order. */
export const MOBILE_NAV: NavItem[] = [
  ...PUBLIC_NAV.slice(0, 6),
  { to: '/book', label: 'Book Strategy Session' },
  { to: '/contact', label: 'Contact' },
];
