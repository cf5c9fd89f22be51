import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getToast, subscribeToasts } from './toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Keeps Radix Toast out of the first load: the toaster mounts once the browser is idle (so F8 works
 * soon after load) or at once when the first toast is raised, whichever comes first.
 */
export function LazyToaster() {
  const hasToast = useSyncExternalStore(
    subscribeToasts,
    () => getToast() !== null,
    () => false,
  );
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ready = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(ready, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(ready, 1000);
    return () => clearTimeout(id);
  }, []);
  if (!hasToast && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
