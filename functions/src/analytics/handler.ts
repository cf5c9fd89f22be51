import { analyticsCsv } from '@cq/shared/analytics/columns';
import { SERIES_VIEWS, type AnalyticsSeries } from '@cq/shared/analytics/schemas';
import { createGroupHandler, type Operations, type RequestContext } from '../http/groupHandler';
import { analyticsContract } from '@cq/shared/contract/analytics';
import { signedIn } from '../http/signedIn';
import { download, json } from '../lib/response';
import { seriesRows } from './series';

/** `GET /api/analytics/{series}`: the series' monthly rows as JSON, or exactly those rows as CSV. */
async function series({ workspace, params, query }: RequestContext<'GET /api/analytics/{series}'>) {
  // The contract's params schema has checked it is one of ANALYTICS_SERIES (400 otherwise).
  const name = params.series as AnalyticsSeries;
  const { table, rows } = await seriesRows(workspace, name, query);
  if (query.format === 'csv') {
    const file = `analytics-${table.replace('/', '-')}-${query.from}-${query.to}.csv`;
    return download(file, 'text/csv; charset=utf-8', analyticsCsv(table, rows));
  }
  return json(200, {
    series: name,
    view: query.view ?? SERIES_VIEWS[name][0],
    from: query.from,
    to: query.to,
    rows,
  });
}

export const operations: Operations<'analytics'> = {
  'GET /api/analytics/{series}': { handle: series },
};

export const handler = createGroupHandler('analytics', analyticsContract, operations, signedIn);
