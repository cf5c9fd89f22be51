import { Entity } from 'electrodb';
import { MODEL } from '../core/model';
import { AGG_METRICS, type AggMetric } from './rules';

/**
 * One month of one analytics series for one filter value of a workspace (`STATS#WS#<ws>#AGG`,
 * `<series>#<filter value>#<yyyy-mm>`): moved by ADD in the same transaction as the records it counts (rules.ts
 * says what each adds), so a range is one Query reading at most one item per month.
 */
export const analyticsAggregate = new Entity(
  {
    model: { ...MODEL, entity: 'AnalyticsAggregate' },
    attributes: {
      workspaceId: { type: 'string', required: true, readOnly: true },
      series: { type: 'string', required: true, readOnly: true },
      dim: { type: 'string', required: true, readOnly: true },
      month: { type: 'string', required: true, readOnly: true },
      ...(Object.fromEntries(AGG_METRICS.map((name) => [name, { type: 'number' }])) as Record<
        AggMetric,
        { type: 'number' }
      >),
      type: { type: 'string', default: 'AnalyticsAggregate', readOnly: true },
    },
    indexes: {
      byWorkspace: {
        pk: { field: 'PK', composite: ['workspaceId'], template: 'STATS#WS#${workspaceId}#AGG', casing: 'none' },
        sk: {
          field: 'SK',
          composite: ['series', 'dim', 'month'],
          template: '${series}#${dim}#${month}',
          casing: 'none',
        },
      },
    },
  },
  { ignoreOwnership: true },
);
