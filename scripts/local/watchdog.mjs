// Runs one emulator and ends it when the stack that started it dies, even by SIGKILL: Linux does not end
// children with their parent, and DynamoDB Local's Java process would otherwise live on with its port.
// Usage: node watchdog.mjs <command> [args...]
import { spawn } from 'node:child_process';

const parent = process.ppid;
const child = spawn(process.argv[2], process.argv.slice(3), { stdio: 'inherit' });
const stop = (signal) => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(signal));
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  stop('SIGTERM');
  setTimeout(() => stop('SIGKILL'), 3000).unref();
}, 500);
child.on('error', (error) => {
  console.error(error.message);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  clearInterval(orphaned);
  process.exit(code ?? (signal ? 1 : 0));
});
