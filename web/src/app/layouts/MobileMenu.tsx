import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { navLinkClass } from './navLinkClass';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * Right-hand side sheet for small screens (spec: 300 px wide, 400 px from the small breakpoint).
 * Closes on navigation: every link closes the dialog when followed.
 */
export function MobileMenu({ items, extra, className }: { items: NavItem[]; extra?: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`inline-flex size-10 items-center justify-center rounded-md hover:bg-muted ${className ?? ''}`}
        aria-label="Open menu"
      >
        <Menu className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[300px] flex-col gap-4 overflow-y-auto bg-background p-6 shadow-xl sm:w-[400px]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted" aria-label="Close menu">
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
                onClick={() => setOpen(false)}
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
