import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSiteNav } from '@/lib/islands/siteNav';
import { useWorkspaceId } from '@/lib/workspace';
import type { NavItem } from './navItem';

// The sheet (Radix Dialog, scroll lock, focus trap) loads on first open, not with every page.
const MobileSheet = lazy(() => import('./MobileSheet'));

export type { NavItem };

/**
 * Small-screen menu button; the sheet itself is in MobileSheet. No router of its own (useSiteNav): on a public
 * page it runs as an island before the app is there (PublicMobileMenu).
 */
export function MobileMenu({ items, extra, className }: { items: NavItem[]; extra?: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
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
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileSheet open={open} onOpenChange={setOpen} items={items} extra={extra} returnFocusTo={trigger} />
        </Suspense>
      )}
    </>
  );
}
