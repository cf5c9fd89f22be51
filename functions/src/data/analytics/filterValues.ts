/**
 * The analytics filter values a record was written under (rules.ts: its `scope` of `<filter>:<value>` and, for a
 * finding raised under an auditee, that auditee), carried on the record object the data layer hands out. Every
 * change of the record moves its aggregates under these same values, so they travel with the record: a symbol key
 * survives `{ ...record, ...changes }`, is never serialised into an API answer (JSON skips symbols), and the
 * write paths' types ask for it, so a record not read through the data layer does not compile there.
 */
export const FILTER_VALUES = Symbol('analyticsFilterValues');

export interface FilterValues {
  readonly scope: readonly string[];
  readonly auditeeId: string | null;
}
export type WithFilterValues<T> = T & { readonly [FILTER_VALUES]: FilterValues };

export const NO_FILTER_VALUES: FilterValues = { scope: [], auditeeId: null };

/** The record with its filter values on it (the stored ones; a record stored before them has none). */
export function withFilterValues<T extends object>(
  record: T,
  values: { scope?: readonly string[] | null; auditeeId?: string | null },
): WithFilterValues<T> {
  return Object.assign(record, {
    [FILTER_VALUES]: { scope: [...(values.scope ?? [])], auditeeId: values.auditeeId ?? null },
  });
}

export const filterValuesOf = (record: WithFilterValues<object>): FilterValues => record[FILTER_VALUES];
