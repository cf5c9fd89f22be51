import { ACTIVE_AUDIT_STATUSES, type AuditStatus } from '@cq/shared';
import { readTotal, resetTotal, type TotalName } from '../../functions/src/data/core/counters';
import { scanTable } from '../../functions/src/data/core/scan';
import { store } from '../../functions/src/data/core/store';
import '../../functions/src/data/core/counter.entity';
import '../../functions/src/data/leads/job.entity';
import '../../functions/src/data/leads/lead.entity';
import '../../functions/src/data/ops/errorLog.entity';
import '../../functions/src/data/people/user.entity';

type Raw = Record<string, unknown>;
const text = (item: Raw, name: string) => String(item[name] ?? '');

/**
 * The admin API's indexes and counters over data a local stack stored before they existed (issue 12): profiles
 * get their e-mail index (GSI1), leads and applications their inbox indexes, error logs their type and id indexes,
 * jobs their all-jobs index, each by reading the item through its entity and writing it back whole (ElectroDB
 * computes the keys); the user and active-audit totals start from a count of what is there. Run by the local
 * seeder at each start; it finds nothing to do once done. A Scan is fine here: a local, one-off repair, never a
 * request path (the cloud table is new with these indexes: nothing to backfill there).
 */
export async function backfillAdminIndexes(): Promise<{
  rewritten: number;
  totals: Partial<Record<TotalName, number>>;
}> {
  const s = store();
  const pending: Array<() => Promise<unknown>> = [];
  let profiles = 0;
  let activeAudits = 0;
  for await (const item of scanTable()) {
    const pk = text(item, 'PK');
    const sk = text(item, 'SK');
    const indexed = item.GSI1PK !== undefined && item.GSI2PK !== undefined;
    if (pk.startsWith('USER#') && sk === 'PROFILE') {
      profiles += 1;
      if (item.GSI1PK === undefined) {
        pending.push(async () => {
          const { data } = await s.user.get({ id: text(item, 'id') }).go({ consistent: true });
          if (data) await s.user.put(data).go();
        });
      }
    } else if (pk.startsWith('WS#') && sk.startsWith('AUDIT#')) {
      if (ACTIVE_AUDIT_STATUSES.includes(text(item, 'status') as AuditStatus)) activeAudits += 1;
    } else if (pk.startsWith('LEADS#') && !indexed) {
      const key = { month: pk.slice('LEADS#'.length), createdAt: text(item, 'createdAt'), id: text(item, 'id') };
      pending.push(async () => {
        const { data } = await s.lead.get(key).go({ consistent: true });
        if (data) await s.lead.put({ ...data, month: key.month }).go();
      });
    } else if (pk.startsWith('JOB#') && sk.startsWith('APP#') && !indexed) {
      const key = { jobId: pk.slice('JOB#'.length), createdAt: text(item, 'createdAt'), id: text(item, 'id') };
      pending.push(async () => {
        const { data } = await s.jobApplication.get(key).go({ consistent: true });
        if (data) await s.jobApplication.put(data).go();
      });
    } else if (pk === 'APPS#GENERAL' && !indexed) {
      const key = { createdAt: text(item, 'createdAt'), id: text(item, 'id') };
      pending.push(async () => {
        const { data } = await s.generalApplication.get(key).go({ consistent: true });
        if (data) await s.generalApplication.put(data).go();
      });
    } else if (pk.startsWith('JOB#') && sk === 'JOB' && item.GSI2PK === undefined) {
      pending.push(async () => {
        const { data } = await s.job.get({ id: pk.slice('JOB#'.length) }).go({ consistent: true });
        if (data) await s.job.put(data).go();
      });
    } else if (pk.startsWith('ERRORLOGS#') && !pk.includes('#TYPE#') && !indexed) {
      const key = { day: pk.slice('ERRORLOGS#'.length), receivedAt: text(item, 'receivedAt'), id: text(item, 'id') };
      pending.push(async () => {
        const { data } = await s.errorLog.get(key).go({ consistent: true });
        if (data) await s.errorLog.put({ ...data, day: key.day }).go();
      });
    }
  }
  for (const rewrite of pending) await rewrite();
  const totals: Partial<Record<TotalName, number>> = {};
  for (const [name, counted] of [
    ['totalUsers', profiles],
    ['activeAudits', activeAudits],
  ] as const) {
    const { data } = await s.counter.query.byName({ name }).go({ limit: 1 });
    // Only a total that was never kept starts from the count: once kept, the writes move it.
    if (data.length === 0 && counted > 0) {
      await resetTotal(name, counted);
      totals[name] = await readTotal(name);
    }
  }
  return { rewritten: pending.length, totals };
}
