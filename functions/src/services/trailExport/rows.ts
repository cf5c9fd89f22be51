import { canonical, type TrailEntry } from '../../data/trail/trail';

/** The columns of a trail export, the same in the CSV and the PDF. */
export const TRAIL_EXPORT_COLUMNS = [
  'Record type',
  'Record id',
  'Seq',
  'At (UTC)',
  'Actor',
  'Actor id',
  'Action',
  'Reason',
  'Before',
  'After',
  'Via',
  'Hash',
] as const;

export type TrailRow = readonly string[];

/** Values as canonical JSON (sorted keys), so the export shows what the entry's hash covers. */
const value = (v: unknown): string => (v === null || v === undefined ? '' : canonical(v));

/** One entry as an export row; the actor by printed name where known, always with the id. */
export function trailRow(entry: TrailEntry, names: Readonly<Record<string, string>>): TrailRow {
  return [
    entry.entityType,
    entry.entityId,
    String(entry.seq),
    entry.at,
    names[entry.actor] ?? entry.actor,
    entry.actor,
    entry.action,
    entry.reason ?? '',
    value(entry.before),
    value(entry.after),
    entry.via ? `key '${entry.via.name}' (${entry.via.apiKeyId})` : '',
    entry.hash,
  ];
}
