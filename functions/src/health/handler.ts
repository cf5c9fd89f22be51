import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createGroupHandler, operation } from '../lib/http';
import { json } from '../lib/response';
import { db, tableName } from '../data/client';
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

export const operations = {
  'GET /api/health': operation({
    handle: async () => {
      const [table, userPool] = await Promise.all([
        check('table', () => db().send(new GetCommand({ TableName: tableName(), Key: { PK: 'HEALTH', SK: 'PROBE' } }))),
        check('userPool', () => cognito().send(new DescribeUserPoolCommand({ UserPoolId: env.userPoolId() }))),
      ]);
      if (table && userPool) return json(200, { status: 'ok' });
      return json(503, { status: 'unavailable', table: table ? 'ok' : 'down', userPool: userPool ? 'ok' : 'down' });
    },
  }),
};

export const handler = createGroupHandler('health', operations);
