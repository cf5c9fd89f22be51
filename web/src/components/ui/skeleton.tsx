import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block while content loads; hidden from assistive technology (pair it with a status text). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
