import { Menu } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSiteNav } from '@/lib/islands/siteNav';
import { useWorkspaceId } from '@/lib/workspace';
import type { NavItem } from './navItem';

// The sheet (Radix Dialog, scroll lock, focus trap) loads on first open, not with every page. Not React.lazy:
// React reveals a Suspense boundary that resolves up to 300 ms late (fallback throttling), which every first tap
// on the menu paid even with the chunk already there.
const loadSheet = () => import('./MobileSheet');
type Sheet = Awaited<ReturnType<typeof loadSheet>>['MobileSheet'];

export type { NavItem };

/**
 * Small-screen menu button; the sheet itself is in MobileSheet. No router of its own (useSiteNav): on a public
 * page it runs as an island before the app is there (PublicMobileMenu).
 */
export function MobileMenu({ items, extra, className }: { items: NavItem[]; extra?: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const [Sheet, setSheet] = useState<Sheet | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useSiteNav();
  const workspaceId = useWorkspaceId();
  // Closes on navigation of any kind (a sheet link, the back button, a redirect) and on a workspace switch.
  useEffect(() => setOpen(false), [pathname, workspaceId]);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={`inline-flex size-10 items-center justify-center rounded-md hover:bg-muted ${className ?? ''}`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          if (Sheet) return setOpen(true);
          // A chunk that failed to load leaves the menu closed; the next tap asks again.
          loadSheet().then(
            (m) => {
              setSheet(() => m.MobileSheet);
              setOpen(true);
            },
            () => undefined,
          );
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {Sheet && <Sheet open={open} onOpenChange={setOpen} items={items} extra={extra} returnFocusTo={trigger} />}
    </>
  );
}
