import { useCallback, useRef, useState } from 'react';

/** Anything that may be an event whose default must not happen when the call is refused (a form's submit). */
type MaybeEvent = { preventDefault?: () => void } | undefined;

export interface Pending<K extends string> {
  /** The action running, or null: `loading={pending.running === 'complete'}` on its button. */
  running: K | null;
  /** True while any action of the group runs: `disabled={pending.busy}` on the others. */
  busy: boolean;
  /** The same, read at once (in an event handler, before React has re-rendered). */
  isRunning: () => boolean;
  /** Runs `fn` unless an action of the group is already running (then nothing happens). */
  run: (fn: () => unknown, key?: K) => Promise<void>;
  /** `run` as an event handler: `onClick={pending.guard(complete)}`, `onSubmit={pending.guard(save)}`. */
  guard: <A extends unknown[]>(fn: (...args: A) => unknown, key?: K) => (...args: A) => void;
}

/**
 * The one way a state-changing button waits for its request: one action at a time per group of buttons (or a
 * form), and the group's buttons disabled while it runs. The lock is taken synchronously on the event, so a double
 * click or a second Enter sends nothing, even before React re-renders: a mutation's own `isPending` reaches the
 * screen only after TanStack Query's batched notification (a timer), and a fast double click lands in between
 * (the second request was answered 409 and logged). Give each button `loading={pending.running === key}` (its
 * spinner, `aria-busy` and `disabled`) and the others of the group `disabled={pending.busy}`.
 */
export function usePending<K extends string = 'action'>(): Pending<K> {
  const lock = useRef<K | null>(null);
  const [running, setRunning] = useState<K | null>(null);
  const run = useCallback(async (fn: () => unknown, key = 'action' as K): Promise<void> => {
    if (lock.current !== null) return;
    lock.current = key;
    setRunning(key);
    try {
      await fn();
    } finally {
      lock.current = null;
      setRunning(null);
    }
  }, []);
  const guard = useCallback(
    <A extends unknown[]>(fn: (...args: A) => unknown, key?: K) =>
      (...args: A): void => {
        // A refused submit must still not reload the page.
        if (lock.current !== null) (args[0] as MaybeEvent)?.preventDefault?.();
        void run(() => fn(...args), key);
      },
    [run],
  );
  const isRunning = useCallback(() => lock.current !== null, []);
  return { running, busy: running !== null, isRunning, run, guard };
}
