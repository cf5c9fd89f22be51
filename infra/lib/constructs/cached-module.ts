import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';

/**
 * Writes a small module for the bundles under node_modules/.cache (so its own imports resolve from the repo's
 * packages) and returns its file, for esbuild's alias. Rewritten when its source changes, so a cached copy never
 * outlives an edit.
 */
export function cachedModule(name: string, source: string): string {
  const dir = join(REPO_ROOT, 'node_modules', '.cache', name);
  const file = join(dir, 'index.mjs');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== source) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, source);
  }
  return file;
}
