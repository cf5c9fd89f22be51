import { cleanLeadLine, cleanLeadText } from '@cq/shared';

/**
 * Building blocks of the plain-text notices that carry a visitor's words to a staff mailbox (leads, careers).
 * Whatever a form let through — or a record stored before the forms cleaned their input — is cleaned with the
 * lead cleaning (control characters, ANSI escapes, bidi overrides out) at the last step, so nothing typed into a
 * form can forge a line of the notice or make it read in another order than it was written.
 */

/** One `Label: value` line; the value is cleaned to a single line, so it can never start a line of its own. */
export const field = (label: string, value: string | undefined, width = 20): string =>
  `${`${label}:`.padEnd(width)}${(value && cleanLeadLine(value)) || '—'}`;

/** Visitor free text, cleaned and quoted line by line, so nothing in it can pass for a line the notice wrote. */
export const quoted = (text: string | undefined): string => {
  const clean = text ? cleanLeadText(text) : '';
  return clean
    ? clean
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')
    : '—';
};
