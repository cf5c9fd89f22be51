import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useSiteNav } from '@/lib/islands/siteNav';
import type { NavItem } from './navItem';
import { navLinkClass } from './navLinkClass';

/**
 * Right-hand side sheet for small screens (spec: 300 px wide, 400 px from the small breakpoint).
 * Closes on navigation: every link closes it when followed.
 */
export function MobileSheet({
  open,
  onOpenChange,
  items,
  extra,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  extra?: ReactNode;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  // The router's links in the app, plain links in an island (a full load of the next prerendered page).
  const { NavLink } = useSiteNav();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          // No Dialog.Trigger (the button lives outside this lazy chunk), so hand focus back ourselves.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[300px] flex-col gap-4 overflow-y-auto bg-background p-6 shadow-xl sm:w-[400px]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
              aria-label="Close menu"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {items.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === '/'}
                className={navLinkClass}
                onClick={() => onOpenChange(false)}
              >
                {item.label}
              </NavLink>
            ))}
            {extra && <div className="mt-4 flex flex-col gap-2 border-t border-border pt-4">{extra}</div>}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default MobileSheet;
