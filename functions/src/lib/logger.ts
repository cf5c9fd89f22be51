import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type { LogItemExtraInput, LogItemMessage } from '@aws-lambda-powertools/logger/types';
import { withSourceMappedStack } from './sourceMappedStack';

/**
 * The process's logger, made by the first line logged: a Logger opens a Console over stdout and stderr (~1.3 ms of
 * a cold start), and most invocations log nothing.
 */
let root: Logger | undefined;
const rootLogger = (): Logger =>
  (root ??= new Logger({
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'api',
    logLevel: (process.env.LOG_LEVEL ?? 'INFO').toUpperCase() as 'INFO',
  }));

type LogKeys = Parameters<Logger['appendKeys']>[0];

/** A request's keys, and the child logger that stamps them, made by the request's first line. */
interface RequestLog {
  keys: LogKeys;
  logger?: Logger;
}
const requestLog = new AsyncLocalStorage<RequestLog>();

/**
 * Runs one request's work with its keys (group, route, request id) on every line it logs. The keys live on a
 * child logger scoped to the request, not on the shared one: the local server serves every group in one process,
 * and keys appended to a shared logger were stamped on whichever request logged next. The child is made when the
 * request first logs: most requests log nothing, and a child opens a Console of its own (~0.1-0.3 ms a request).
 */
export function withLogKeys<T>(keys: LogKeys, work: () => T): T {
  return requestLog.run({ keys }, work);
}

function current(): Logger {
  const scope = requestLog.getStore();
  if (!scope) return rootLogger();
  if (!scope.logger) {
    scope.logger = rootLogger().createChild();
    scope.logger.appendKeys(scope.keys);
  }
  return scope.logger;
}

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
