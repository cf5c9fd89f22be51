import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type { LogItemExtraInput, LogItemMessage } from '@aws-lambda-powertools/logger/types';
import { withSourceMappedStack } from './sourceMappedStack';

const root = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'api',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO').toUpperCase() as 'INFO',
});

type LogKeys = Parameters<Logger['appendKeys']>[0];
const requestLogger = new AsyncLocalStorage<Logger>();

/**
 * Runs one request's work with its keys (group, route, request id) on every line it logs. The keys live on a
 * child logger scoped to the request, not on the shared one: the local server serves every group in one process,
 * and keys appended to a shared logger were stamped on whichever request logged next.
 */
export function withLogKeys<T>(keys: LogKeys, work: () => T): T {
  const child = root.createChild();
  child.appendKeys(keys);
  return requestLogger.run(child, work);
}

const current = () => requestLogger.getStore() ?? root;

/** The errors a log line carries (as an argument, or a value of one), their stacks mapped to our sources. */
function mappingStacks(extra: LogItemExtraInput): LogItemExtraInput {
  for (const item of extra) {
    if (item instanceof Error) withSourceMappedStack(item);
    else if (item && typeof item === 'object')
      for (const value of Object.values(item)) if (value instanceof Error) withSourceMappedStack(value);
  }
  return extra;
}

/** Structured JSON logs (CloudWatch in the cloud, the console locally), with the current request's keys. */
export const logger = {
  info: (input: LogItemMessage, ...extra: LogItemExtraInput) => current().info(input, ...extra),
  warn: (input: LogItemMessage, ...extra: LogItemExtraInput) => current().warn(input, ...mappingStacks(extra)),
  error: (input: LogItemMessage, ...extra: LogItemExtraInput) => current().error(input, ...mappingStacks(extra)),
};
