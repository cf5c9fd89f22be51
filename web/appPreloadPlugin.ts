import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Replaced in the built islands code (web/src/lib/islands/appPreload.ts) by the app's files as JSON. */
const PLACEHOLDER = '__CQ_APP_PRELOAD__';

/** The app entry's file and every chunk it imports statically, as absolute paths, in load order. */
export function appChunkFiles(bundle: OutputBundle, entry: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const main = chunks.find((c) => c.facadeModuleId?.endsWith(entry));
  if (!main) return [];
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const dep = byName.get(name);
      if (dep) visit(dep);
    }
  };
  visit(main);
  // The page's own entry is already loaded by its <script>.
  return [...seen].filter((f) => !byName.get(f)?.isEntry).map((f) => `/${f}`);
}

/**
 * Writes the list of the app's files (src/main.tsx and its static imports) into the chunk that preloads them
 * when the browser is idle on a public page. The placeholder is a string literal JSON.parse reads at run time.
 */
export function appPreloadPlugin(entry = '/src/main.tsx'): Plugin {
  return {
    name: 'cq-app-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = appChunkFiles(bundle, entry);
      // Inside a JS string literal: JSON with its quotes escaped for either quote style.
      const literal = JSON.stringify(files).replace(/"/g, '\\u0022');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes(PLACEHOLDER))
          chunk.code = chunk.code.split(PLACEHOLDER).join(literal);
      }
    },
  };
}
