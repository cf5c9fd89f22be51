import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Label } from './label';

/** What a control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label + any control + hint + field error, wired with htmlFor, aria-describedby and aria-invalid.
 * The control is a render prop, so inputs, textareas and selects share one pattern.
 */
export function Field({
  label,
  error,
  hint,
  id,
  invalid,
  describedBy,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id?: string;
  /** Marks the control invalid without a message of its own (a form-level message explains it). */
  invalid?: boolean;
  /** Extra ids for aria-describedby, e.g. that form-level message. */
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The common case: a labelled text input. */
export function FormField({
  label,
  error,
  hint,
  id,
  ...inputProps
}: ComponentProps<'input'> & { label: string; error?: string; hint?: string }) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
