import {
  ACTIVE_AUDIT_STATUSES,
  awaitsReviewBy,
  isOpenFinding,
  type AuditStatus,
  type CapaStatus,
  type FindingStatus,
} from '@cq/shared';
import { store, type TransactionEntities } from '../core/store';
import type { ItemWrite } from '../trail/trail';
import './bell.entity';

/**
 * What the bell shows of each record (issue 25, item 1: the bell never reads a whole workspace). Each record says
 * which entries it stands for now — `findingEntries`, `capaEntries`, `reportEntries`, `auditEntries`, on the shared
 * rules — and each write that creates or changes one moves its entries from before to after in its own
 * transaction (`bellMove`). Reading is two Queries of the workspace partition (`readBell`).
 */
export interface BellEntry {
  slot: string;
  kind: 'finding_due' | 'capa_due' | 'capa_check_due' | 'review_awaiting' | 'audit_assigned' | 'response_review';
  title: string;
  dueDate: string;
  auditId?: string;
  reportId?: string;
  findingId?: string;
  capaId?: string;
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as T;

/** An open finding with a due date falls due (the bell says due soon or overdue when it reads it). */
export const findingEntries = (
  f: {
    id: string;
    title: string;
    status: FindingStatus;
    dueDate: string | null;
    auditId: string | null;
    reportId: string | null;
  } | null,
): BellEntry[] =>
  f && isOpenFinding(f.status) && f.dueDate
    ? [
        defined({
          slot: `DUE#${f.dueDate}#FINDING#${f.id}`,
          kind: 'finding_due' as const,
          title: f.title,
          dueDate: f.dueDate,
          // A report's finding without an audit leads to its report.
          ...(f.auditId ? { auditId: f.auditId } : { reportId: f.reportId ?? undefined }),
          findingId: f.id,
        }),
      ]
    : [];

/**
 * A CAPA not yet closed falls due on its due date (the bell shows it once overdue); its scheduled effectiveness
 * check falls due on its own date (shown due soon, like a finding).
 */
export const capaEntries = (
  c: {
    id: string;
    title: string;
    status: CapaStatus;
    dueDate: string;
    reportId: string;
    checkDueDate: string | null;
  } | null,
): BellEntry[] =>
  c && c.status !== 'closed'
    ? [
        {
          slot: `DUE#${c.dueDate}#CAPA#${c.id}`,
          kind: 'capa_due',
          title: c.title,
          dueDate: c.dueDate,
          reportId: c.reportId,
          capaId: c.id,
        },
        ...(c.checkDueDate
          ? [
              {
                slot: `DUE#${c.checkDueDate}#CHECK#${c.id}`,
                kind: 'capa_check_due' as const,
                title: `Effectiveness check: ${c.title}`,
                dueDate: c.checkDueDate,
                reportId: c.reportId,
                capaId: c.id,
              },
            ]
          : []),
      ]
    : [];

/** A report waits on its reviewer while `awaitsReviewBy` says so. */
export const reportEntries = (
  r: {
    id: string;
    title: string;
    status: string;
    reviewerId: string | null;
    authorIds: readonly string[];
    reviewedBy: readonly string[];
    updatedAt: string;
  } | null,
): BellEntry[] =>
  r?.reviewerId && awaitsReviewBy(r, r.reviewerId)
    ? [
        {
          slot: `FOR#${r.reviewerId}#REVIEW#${r.id}`,
          kind: 'review_awaiting',
          title: r.title,
          dueDate: r.updatedAt.slice(0, 10),
          reportId: r.id,
        },
      ]
    : [];

/** An active audit waits on each person someone else assigned to it. */
export const auditEntries = (
  a: {
    id: string;
    title: string;
    status: AuditStatus;
    createdBy: string;
    leadAuditorId: string | null;
    auditorIds: readonly string[];
    scheduledDate: string | null;
    createdAt: string;
  } | null,
): BellEntry[] =>
  a && ACTIVE_AUDIT_STATUSES.includes(a.status)
    ? [...new Set([a.leadAuditorId, ...a.auditorIds])]
        .filter((id): id is string => Boolean(id) && id !== a.createdBy)
        .map((userId) => ({
          slot: `FOR#${userId}#AUDIT#${a.id}`,
          kind: 'audit_assigned' as const,
          title: a.title,
          dueDate: (a.scheduledDate ?? a.createdAt).slice(0, 10),
          auditId: a.id,
        }))
    : [];

/**
 * The writes that move a record's entries from `before` to `after`: each entry it no longer stands for removed,
 * each it stands for now written (a put replaces an entry whose title or date moved under the same slot).
 */
export function bellMove(
  { bellEntry }: TransactionEntities,
  workspaceId: string,
  before: readonly BellEntry[],
  after: readonly BellEntry[],
): ItemWrite[] {
  const kept = new Set(after.map((e) => e.slot));
  const same = (e: BellEntry) => JSON.stringify(before.find((b) => b.slot === e.slot)) === JSON.stringify(e);
  return [
    ...before
      .filter((e) => !kept.has(e.slot))
      .map((e) => ({ item: bellEntry.delete({ workspaceId, slot: e.slot }).commit() })),
    ...after.filter((e) => !same(e)).map((e) => ({ item: bellEntry.put({ workspaceId, ...e }).commit() })),
  ];
}

/** At most this many entries of each lane are read: the bell is a glance, the lists hold the rest. */
export const BELL_LIMIT = 50;

/**
 * Access pattern: the entries due up to `horizon` (the latest first) and those waiting on `userId`. Two Queries of
 * at most BELL_LIMIT items each.
 */
export async function readBell(workspaceId: string, userId: string, horizon: string): Promise<BellEntry[]> {
  const { bellEntry } = store();
  const [due, mine] = await Promise.all([
    bellEntry.query
      .bySlot({ workspaceId })
      .between({ slot: 'DUE#' }, { slot: `DUE#${horizon}#~` })
      .go({ order: 'desc', limit: BELL_LIMIT }),
    bellEntry.query
      .bySlot({ workspaceId })
      .begins({ slot: `FOR#${userId}#` })
      .go({ limit: BELL_LIMIT }),
  ]);
  return [...due.data, ...mine.data].map(({ workspaceId: _ws, type: _type, ...entry }) => entry as BellEntry);
}
