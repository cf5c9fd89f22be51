/**
 * `npm run bench:web`: builds the production site and a bare React + ReactDOM page with the same bundler, then
 * prints the landing page's first-load JS against that floor and the median of three Lighthouse mobile runs
 * for /, /careers and /pricing. Everything runs on 127.0.0.1 free ports and is stopped at the end.
 *
 * The local server compresses text (brotli/gzip) as CloudFront does, so Lighthouse sees what a visitor gets.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { ROOT, startStack } from '../local/stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const LIGHTHOUSE_PAGES = [
  ['home', '/'],
  ['careers', '/careers'],
  ['pricing', '/pricing'],
] as const;
const RUNS = 3;

const workDir = path.join(ROOT, '.local', 'bench-web');
const siteDir = path.join(workDir, 'site');
const floorDir = path.join(workDir, 'floor');

const gzipKb = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length / 1024;
const round = (n: number, digits = 1) => Number(n.toFixed(digits));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const log = (msg: string) => process.stderr.write(`bench:web ${msg}\n`);

async function buildSite() {
  delete process.env.VITE_E2E;
  await build({
    configFile: path.join(ROOT, 'web', 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: siteDir, emptyOutDir: true },
  });
}

/** The floor: the smallest page React can render, bundled by the same Vite with the same React plugin. */
async function buildFloor(): Promise<number> {
  const src = path.join(floorDir, 'src');
  fs.rmSync(floorDir, { recursive: true, force: true });
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(
    path.join(src, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>floor</title></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>\n',
  );
  fs.writeFileSync(
    path.join(src, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    configFile: false,
    root: src,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: path.join(floorDir, 'dist'), emptyOutDir: true },
  });
  const assets = path.join(floorDir, 'dist', 'assets');
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipKb(fs.readFileSync(path.join(assets, f))), 0);
}

/** Gzip size of every JS file a logged-out visitor's browser fetches for `/` (entry, preloads, lazy chunks). */
async function landingJsKb(baseUrl: string): Promise<{ kb: number; files: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === baseUrl && url.pathname.endsWith('.js')) files.add(url.pathname);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const list = [...files].sort();
    const kb = list.reduce((sum, p) => sum + gzipKb(fs.readFileSync(path.join(siteDir, p))), 0);
    return { kb, files: list };
  } finally {
    await browser.close();
  }
}

async function runLighthouse(baseUrl: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const results: Record<string, { score: number[]; lcp: number[] }> = {};
  try {
    for (const [name, pathname] of LIGHTHOUSE_PAGES) {
      results[name] = { score: [], lcp: [] };
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${baseUrl}${pathname}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${pathname}: ${lhr?.runtimeError?.message}`);
        results[name].score.push(lhr.categories.performance?.score ?? 0);
        results[name].lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        log(`lighthouse ${pathname} run ${i + 1}: ${lhr.categories.performance?.score}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

async function main() {
  const started = Date.now();
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  log('building the site');
  await buildSite();
  log('building the React floor');
  const floorKb = await buildFloor();

  log('starting the local stack');
  const stack = await startStack({ port: 0, dataDir: null, web: 'dist', distDir: siteDir, quiet: true });
  try {
    const landing = await landingJsKb(stack.url);
    log(`landing JS: ${landing.files.join(', ')}`);
    const lh = await runLighthouse(stack.url);

    const lines = [
      `landing_js_gzip_kb: ${round(landing.kb)}`,
      `react_floor_gzip_kb: ${round(floorKb)}`,
      `landing_vs_floor: ${round(landing.kb / floorKb, 2)}`,
      ...LIGHTHOUSE_PAGES.map(([name]) => `lighthouse_${name}_performance: ${median(lh[name]!.score)}`),
      ...LIGHTHOUSE_PAGES.map(([name]) => `lighthouse_${name}_lcp_ms: ${Math.round(median(lh[name]!.lcp))}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await stack.stop();
    log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
