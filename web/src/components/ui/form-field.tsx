import { useId, type ComponentProps, type ReactNode } from 'react';
import { characterCount, isTooLong, tooLongMessage } from '@cq/shared/schemas/limits';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Label } from './label';

/** What a control needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A text field's limit: the text as typed and the schema's maximum (the shared `*_MAX` constant). */
export interface FieldLimit {
  value: string | null | undefined;
  max: number;
}

/**
 * The counter under a limited text field: "1 980 / 2 000" (read as "… characters"), red past the limit. Nothing is
 * ever cut: the text stays as typed and the field says why it cannot be sent (`tooLongMessage`, as the API does).
 */
export function CharacterCount({ id, value, max, className }: FieldLimit & { id?: string; className?: string }) {
  const over = isTooLong(value, max);
  return (
    <p
      id={id}
      className={cn(
        'shrink-0 text-xs whitespace-nowrap text-muted-foreground tabular-nums',
        over && 'font-medium text-destructive',
        className,
      )}
    >
      {characterCount(value, max)}
      <span className="sr-only"> characters</span>
    </p>
  );
}

/**
 * Label + any control + hint + field error, wired with htmlFor, aria-describedby and aria-invalid.
 * The control is a render prop, so inputs, textareas and selects share one pattern. A field with a `limit` shows
 * its counter and, past the limit, the same message the API refuses it with (the form's schema says it too).
 */
export function Field({
  label,
  error,
  hint,
  id,
  invalid,
  describedBy,
  limit,
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
  /** The text's limit: a counter under the control, and the limit's message as soon as the text is past it. */
  limit?: FieldLimit;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const over = limit !== undefined && isTooLong(limit.value, limit.max);
  const message = error ?? (over ? tooLongMessage(limit.max) : undefined);
  const hintId = hint ? `${controlId}-hint` : undefined;
  const countId = limit ? `${controlId}-count` : undefined;
  const errorId = message ? `${controlId}-error` : undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        'aria-invalid': message || invalid ? true : undefined,
        'aria-describedby': [hintId, countId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
      })}
      {(hint || limit) && (
        <div className="flex items-start justify-between gap-3">
          {hint && (
            <p id={hintId} className="text-xs text-muted-foreground">
              {hint}
            </p>
          )}
          {limit && <CharacterCount id={countId} value={limit.value} max={limit.max} className="ml-auto" />}
        </div>
      )}
      {message && (
        <p id={errorId} className="text-sm text-destructive">
          {message}
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
  limit,
  ...inputProps
}: ComponentProps<'input'> & { label: string; error?: string; hint?: string; limit?: FieldLimit }) {
  return (
    <Field label={label} error={error} hint={hint} id={id} limit={limit}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
