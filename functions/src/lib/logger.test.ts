import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

it("stamps each request's log lines with its own keys when requests overlap in one process", async () => {
  vi.stubEnv('LOG_LEVEL', 'INFO');
  vi.resetModules();
  const { logger, withLogKeys } = await import('./logger');
  const lines: string[] = [];
  const capture = (chunk: unknown) => (lines.push(String(chunk)), true);
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);

  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  const request = (routeKey: string) =>
    withLogKeys({ routeKey }, async () => {
      await tick();
      logger.info('started');
      await tick();
      logger.warn('refused', { status: 403 });
    });
  await Promise.all([request('GET /api/badges'), request('GET /api/mock-inspections')]);
  logger.error('between requests');

  const logs = lines.map((line) => JSON.parse(line) as { message: string; routeKey?: string; status?: number });
  expect(logs.map(({ message, routeKey }) => `${routeKey ?? '-'} ${message}`).sort()).toEqual([
    '- between requests',
    'GET /api/badges refused',
    'GET /api/badges started',
    'GET /api/mock-inspections refused',
    'GET /api/mock-inspections started',
  ]);
  expect(logs.filter((log) => log.message === 'refused').every((log) => log.status === 403)).toBe(true);
});

it('makes a request its child logger only when it logs, once however many lines it logs', async () => {
  vi.stubEnv('LOG_LEVEL', 'INFO');
  vi.resetModules();
  const { Logger } = await import('@aws-lambda-powertools/logger');
  const { logger, withLogKeys } = await import('./logger');
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const createChild = vi.spyOn(Logger.prototype, 'createChild');

  await withLogKeys({ routeKey: 'GET /api/audits' }, async () => 'answered without a line');
  expect(createChild).not.toHaveBeenCalled();

  await withLogKeys({ routeKey: 'POST /api/audits' }, async () => {
    logger.info('one');
    logger.info('two');
  });
  expect(createChild).toHaveBeenCalledTimes(1);
});
