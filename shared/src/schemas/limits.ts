import { groupDigits } from '../digits';

/**
 * Text limits, said the same way everywhere: the API's field message, the form's refusal and its counter. A
 * field over its limit is refused with this message, never cut (a cut note loses the end of an observation).
 */

/** The reason a change gives for the audit trail (21 CFR 11.10(e)), on every record that keeps one. */
export const TRAIL_REASON_MAX = 500;

/** Thousands grouped with a no-break space, so "2 000" never wraps between its digits: `1980` → "1 980". */
export const formatCount = (n: number): string => groupDigits(n, '\u00a0');

/** The message of a field whose text is longer than its limit (the API's 400 and the form say the same). */
export const tooLongMessage = (max: number): string => `Must be at most ${formatCount(max)} characters`;

/** The length a limit is checked against: the schemas trim before they measure, and so does the counter. */
export const measuredLength = (text: string | null | undefined): number => (text ?? '').trim().length;

/** True when the text is over its limit (the form then refuses it with `tooLongMessage`). */
export const isTooLong = (text: string | null | undefined, max: number): boolean => measuredLength(text) > max;

/** The counter under a limited field: "1 980 / 2 000". */
export const characterCount = (text: string | null | undefined, max: number): string =>
  `${formatCount(measuredLength(text))} / ${formatCount(max)}`;
