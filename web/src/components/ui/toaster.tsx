import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import {
  dismissToast,
  getToast,
  markToasterShown,
  subscribeToasts,
  TOAST_DURATION_MS,
  type ToastAction,
} from '@/lib/toast';

/** The toast's link: a real link (new tab, copy address), routed in the app on a plain click. */
function ToastLink({ action, destructive }: { action: ToastAction; destructive: boolean }) {
  return (
    <Toast.Action altText={action.altText} asChild>
      <a
        href={action.href}
        className={cn(
          'mt-1 w-fit text-sm font-semibold underline underline-offset-4',
          destructive && 'focus-visible:outline-white',
        )}
        onClick={(event) => {
          if (!action.navigate || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          dismissToast();
          action.navigate(action.href);
        }}
      >
        {action.label}
      </a>
    </Toast.Action>
  );
}

/**
 * Renders the single current toast. F8 (Radix's default hotkey) moves focus to the region; `focusOnMount`
 * does the same for the F8 press that caused the toaster to load.
 */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const current = useSyncExternalStore(subscribeToasts, getToast, getToast);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  useEffect(markToasterShown, []);
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {current && (
        <Toast.Root
          // A new id remounts the root, so a new toast replaces the current one and restarts its timer.
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={cn(
            'group relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            current.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-background text-foreground',
          )}
        >
          {/* A toast may quote a user's 200-character title: its text wraps inside the card. */}
          <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="text-sm">{current.description}</Toast.Description>}
            {current.action && <ToastLink action={current.action} destructive={current.variant === 'destructive'} />}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className={cn(
              'absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100',
              current.variant === 'destructive' && 'focus-visible:outline-white',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        ref={viewport}
        className="fixed top-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
