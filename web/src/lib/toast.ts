/**
 * Toast state: a tiny external store so any module (including non-React code such as the 401 handler in
 * lib/auth) can raise a toast without depending on components. components/ui/LazyToaster renders it (loading
 * the Radix toaster on the first toast or F8). The spec allows one toast at a time: a new toast replaces the
 * current one.
 */
export type ToastVariant = 'default' | 'destructive';

/** A link in the toast ('Upgrade' to /subscribe). `navigate` lets the app route without reloading the page. */
export interface ToastAction {
  label: string;
  href: string;
  /** What a screen reader user can do instead, should the toast close first (Radix asks for it). */
  altText: string;
  navigate?: (href: string) => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

export const TOAST_DURATION_MS = 5000;

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastState | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit({ ...input, id, open: true });
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast if it is still the current one (a stale dismiss must not close its replacement). */
export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) emit({ ...current, open: false });
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToast = (): ToastState | null => current;

/**
 * The toaster is loaded on the first toast (components/ui/LazyToaster): a toast raised just before leaving the
 * page can be gone before it was ever drawn. `toasterShown` resolves once the toaster is on the page (or after
 * `maxWaitMs`, so nothing waits on it for long); the toaster calls `markToasterShown` when it mounts.
 */
let shown = false;
const shownWaiters = new Set<() => void>();

export function markToasterShown(): void {
  shown = true;
  for (const resolve of shownWaiters) resolve();
  shownWaiters.clear();
}

export function toasterShown(maxWaitMs: number): Promise<void> {
  if (shown) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      shownWaiters.delete(done);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    shownWaiters.add(done);
  });
}

/** Tests start each case with no toast. */
export function resetToastsForTests(): void {
  emit(null);
  shown = false;
}
