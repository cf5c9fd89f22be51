import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { parseApiErrorBody } from '@cq/shared/schemas/common';
import { HttpError } from './request';

export const GENERIC_SUBMIT_ERROR = 'Something went wrong. Please try again.';
export const NETWORK_SUBMIT_ERROR = 'Network error. Please check your connection and try again.';
export const RATE_LIMIT_ERROR = 'Too many requests. Please wait a moment and try again.';

/** What a form shows after a failed submit: one form-level message, and field messages when the server named fields. */
export interface SubmitError {
  message: string;
  fields: Record<string, string>;
}

/**
 * Turns whatever a submit threw into what the visitor reads. A 429 shows the server's message (it says to wait);
 * a 400 carries field messages to put on the fields; other server failures show the server's `error` text only
 * when `serverText` is set (the careers form reads it, spec §8), otherwise a generic line. Anything that is not
 * an HTTP response (fetch rejected) is a network failure.
 */
export function submitError(error: unknown, { serverText = false }: { serverText?: boolean } = {}): SubmitError {
  if (!(error instanceof HttpError)) return { message: NETWORK_SUBMIT_ERROR, fields: {} };
  const body = parseApiErrorBody(error.bodyText);
  const text = body?.error.trim() || null;
  const fields = error.status === 400 ? { ...body?.fields } : {};
  if (error.status === 429) return { message: text ?? RATE_LIMIT_ERROR, fields };
  if (error.status === 400) return { message: text ?? GENERIC_SUBMIT_ERROR, fields };
  return { message: (serverText && text) || GENERIC_SUBMIT_ERROR, fields };
}

/**
 * Puts the server's field messages on the form's fields, in the form's order, focusing the first one.
 * Fields the form does not have are ignored (their messages are in the form-level text).
 */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  order: readonly Path<T>[],
  fields: Record<string, string>,
): void {
  order.filter((f) => fields[f]).forEach((f, i) => setError(f, { message: fields[f] }, { shouldFocus: i === 0 }));
}
