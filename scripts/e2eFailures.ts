import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MAX_LINES = 120;

/**
 * Prints what each failed e2e test's page showed when it failed: the accessibility snapshot Playwright writes to
 * `test-results/<test>/error-context.md`. CI keeps only the log, and a failure on a slow machine may not come
 * back on a fast one: the snapshot says whether a dialog was still open, which toast was up, what was loading.
 */
export function printFailedPages(root: string): void {
  const dir = join(root, 'test-results');
  if (!existsSync(dir)) return;
  for (const test of readdirSync(dir).sort()) {
    const file = join(dir, test, 'error-context.md');
    if (!existsSync(file)) continue;
    const snapshot = pageSnapshot(readFileSync(file, 'utf8'));
    if (!snapshot) continue;
    const lines = snapshot.split('\n');
    const shown = lines.slice(0, MAX_LINES).join('\n');
    const more = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} more lines in ${file}` : '';
    console.log(`\n▷ the page when ${test} failed:\n${shown}${more}`);
  }
}

/** The YAML block of the page snapshot in Playwright's error context, or null when it has none. */
export function pageSnapshot(markdown: string): string | null {
  const match = /```yaml\n([\s\S]*?)\n```/.exec(markdown);
  return match ? match[1]! : null;
}
