import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Replaced in the built islands code (web/src/lib/islands/appPreload.ts) by the app's files as JSON. */
const PLACEHOLDER = '__CQ_APP_PRELOAD__';

/** An entry's (or a lazily imported module's) file and every chunk it imports statically, as absolute paths. */
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
 * What a public page preloads when idle: the islands a first tap hydrates (hydrateIsland.tsx, React and
 * react-dom/client; the menu's sheet and the chat panel, which that tap opens), then the app (main.tsx).
 */
export const PRELOADED_ENTRIES = [
  '/src/lib/islands/hydrateIsland.tsx',
  '/src/app/layouts/MobileSheet.tsx',
  '/src/features/chat/ChatPanel.tsx',
  '/src/main.tsx',
];

/**
 * Writes the list of the files of `entries` (each module's chunk and its static imports, once each) into the
 * chunk that preloads them when the browser is idle on a public page. The placeholder is a string literal
 * JSON.parse reads at run time.
 */
export function appPreloadPlugin(entries: string[] = PRELOADED_ENTRIES): Plugin {
  return {
    name: 'cq-app-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = [...new Set(entries.flatMap((entry) => appChunkFiles(bundle, entry)))];
      // Inside a JS string literal: JSON with its quotes escaped for either quote style.
      const literal = JSON.stringify(files).replace(/"/g, '\\u0022');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes(PLACEHOLDER))
          chunk.code = chunk.code.split(PLACEHOLDER).join(literal);
      }
    },
  };
}
