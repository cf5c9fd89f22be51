import * as z from '../schemas/z';

/**
 * The data export (`GET /api/me/export`) comes in parts, each read with a bounded number of items: the first holds
 * the profile, usage, badges and the first records; each part's `X-Next-Cursor` names the next. Joined with
 * `mergeExportPart`, the parts make one document: the records concatenated, each record's trail under its type.
 */
export const exportQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.maxLength(2000, 'Invalid cursor'))),
});

export type ExportDocument = Record<string, unknown> & {
  trail?: Record<string, unknown[] | Record<string, unknown[]>>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds one part to the document: lists are appended, trails merged per type, anything else taken as given. */
export function mergeExportPart(document: ExportDocument, part: ExportDocument): ExportDocument {
  const merged: ExportDocument = { ...document };
  for (const [key, value] of Object.entries(part)) {
    const held = merged[key];
    if (Array.isArray(value)) merged[key] = [...(Array.isArray(held) ? held : []), ...value];
    else if (key === 'trail' && isRecord(value)) {
      const trail = { ...(isRecord(held) ? held : {}) } as Record<string, unknown>;
      for (const [type, entries] of Object.entries(value)) {
        const before = trail[type];
        trail[type] = Array.isArray(entries)
          ? [...(Array.isArray(before) ? before : []), ...entries]
          : { ...(isRecord(before) ? before : {}), ...(entries as Record<string, unknown>) };
      }
      merged.trail = trail as ExportDocument['trail'];
    } else merged[key] = value;
  }
  return merged;
}
