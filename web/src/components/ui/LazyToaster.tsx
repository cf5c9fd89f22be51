import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getToast, subscribeToasts } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Radix's viewport hotkey; until the toaster exists this listener stands in for it. */
const HOTKEY = 'F8';

/**
 * Keeps Radix Toast out of the first load: the toaster mounts when the first toast is raised, or when
 * F8 is pressed (it then takes focus, as Radix's own hotkey would once mounted).
 */
export function LazyToaster() {
  const hasToast = useSyncExternalStore(
    subscribeToasts,
    () => getToast() !== null,
    () => false,
  );
  const [focusRequested, setFocusRequested] = useState(false);
  useEffect(() => {
    if (focusRequested) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) setFocusRequested(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focusRequested]);
  if (!hasToast && !focusRequested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={focusRequested && !hasToast} />
    </Suspense>
  );
}
