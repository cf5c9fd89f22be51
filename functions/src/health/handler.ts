import { createGroupHandler, type Operations } from '../http/groupHandler';
import { healthContract } from '@cq/shared/contract/health';
import { counted } from '../http/tableGuards';
import { store } from '../data/core/store';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { userPool } from '../lib/userPool';
import '../data/core/healthProbe.entity';

async function check(name: string, probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    logger.warn('health_check_failed', { dependency: name, error });
    return false;
  }
}

/** How long a warm Lambda reuses the user pool's answer, ok or down. */
export const USER_POOL_CHECK_TTL_MS = 60_000;
let userPoolCheck: { at: number; healthy: Promise<boolean> } | undefined;

/**
 * The route is public: asking Cognito on every request would let anyone spend the account's DescribeUserPool
 * quota (shared with the admin routes) and the Lambda's time. One probe per minute per warm Lambda, shared by
 * the requests that arrive while it runs; a failure is kept as long as a success, so a flood of health checks
 * during an outage does not pile onto the pool either.
 */
function userPoolHealthy(): Promise<boolean> {
  const now = Date.now();
  if (!userPoolCheck || now - userPoolCheck.at >= USER_POOL_CHECK_TTL_MS) {
    userPoolCheck = {
      at: now,
      healthy: check('userPool', () => userPool.describeUserPool({ UserPoolId: env.userPoolId() })),
    };
  }
  return userPoolCheck.healthy;
}

async function health() {
  const [table, userPool] = await Promise.all([
    check('table', () => store().healthProbe.get({}).go()),
    userPoolHealthy(),
  ]);
  if (table && userPool) return { body: { status: 'ok' as const } };
  return {
    status: 503,
    body: { status: 'unavailable' as const, table: table ? 'ok' : 'down', userPool: userPool ? 'ok' : 'down' } as const,
  };
}

/**
 * The document changes only with a deployment: caches may keep it a few minutes. It is made from every group's
 * contract, so its module is a chunk of its own, read by the first request for it and not by every health check's
 * cold start (issue 23).
 */
async function openApi() {
  const { openApiDocument } = await import('./openapi');
  return { body: openApiDocument(), headers: { 'cache-control': 'public, max-age=300' } };
}

export const operations: Operations<'health'> = {
  'GET /api/health': { handle: health },
  'GET /api/openapi.json': { handle: openApi },
};

export const handler = createGroupHandler('health', healthContract, operations, counted);
