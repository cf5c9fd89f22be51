import { limitReachedMessage, usageMonth, type UsageResource } from '@cq/shared';
import { LimitReachedError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { store, type TransactionEntities } from '../core/store';
import type { Write } from '../trail/trail';
import './usage.entity';

export type MonthUsage = Record<UsageResource, number>;

/** Access pattern: what the owner used in the month of `at` (GetItem). */
export async function monthUsage(owner: Owner, at: string): Promise<MonthUsage> {
  const { data } = await store()
    .usage.get({ workspaceId: owner.workspaceId, month: usageMonth(at) })
    .go({ consistent: true });
  return { audits: data?.audits ?? 0, qualaInteractions: data?.qualaInteractions ?? 0 };
}

/**
 * Takes one slot of a monthly limit inside the action's transaction: +1, conditioned on the count being under
 * the limit (null: unlimited, counted only). Parallel requests serialise on this item, so the limit holds.
 */
export function usageSlot(
  { usage }: TransactionEntities,
  owner: Owner,
  resource: UsageResource,
  limit: number | null,
  at: string,
): Write {
  const update = usage.update({ workspaceId: owner.workspaceId, month: usageMonth(at) }).add({ [resource]: 1 });
  if (limit === null) return { item: update.commit() };
  return {
    item: update
      .where((attributes, { notExists, lt }) => {
        const counted = attributes[resource];
        return `${notExists(counted)} OR ${lt(counted, limit)}`;
      })
      .commit(),
    refusal: () => new LimitReachedError(limitReachedMessage(resource, limit)),
  };
}

/** Access pattern: every month the owner used something, oldest first (the export). */
export async function usageHistory(owner: Owner): Promise<Array<{ month: string } & MonthUsage>> {
  const { data } = await store().usage.query.byMonth({ workspaceId: owner.workspaceId }).go({ pages: 'all' });
  return data.map((u) => ({ month: u.month, audits: u.audits ?? 0, qualaInteractions: u.qualaInteractions ?? 0 }));
}
