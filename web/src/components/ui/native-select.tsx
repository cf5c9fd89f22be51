import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

/**
 * A styled native select: keyboard, screen reader and mobile pickers work as the platform intends.
 * `placeholder` renders a disabled, hidden first option, so the placeholder can be shown but never chosen;
 * give the select `defaultValue=""` to start on it.
 */
export function NativeSelect({
  className,
  placeholder,
  options,
  ...props
}: ComponentProps<'select'> & {
  placeholder?: string;
  options: readonly { readonly value: string; readonly label: string }[];
}) {
  return (
    <div className="relative">
      <select className={cn(fieldClasses, 'h-10 appearance-none pr-9', className)} {...props}>
        {placeholder && (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
