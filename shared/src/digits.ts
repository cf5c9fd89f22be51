/**
 * An integer's digits grouped by thousands with `separator`: `groupDigits(1980, ',')` → "1,980". Grouped by hand,
 * not with `toLocaleString` or Intl: modules call this while they load (schemas' messages, the plans' prices), and
 * a Lambda's first Intl call loads ICU's data (5-13 ms of a cold start, issue 23).
 */
export const groupDigits = (n: number, separator: string): string =>
  String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, separator);
