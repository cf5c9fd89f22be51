/**
 * CSV for spreadsheets (RFC 4180): every field quoted, quotes doubled, CRLF between rows. A cell that a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return that some strip before
 * reading it) gets a leading apostrophe, so visitor text can never become a formula (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>) {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
