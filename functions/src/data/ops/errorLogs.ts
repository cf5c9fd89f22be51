import { randomUUID } from 'node:crypto';
import { createConversions } from 'electrodb';
import { ADMIN_MESSAGES, ERROR_LOG_CHART_DAYS, type ErrorLogDetail, type ErrorLogEntry } from '@cq/shared';
import { InvalidTransitionError, NotFoundError } from '../../domain/errors';
import { retryOnContention } from '../core/contention';
import { readSeries, seriesEvent } from '../core/counters';
import { errorLog as errorLogEntity } from './errorLog.entity';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { store } from '../core/store';
import { trailedWrite, writeTogether } from '../trail/trail';
import { explainRefusal, versionCondition } from '../core/versioning';
import { onFirstUse } from '../../lib/onFirstUse';

export const ERROR_LOG_RETENTION_DAYS = 90;

export interface StoredErrorLog extends ErrorLogEntry {
  id: string;
  receivedAt: string;
  resolved: boolean;
  clientAddress: string;
  expiresAt: number;
}

/**
 * Stores a browser error report and counts it (per UTC day and per ten minutes, the admin chart and health) in
 * one transaction; items are partitioned by day, newest last, and expire after 90 days.
 */
/**
 * A browser reports every failed answer (spec), but a 4xx is the API refusing as designed (a stale link's 404, a
 * form's 400, a 403 for a page the user may not see): stored and listed, not counted against health.
 */
export const pointsAtFault = (entry: Pick<ErrorLogEntry, 'error_type' | 'error_message'>): boolean =>
  !(entry.error_type === 'network' && /^4\d\d\b/.test(entry.error_message));

export async function putErrorLog(entry: ErrorLogEntry, clientAddress: string): Promise<StoredErrorLog> {
  const now = new Date();
  const receivedAt = now.toISOString();
  const id = randomUUID();
  const item: StoredErrorLog = {
    ...entry,
    id,
    receivedAt,
    resolved: false,
    clientAddress,
    expiresAt: Math.floor(now.getTime() / 1000) + ERROR_LOG_RETENTION_DAYS * 86_400,
  };
  // A conflict on a counter's shard with a concurrent report is retried; nothing else can refuse these writes.
  await retryOnContention(() =>
    writeTogether((entities) => [
      { item: entities.errorLog.put({ ...item, day: receivedAt.slice(0, 10), version: 1 }).commit() },
      ...seriesEvent(entities, 'errorLogs', now),
      ...(pointsAtFault(entry) ? seriesEvent(entities, 'browserFaults', now) : []),
    ]),
  );
  return item;
}

type Item = Awaited<ReturnType<ReturnType<ReturnType<typeof store>['errorLog']['get']>['go']>>['data'];
const conversions = onFirstUse(() => createConversions(errorLogEntity));

function toDetail(item: NonNullable<Item>): ErrorLogDetail {
  return {
    id: item.id,
    receivedAt: item.receivedAt,
    error_type: item.error_type,
    error_message: item.error_message,
    page_url: item.page_url ?? null,
    resolved: item.resolved,
    version: item.version ?? 0,
    stack_trace: item.stack_trace ?? null,
    user_agent: item.user_agent ?? null,
    component_context: item.component_context ?? null,
    timestamp: item.timestamp ?? null,
    resolvedAt: item.resolvedAt ?? null,
    resolvedBy: item.resolvedBy ?? null,
  };
}

/** The list's columns (the detail's, without the long fields). */
export const errorLogSummary = ({
  id,
  receivedAt,
  error_type,
  error_message,
  page_url,
  resolved,
  version,
}: ErrorLogDetail) => ({ id, receivedAt, error_type, error_message, page_url, resolved, version });

/**
 * Access pattern (admin): one UTC day's reports, newest first: a Query on the day's partition, or with a type on
 * the day-and-type partition of GSI1.
 */
export async function listErrorLogs(
  day: string,
  type: string | undefined,
  page: PageRequest,
): Promise<Page<ErrorLogDetail>> {
  const { errorLog } = store();
  const result = await readPage(
    `error-logs:${day}:${type ?? ''}`,
    page,
    (options) =>
      type
        ? errorLog.query.byDayAndType({ day, error_type: type }).go({ order: 'desc', ...options })
        : errorLog.query.byDay({ day }).go({ order: 'desc', ...options }),
    (item) => {
      const composite = { day, id: item.id, receivedAt: item.receivedAt, error_type: item.error_type };
      return type
        ? conversions.byAccessPattern.byDayAndType.fromComposite.toCursor(composite)
        : conversions.byAccessPattern.byDay.fromComposite.toCursor(composite);
    },
  );
  return { items: result.items.map(toDetail), next: result.next };
}

/** Access pattern (admin): one report by id (one Query on GSI2), with its day for the primary key. */
async function findErrorLog(id: string) {
  const { data } = await store().errorLog.query.byId({ id }).go();
  const item = data[0];
  if (!item) throw new NotFoundError(ADMIN_MESSAGES.errorLogNotFound);
  return item;
}

export async function getErrorLog(id: string): Promise<ErrorLogDetail> {
  return toDetail(await findErrorLog(id));
}

/**
 * Marks a report resolved, from the version the admin read, with the trail entry (who, when, the note) in the
 * same transaction. Missing → 404, stale → 409, already resolved → 409.
 */
export async function resolveErrorLog(
  id: string,
  expectedVersion: number,
  actor: string,
  note: string | undefined,
): Promise<ErrorLogDetail> {
  const current = toDetail(await findErrorLog(id));
  if (current.version === expectedVersion && current.resolved) {
    throw new InvalidTransitionError(ADMIN_MESSAGES.alreadyResolved);
  }
  const now = new Date().toISOString();
  const day = current.receivedAt.slice(0, 10);
  await trailedWrite(
    {
      entityType: 'ErrorLog',
      entityId: id,
      actor,
      action: 'resolve',
      before: { resolved: false },
      after: { resolved: true },
      ...(note ? { reason: note } : {}),
    },
    ({ errorLog }) => [
      {
        item: errorLog
          .patch({ day, receivedAt: current.receivedAt, id })
          .set({ resolved: true, resolvedAt: now, resolvedBy: actor, version: expectedVersion + 1 })
          .where(
            ({ version, resolved }, ops) =>
              `${versionCondition(expectedVersion, version, ops)} AND ${ops.eq(resolved, false)}`,
          )
          .commit({ response: 'all_old' }),
        refusal: (stored) =>
          explainRefusal(
            stored,
            expectedVersion,
            ADMIN_MESSAGES.errorLogNotFound,
            () => new InvalidTransitionError(ADMIN_MESSAGES.alreadyResolved),
          ),
      },
    ],
  );
  return { ...current, resolved: true, resolvedAt: now, resolvedBy: actor, version: expectedVersion + 1 };
}

/** The UTC days from `days - 1` days before `today` to `today`, oldest first. */
export function lastDays(today: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) =>
    new Date(today.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Access pattern (admin chart): reports per UTC day for the last 14 days, oldest first (one Query on the counter). */
export async function errorLogsPerDay(today = new Date()): Promise<Array<{ day: string; count: number }>> {
  const days = lastDays(today, ERROR_LOG_CHART_DAYS);
  const counts = await readSeries('errorLogs', 'day', days[0]!, days[days.length - 1]!);
  return days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}
