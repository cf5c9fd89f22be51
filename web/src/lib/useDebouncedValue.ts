import { useEffect, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

/** The value once it has stayed the same for `delay` ms: a search is sent when the typing pauses, not per key. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
