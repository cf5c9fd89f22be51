import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A wizard step's heading. When the user moved to the step (not on a page load), focus lands on it so keyboard
 * and screen reader users continue from the top of the new step.
 */
export function StepHeading({ id, focus, children }: { id: string; focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
    // Only when the step appears.
  }, []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none sm:text-2xl">
      {children}
    </h2>
  );
}
