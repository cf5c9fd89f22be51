import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Form-level message. Errors use role=alert so screen readers announce them as they appear. */
export function FormAlert({
  tone = 'error',
  id,
  className,
  children,
}: {
  tone?: 'error' | 'info';
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-3 py-2 text-sm',
        tone === 'error'
          ? 'border-destructive/40 bg-[#fef2f2] text-destructive'
          : 'border-border bg-secondary text-secondary-foreground',
        className,
      )}
    >
      {children}
    </div>
  );
}
