import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A modal dialog (Radix: focus trap, Escape, scroll lock) with a title, an optional description and a close
 * button. Controlled: the caller owns `open`. Radix returns focus only to a `Dialog.Trigger`, and these dialogs are
 * opened by state, so the dialog remembers what had focus when it opened and gives focus back to it on closing
 * (when it is still on the page; a row's button gone with its row leaves focus to the browser).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content
          // Without a description, say so (Radix warns otherwise); with one, Radix wires it up itself.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // Runs before focus moves in: the active element is still the control that opened the dialog.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (!target?.isConnected || target === document.body) return;
            event.preventDefault();
            target.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-[var(--radius-card)] bg-background p-6 shadow-xl',
            className,
          )}
        >
          <div className="grid gap-1 pr-8">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="text-sm text-muted-foreground">{description}</RadixDialog.Description>
            )}
          </div>
          {children}
          <RadixDialog.Close
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
