import path from 'node:path';
import { ROOT, startStack } from './local/stack';

/** `npm start`: the whole product on this machine, on its embedded defaults. */
async function main() {
  const port = Number(process.env.PORT ?? 5173);
  const web = process.env.WEB_MODE === 'dist' ? 'dist' : 'dev';
  const stack = await startStack({ port, dataDir: path.join(ROOT, '.local'), web, quiet: process.env.VERBOSE !== '1' });
  const lines = [
    '',
    `  Clarity Clinical QA is running at ${stack.url}`,
    `  API: ${stack.url}/api   health: ${stack.url}/api/health   data: ${path.relative(ROOT, stack.dataDir)}/`,
    '',
    '  Seeded accounts (local only):',
    ...stack.accounts.map((a) => `    ${(a.group ?? 'user').padEnd(7)} ${a.email.padEnd(24)} ${a.password}`),
    `  Confirmation and password-reset code for new sign-ups: ${stack.confirmationCode}`,
    '  Outgoing e-mail is printed here and kept in the local outbox.',
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: Error) => {
  console.error(`\nCould not start: ${error.message}`);
  process.exit(1);
});
