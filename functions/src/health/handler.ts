import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createGroupHandler, type Operations } from '../http/groupHandler';
import { store } from '../data/core/store';
import { cognito } from '../lib/cognito';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

async function check(name: string, probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    logger.warn('health_check_failed', { dependency: name, error });
    return false;
  }
}

async function health() {
  const [table, userPool] = await Promise.all([
    check('table', () => store().healthProbe.get({}).go()),
    check('userPool', () => cognito().send(new DescribeUserPoolCommand({ UserPoolId: env.userPoolId() }))),
  ]);
  if (table && userPool) return { body: { status: 'ok' as const } };
  return {
    status: 503,
    body: { status: 'unavailable' as const, table: table ? 'ok' : 'down', userPool: userPool ? 'ok' : 'down' } as const,
  };
}

export const operations: Operations<'health'> = {
  'GET /api/health': { handle: health },
};

export const handler = createGroupHandler('health', operations);
