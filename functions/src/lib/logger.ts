import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs (CloudWatch in the cloud, the console locally). */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'api',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO').toUpperCase() as 'INFO',
});
