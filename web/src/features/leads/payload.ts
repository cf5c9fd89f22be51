type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/**
 * Drops blank optional values (empty strings, undefined), so the API receives only what the visitor gave. The
 * form's schema has already refused blank required values, so those stay required in the type.
 */
export function withoutBlanks<T extends Record<string, unknown>>(
  values: T,
): Omit<T, OptionalKeys<T>> & Partial<Pick<T, OptionalKeys<T>>> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as T;
}

/** Today as YYYY-MM-DD in the visitor's time zone (the date input's own format). */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
