import { cn } from '@/lib/cn';

/** NavLink styling shared by the headers; NavLink itself sets aria-current="page" on the active link. */
export const navLinkClass = ({ isActive }: { isActive: boolean }): string =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted',
    isActive ? 'bg-secondary text-secondary-foreground' : 'text-foreground',
  );
