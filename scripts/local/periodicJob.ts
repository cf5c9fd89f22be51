/**
 * The local stand-in for the cloud's scheduled Lambdas: runs a job at start and then every `everyMs`, one run at a
 * time. A failure is reported and never stops the stack (nothing on the request path depends on a job), and
 * `stop` waits for a run in flight so DynamoDB Local is never closed under it.
 */
export function startPeriodicJob(
  everyMs: number,
  run: () => Promise<string | null>,
  log: (line: string) => void,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = run()
      .then((line) => line && log(line))
      .catch((error: Error) => log(`✗ ${error.message}`))
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
