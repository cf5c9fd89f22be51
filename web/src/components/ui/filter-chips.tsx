import { cn } from '@/lib/cn';

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

/** A row of toggle buttons choosing one filter value; the chosen one is `aria-pressed`. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
            value === option.value
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-input bg-background hover:bg-muted',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
