import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { AGG_METRICS, type AggMetric } from './rules';
import { defineEntity } from '../core/registry';

/**
 * Concurrent transactions that ADD to one item conflict (the loser answers 409), and every write of a workspace in
 * a month meets on that month's `all` item: each month is split over this many shards, one picked at random per
 * write, so a range reads at most AGG_SHARDS items a month.
 */
export const AGG_SHARDS = 4;

/**
 * One shard of one month of one analytics series for one filter value of a workspace (`STATS#WS#<ws>#AGG`,
 * `<series>#<filter value>#<yyyy-mm>#<shard>`): moved by ADD in the same transaction as the records it counts
 * (rules.ts says what each adds), so a range is one Query whatever the workspace holds.
 */
export const analyticsAggregate = defineEntity(
  'analyticsAggregate',
  () =>
    new Entity(
      {
        model: { ...MODEL, entity: 'AnalyticsAggregate' },
        attributes: {
          workspaceId: { type: 'string', required: true, readOnly: true },
          series: { type: 'string', required: true, readOnly: true },
          dim: { type: 'string', required: true, readOnly: true },
          month: { type: 'string', required: true, readOnly: true },
          shard: { type: 'string', required: true, readOnly: true },
          ...(Object.fromEntries(AGG_METRICS.map((name) => [name, { type: 'number' }])) as Record<
            AggMetric,
            { type: 'number' }
          >),
          /** A listing series' entries (rules.ts `members`), added and deleted as a string set. */
          members: { type: 'set', items: 'string' },
          type: { type: 'string', default: 'AnalyticsAggregate', readOnly: true },
        },
        indexes: {
          byWorkspace: {
            pk: { field: 'PK', composite: ['workspaceId'], template: 'STATS#WS#${workspaceId}#AGG', casing: 'none' },
            sk: {
              field: 'SK',
              composite: ['series', 'dim', 'month', 'shard'],
              template: '${series}#${dim}#${month}#${shard}',
              casing: 'none',
            },
          },
        },
      },
      { ignoreOwnership: true },
    ),
);
