import type { Capa } from '@cq/shared';
import { store, type TransactionEntities } from '../core/store';
import type { ItemWrite } from '../trail/trail';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import './capaDay.entity';

type DayKind = 'action' | 'check';
interface DayEntry {
  day: string;
  kind: DayKind;
}
type Dated = Pick<Capa, 'id' | 'status' | 'dueDate' | 'checkDueDate'>;

/** The days a CAPA stands for in the CAPA day index: its actions' target date until verified, its check until closed. */
export const capaDays = (capa: Dated | null): DayEntry[] => [
  ...(capa && (capa.status === 'open' || capa.status === 'in_progress')
    ? [{ day: capa.dueDate, kind: 'action' as const }]
    : []),
  ...(capa && capa.status !== 'closed' && capa.checkDueDate
    ? [{ day: capa.checkDueDate, kind: 'check' as const }]
    : []),
];

const key = (e: DayEntry) => `${e.kind}:${e.day}`;

/** The writes that move a CAPA's day entries from `before` to `after` (in the CAPA write's own transaction). */
export function capaDayMove(
  { capaDay }: TransactionEntities,
  workspaceId: string,
  before: Dated | null,
  after: Dated,
): ItemWrite[] {
  const was = capaDays(before);
  const now = capaDays(after);
  const had = new Set(was.map(key));
  const has = new Set(now.map(key));
  const id = { workspaceId, capaId: after.id };
  return [
    ...was.filter((e) => !has.has(key(e))).map((e) => ({ item: capaDay.delete({ ...id, ...e }).commit() })),
    ...now.filter((e) => !had.has(key(e))).map((e) => ({ item: capaDay.put({ ...id, ...e }).commit() })),
  ];
}

/** Access pattern: what falls due on one day across workspaces (one Query of `CAPADAY#<day>`). */
export async function capasDueOn(day: string): Promise<Array<{ workspaceId: string; capaId: string; kind: DayKind }>> {
  const { data } = await store().capaDay.query.byDay({ day }).go({ pages: 'all' });
  return data.map(({ workspaceId, capaId, kind }) => ({ workspaceId, capaId, kind }));
}

/** Kept a while after the day, so a late run still finds its claims; then gone with the TTL. */
const KEEP_DAYS = 60;

export interface CapaReminderKey {
  day: string;
  reminder: string;
  workspaceId: string;
  capaId: string;
}

/** Claims one reminder: true when this call made the claim, false when an earlier run did (created only if absent). */
export async function claimCapaReminder(claim: CapaReminderKey, now: Date): Promise<boolean> {
  try {
    await store()
      .capaReminder.create({ ...claim, ...claimTimes(now) })
      .go({ originalErr: true });
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export const claimTimes = (now: Date) => ({
  sentAt: now.toISOString(),
  expiresAt: Math.floor(now.getTime() / 1000) + KEEP_DAYS * 86_400,
});

/** Gives a claim back when its mail could not be sent, so the next run tries again. */
export async function releaseCapaReminder(claim: CapaReminderKey) {
  await store().capaReminder.delete(claim).go();
}
