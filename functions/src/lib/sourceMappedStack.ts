import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/**
 * A deployed Lambda is one minified bundle, so a stack trace reads `index.mjs:1:48213`. Node's own
 * `--enable-source-maps` reads and parses every bundle's source map as it loads it, whether anything ever fails:
 * 8-10 ms of the reports group's cold start, ~5 ms of the floor's (issue 23). Here the map beside a bundle is read
 * only when a stack from it is logged, and each of its frames is given the source position it came from.
 */

/** Each bundle's map, by file, once read (null: not a bundle, or no map beside it: its frames are left as they are). */
const maps = new Map<string, TraceMap | null>();

function mapOf(file: string): TraceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    const path = `${file}.map`;
    map = file.endsWith('.mjs') && existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null;
    maps.set(file, map);
  }
  return map;
}

/** A source as the map names it (relative to where the bundle was built), from the repository or package root. */
const shown = (source: string): string => {
  const pkg = source.lastIndexOf('node_modules/');
  if (pkg >= 0) return source.slice(pkg);
  const ours = /(?:^|\/)((?:functions|shared)\/src\/.*)$/.exec(source);
  return ours ? ours[1]! : source.replace(/^(\.\.\/)+/, '');
};

/** A frame's location: `file:///…/index.mjs:1:234` or `/…/index.mjs:1:234`. */
const LOCATION = /(file:\/\/\/[^\s()]+|\/[^\s():]+):(\d+):(\d+)/g;

/** The stack with each bundle position replaced by its source's (`functions/src/reports/useCases.ts:88:11`). */
export function sourceMappedStack(stack: string): string {
  return stack.replace(LOCATION, (location, url: string, line: string, column: string) => {
    const map = mapOf(url.startsWith('file:') ? fileURLToPath(url) : url);
    if (!map) return location;
    const original = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
    return original.source ? `${shown(original.source)}:${original.line}:${original.column + 1}` : location;
  });
}

const mapped = new WeakSet<Error>();

/** Gives an error (and the errors it wraps) its source-mapped stack, once; what a log line then shows. */
export function withSourceMappedStack(error: Error): Error {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (mapped.has(e)) break;
    mapped.add(e);
    if (e.stack) e.stack = sourceMappedStack(e.stack);
  }
  return error;
}
