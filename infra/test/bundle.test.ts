import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupHandlerFile, groups, routes } from '@cq/shared';
import { REPO_ROOT } from '../lib/config';
import { lambdaBuildOptions, lambdaChunks, type LambdaChunks } from '../lib/constructs/lambda-esbuild';
import { COUNTING_SCHEMAS, countSchemasBuilt } from '../lib/constructs/pure-initializers';
import { entitiesDefinedIn, entitiesUsedIn } from './entityUse';
import { groupContract, lambdaProbes } from './lambdaProbe';

/**
 * The bundles as CDK builds them (esbuild with lambda-esbuild.ts's options: ESM, minified, split into `index.mjs`
 * and chunks, the aliases of bundle-aliases.ts) load and answer in a fresh Node process: every group's bundle
 * imports and exports its handler, the data layer's ElectroDB service builds with the stand-in model checks, and a
 * route that reads the table gets as far as the network (503 with the table unreachable, not a 500 from a broken
 * bundle). The bundles' metafiles show what each one holds: no group carries another group's handler, nor an
 * ElectroDB entity its own code does not use, and no cold start reads pdf-lib or an AWS client that only some
 * requests use (S3, SES, Cognito): they are chunks loaded by `import()` when a request needs them.
 */
const out = mkdtempSync(join(tmpdir(), 'cq-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const probes = lambdaProbes('bundle-probe');

interface Bundle {
  /** index.mjs, absolute. */
  file: string;
  metafile: Metafile;
  /** Output paths (relative to the repository) by what loads them. */
  chunks: LambdaChunks;
}

async function bundle(group: string): Promise<Bundle> {
  const result = await build({
    ...lambdaBuildOptions(join(REPO_ROOT, 'functions', 'src', group, 'handler.ts'), join(out, group)),
    // Metafile paths relative to the repository: `functions/src/<group>/handler.ts`.
    absWorkingDir: REPO_ROOT,
    metafile: true,
  });
  const chunks = lambdaChunks(result.metafile!);
  return { file: join(REPO_ROOT, chunks.entry), metafile: result.metafile!, chunks };
}

/** Every group's bundle, built once for the whole file. */
const built = new Map<string, Bundle>();
const bundleOf = (group: string): string => {
  const found = built.get(group);
  if (!found) throw new Error(`No bundle built for ${group}`);
  return found.file;
};

/** Runs an ES module snippet in a fresh Node process with a Lambda's environment; what it printed (no errors). */
/** Code that records, in `intlCalls`, each Intl formatter made and each locale-aware method called after it. */
const WATCH_INTL = `const intlCalls = new Set();
for (const [owner, name, label] of [[Number.prototype, 'toLocaleString', 'Number'], [Date.prototype, 'toLocaleString', 'Date'],
  [Date.prototype, 'toLocaleDateString', 'Date'], [Date.prototype, 'toLocaleTimeString', 'Date'], [String.prototype, 'localeCompare', 'String']]) {
  const original = owner[name];
  owner[name] = function (...args) { intlCalls.add(label + '#' + name); return original.apply(this, args); };
}
for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter']) {
  const original = Intl[name];
  const use = () => intlCalls.add('Intl.' + name);
  Intl[name] = new Proxy(original, { construct: (t, a) => (use(), Reflect.construct(t, a)), apply: (t, self, a) => (use(), Reflect.apply(t, self, a)) });
}`;

function runInFreshNode(code: string): string {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
    timeout: 30_000,
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      TABLE_NAME: 'bundle-test',
      USER_POOL_ID: 'us-east-1_bundle',
      USER_POOL_CLIENT_ID: 'bundle',
      LOG_LEVEL: 'SILENT',
      // Should this run on a Node older than Lambda's 24, the SDK's notice about it is not what this test looks for.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      SITE_URL: 'https://bundle.test',
      // As Lambda gives them: the bundles read credentials from the environment only.
      AWS_ACCESS_KEY_ID: 'AKIDBUNDLETEST',
      AWS_SECRET_ACCESS_KEY: 'bundle-test-secret',
      // A closed port: the table is unreachable.
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
    },
  });
  expect(run.stderr.replace(/^.*ExperimentalWarning.*$/gm, '').trim(), run.stderr).toBe('');
  return run.stdout;
}

/** How many zod schemas importing a bundle builds. */
const schemasBuilt = (file: string): number => Number(runInFreshNode(countSchemasBuilt(file)));

/** Code that imports a bundle and calls its handler with one API Gateway payload 2.0 event (its answer: `result`). */
function callingHandler(file: string, method: string, path: string, claims: Record<string, string> | null): string {
  const event = {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'bundle.test' },
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bundle-test',
      http: { method, path, sourceIp: '203.0.113.9', protocol: 'HTTP/1.1', userAgent: 'test' },
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  };
  return `const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});
const result = await handler(${JSON.stringify(event)}, { awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 5000 });`;
}

/** Imports a bundle in a fresh process and calls its handler with one API Gateway payload 2.0 event. */
function invoke(file: string, method: string, path: string, claims: Record<string, string> | null) {
  const code = `${callingHandler(file, method, path, claims)}
const doc = result.headers?.['content-type']?.startsWith('application/json') && result.statusCode === 200 ? JSON.parse(result.body) : {};
process.stdout.write(JSON.stringify({ statusCode: result.statusCode, location: result.headers?.location ?? result.headers?.Location, openapi: doc.openapi, paths: doc.paths && Object.keys(doc.paths).length }));`;
  return JSON.parse(runInFreshNode(code)) as {
    statusCode: number;
    location?: string;
    openapi?: string;
    paths?: number;
  };
}

/** The repository files a bundle is made of (its metafile's inputs), in every chunk. */
const inputsOf = (group: string): string[] => Object.keys(built.get(group)!.metafile.inputs);

/** The repository files some of a bundle's outputs are made of. */
const inputsOfOutputs = (group: string, outputs: string[]): string[] =>
  outputs.flatMap((output) => Object.keys(built.get(group)!.metafile.outputs[output]!.inputs));

const PDF_LIB = /^node_modules\/pdf-lib\//;
const COGNITO_CLIENT = /^node_modules\/@aws-sdk\/client-cognito-identity-provider\//;
/** The XML parser: the S3 client's, and an uploaded SVG's (cms/svgSanitize.ts), ~75 KiB with what it pulls in. */
const XML_PARSER = /^node_modules\/(fast-xml-parser|fast-xml-builder)\//;
/** Quala's passages, their search index and the search library: ~105 KiB a question reads, the history list not. */
const KNOWLEDGE_BASE =
  /^(node_modules\/minisearch\/|functions\/src\/quala\/knowledge\/(passages|index\.generated)\.ts$)/;
/**
 * What only some requests use, so it must stay out of a cold start: PDF rendering, the S3 and SES clients
 * (services/s3Storage.ts and services/sesMail.ts, loaded with `import()` by the first request that moves bytes
 * or sends mail), the Cognito client (lib/cognito.ts, loaded by lib/userPool.ts on the first call to the pool:
 * no group asks it on every request), Quala's knowledge base (loaded with the engine by the first question) and
 * the XML parser (an SVG upload's check).
 */
/** The S3 client's checksum streams, which the DynamoDB client reached through `@smithy/core/serde` (sdk-barrels.ts). */
const CHECKSUM_STREAMS = /^node_modules\/@smithy\/core\/dist-es\/submodules\/serde\/util-stream\/checksum\//;
const ONLY_LAZY = [
  PDF_LIB,
  COGNITO_CLIENT,
  KNOWLEDGE_BASE,
  XML_PARSER,
  CHECKSUM_STREAMS,
  /^node_modules\/@aws-sdk\/client-(s3|sesv2)\//,
];
/** The groups with a route that renders a PDF (a report, a trail, an SOP, training records, a certificate). */
const PDF_GROUPS = ['learning', 'library', 'reports', 'responses', 'trail'];
/**
 * The groups with a route that asks the user pool: a signature's password and the lockout alert (reports, sops,
 * trail), an admin's change to an account (admin), a first profile's names (auth), the health check (health).
 */
const COGNITO_GROUPS = ['admin', 'auth', 'health', 'reports', 'sops', 'trail'];

/** The lazy chunk a module became (it is imported with `import()`), absolute. */
function chunkOf(group: string, module: string): string {
  const { lazy } = built.get(group)!.chunks;
  const chunk = lazy.find((file) => built.get(group)!.metafile.outputs[file]!.entryPoint === module);
  if (!chunk) throw new Error(`${module} is no lazy chunk of ${group}'s bundle`);
  return join(REPO_ROOT, chunk);
}

/** Imports a module in a fresh process (no Lambda environment) and runs `code` with it as `m`; what it printed. */
function withModule(file: string, code: string): string {
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const m = await import(${JSON.stringify(pathToFileURL(file).href)});\n${code}`],
    { encoding: 'utf8', timeout: 30_000 },
  );
  expect(run.stderr.trim(), run.stderr).toBe('');
  return run.stdout;
}

/** Each entity's module (repository path), from the entity modules under functions/src/data. */
const entityModules = new Map(
  readdirSync(join(REPO_ROOT, 'functions', 'src', 'data'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.entity.ts'))
    .flatMap((file) => {
      const module = ['functions', 'src', 'data', file].join('/');
      return entitiesDefinedIn(module).map((name) => [name, module] as const);
    }),
);
const entityNames = new Set(entityModules.keys());

/** A bundle's own source files that can use entities (not the entity modules, not the registry behind store()). */
const codeOf = (group: string): string[] =>
  inputsOf(group).filter(
    (file) => file.startsWith('functions/src/') && !file.endsWith('.entity.ts') && !file.endsWith('data/core/store.ts'),
  );

describe('Lambda bundles with the bundle aliases', { timeout: 300_000 }, () => {
  beforeAll(async () => {
    for (const group of groups()) built.set(group, await bundle(group));
  }, 600_000);

  it.each(groups())(
    '%s: a cold start reads no pdf-lib, S3, SES or Cognito client, XML parser, checksum stream or knowledge base (index.mjs, static chunks)',
    (group) => {
      const { cold } = built.get(group)!.chunks;
      expect(inputsOfOutputs(group, cold).filter((file) => ONLY_LAZY.some((lazy) => lazy.test(file)))).toEqual([]);
    },
  );

  // infra/lib/constructs/dynamodb-sdk.ts: ElectroDB's require() of the SDK kept all of both DynamoDB packages.
  it.each(groups())('%s: holds no DynamoDB command it never sends, nor the aggregated clients', (group) => {
    const whole =
      /(client-dynamodb\/dist-es\/(DynamoDB\.js|pagination\/|waiters\/))|(lib-dynamodb\/dist-es\/(DynamoDBDocument\.js|pagination\/))/;
    expect(inputsOf(group).filter((file) => whole.test(file))).toEqual([]);
  });

  it.each(PDF_GROUPS)('%s: pdf-lib is in a chunk loaded by import(), for the requests that render a PDF', (group) => {
    const { lazy } = built.get(group)!.chunks;
    expect(inputsOfOutputs(group, lazy).some((file) => PDF_LIB.test(file))).toBe(true);
  });

  it('quala: the knowledge base is in a chunk loaded by import(), for the requests that ask a question', () => {
    const { lazy } = built.get('quala')!.chunks;
    const inLazy = inputsOfOutputs('quala', lazy);
    expect(inLazy).toContain('functions/src/quala/knowledge/index.generated.ts');
    expect(inLazy.some((file) => file.startsWith('node_modules/minisearch/'))).toBe(true);
  });

  it.each(COGNITO_GROUPS)(
    '%s: the Cognito client is in a chunk loaded by import(), for the requests that ask the pool',
    (group) => {
      const { lazy } = built.get(group)!.chunks;
      expect(inputsOfOutputs(group, lazy).some((file) => COGNITO_CLIENT.test(file))).toBe(true);
    },
  );

  // And calls nothing of Intl while it loads: the first Intl call loads ICU's data, 5-13 ms of a cold start (a price
  // formatted with toLocaleString at import was one). Nor Node's web streams, which no group answers with (middy 6
  // imported them, and so did the S3 client's checksum streams through `@smithy/core/serde`: ~1-2 ms).
  it.each(groups())(
    '%s: the bundle imports in a fresh process, exports its handler, calls no Intl and loads no web streams',
    (group) => {
      const code = `${WATCH_INTL}
const before = new Set(process.moduleLoadList);
const { handler } = await import(${JSON.stringify(pathToFileURL(bundleOf(group)).href)});
const webStreams = process.moduleLoadList.filter((m) => !before.has(m) && /webstreams|stream\\/web/.test(m));
process.stdout.write(JSON.stringify([typeof handler, [...intlCalls], webStreams]));`;
      expect(JSON.parse(runInFreshNode(code))).toEqual(['function', [], []]);
    },
  );

  it.each(groups())("%s: the bundle holds its own handler and no other group's", (group) => {
    const handlers = groups().map((g) => [g, join('functions', 'src', groupHandlerFile(g))] as const);
    const inputs = new Set(inputsOf(group));
    expect(handlers.filter(([, file]) => inputs.has(file)).map(([g]) => g)).toEqual([group]);
  });

  // The whole contract (shared/src/contract.ts: every group's schemas, built at import) is for the OpenAPI document,
  // a chunk of health's loaded by its own route; a cold start validates with its own group's contract only.
  it.each(groups())("%s: a cold start builds its own group's contract and no other's", (group) => {
    const { cold } = built.get(group)!.chunks;
    const contracts = inputsOfOutputs(group, cold).filter(
      (file) => file === 'shared/src/contract.ts' || groups().some((g) => file === `shared/src/contract/${g}.ts`),
    );
    expect(contracts).toEqual([`shared/src/contract/${group}.ts`]);
  });

  // infra/lib/constructs/group-routes.ts: API Gateway sends a group's Lambda its own routes only, and the whole
  // manifest (16.5 KiB) is for the OpenAPI document, a chunk of health's loaded by its own route.
  it.each(groups())("%s: a cold start holds its own group's routes and no other's", (group) => {
    const { cold } = built.get(group)!.chunks;
    const code = cold.map((file) => readFileSync(join(REPO_ROOT, file), 'utf8')).join('\n');
    const held = [...code.matchAll(/\{method:"[A-Z]+",path:"[^"]*",group:"(\w+)"/g)].map((match) => match[1]);
    expect(held).toEqual(routes.filter((route) => route.group === group).map(() => group));
  });

  it('knows every entity (each entity module declares the entities it defines)', () => {
    expect(entityNames.size).toBeGreaterThan(60);
    expect(entityModules.get('audit')).toBe('functions/src/data/audits/audit.entity.ts');
  });

  // A Lambda builds only the entities its code imports (store() holds the registered ones), so a file that uses
  // an entity must import its module itself: relying on another file's import is how a handler passes its tests
  // (whose helpers imported the module) and then fails in its own bundle.
  it.each(groups())("%s: every file that uses an entity imports that entity's module", (group) => {
    const { inputs } = built.get(group)!.metafile;
    const missing = codeOf(group).flatMap((file) => {
      const imported = new Set(inputs[file]!.imports.map((i) => i.path));
      return [...entitiesUsedIn(file, entityNames)]
        .filter((name) => !imported.has(entityModules.get(name)!))
        .map((name) => `${file} uses ${name}: import ${entityModules.get(name)}`);
    });
    expect(missing).toEqual([]);
  });

  it.each(groups())('%s: the bundle holds only the entity modules its own code uses', (group) => {
    const used = new Set(codeOf(group).flatMap((file) => [...entitiesUsedIn(file, entityNames)]));
    const unused = inputsOf(group)
      .filter((file) => file.endsWith('.entity.ts'))
      .filter((module) => {
        const defined = entitiesDefinedIn(module);
        return defined.length > 0 && !defined.some((name) => used.has(name));
      });
    expect(unused).toEqual([]);
  });

  // infra/lib/constructs/electrodb-esm.ts: a CommonJS file is a function compiled when first required and never
  // shaken (reports imported 1.72 -> 1.47 x the floor once ElectroDB was not), and an ES module that CommonJS
  // require()s is wrapped, with all it imports, in a lazy initialiser (the SDK was, ~14 ms of a cold start).
  it.each(groups())('%s: reads ElectroDB as ES modules, and CommonJS requires no ES module', (group) => {
    const { inputs } = built.get(group)!.metafile;
    const required = Object.values(inputs).flatMap(({ imports }) =>
      imports.filter(({ kind, path }) => kind === 'require-call' && inputs[path]?.format === 'esm'),
    );
    expect(required).toEqual([]);
    expect(inputsOf(group).filter((file) => file.startsWith('node_modules/electrodb/'))).toEqual([]);
    const electrodb = inputsOf(group).filter((file) => file.includes('/cq-electrodb-'));
    expect(electrodb.every((file) => inputs[file]!.format === 'esm')).toBe(true);
    if (inputsOf(group).some((file) => file.endsWith('.entity.ts'))) expect(electrodb).not.toEqual([]);
  });

  // infra/lib/constructs/shared-modules.ts: every shared schema in a bundle is built on its first use, so a cold
  // start builds none (a shared module imported for a constant, the group's contract, what its code parses with);
  // a route's own are built by its first request (lazy-schemas.test.ts checks they parse as the sources' do).
  it.each(groups())(
    "%s: a cold start builds no zod schema; its routes' are built on their first use",
    async (group) => {
      const { file: module, name } = groupContract(group);
      const probe = await probes.build(group, `export { ${name} } from '@cq/shared/contract/${group}';\n`);
      const [atImport, onUse] = JSON.parse(
        runInFreshNode(`${COUNTING_SCHEMAS}
const { ${name}: contract } = await import(${JSON.stringify(pathToFileURL(probe).href)});
const atImport = built;
for (const parts of Object.values(contract)) for (const part of ['params', 'query', 'body']) void parts[part]?._zod;
process.stdout.write(JSON.stringify([atImport, built]));`),
      ) as [number, number];
      expect(atImport).toBe(0);
      // A count that found nothing proves nothing, unless the group's routes take no input at all (health).
      if (/\b(params|query|body):/.test(readFileSync(module, 'utf8'))) expect(onUse).toBeGreaterThan(0);
      expect(schemasBuilt(bundleOf(group))).toBe(0);
    },
  );

  // zod classic hangs its methods on every schema, so esbuild keeps all of it (~190 KB and ~20 ms of each cold start).
  it.each(groups())('%s: the bundle validates with zod/mini, without zod classic', (group) => {
    expect(inputsOf(group).filter((file) => file.includes('/v4/classic/'))).toEqual([]);
  });

  it('session: loads and redirects', () => {
    const result = invoke(bundleOf('session'), 'GET', '/api/logout', null);
    expect(result).toMatchObject({ statusCode: 302, location: '/sign-out' });
  });

  it("health: serves the OpenAPI document (zod's JSON Schema conversion survives the zod alias)", () => {
    const result = invoke(bundleOf('health'), 'GET', '/api/openapi.json', null);
    expect(result).toMatchObject({ statusCode: 200, openapi: '3.1.1' });
    expect(result.paths).toBeGreaterThan(50);
  });

  // The plugins and aliases rewrite what the bundles read (shared-modules.ts, bundle-aliases.ts): every schema of the
  // contract, as the OpenAPI document shows it, is the same as the source's.
  it('health: the bundled OpenAPI document is the one the sources make, byte for byte', () => {
    const code = `${callingHandler(bundleOf('health'), 'GET', '/api/openapi.json', null)}
process.stdout.write(result.body);`;
    // The sources' document, made by the same module unbundled (tsx), in a process of its own.
    const source = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { buildOpenApiDocument } = await import(${JSON.stringify(pathToFileURL(join(REPO_ROOT, 'functions', 'src', 'health', 'openapi.ts')).href)});
process.stdout.write(JSON.stringify(buildOpenApiDocument()));`,
      ],
      { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 },
    );
    expect(source.stderr).toBe('');
    expect(runInFreshNode(code)).toBe(source.stdout);
  });

  it("health: the user pool's chunk loads on its own and its client reaches for the pool (refused: a closed port)", () => {
    const printed = withModule(
      chunkOf('health', 'functions/src/lib/cognito.ts'),
      `process.env.COGNITO_ENDPOINT = 'http://127.0.0.1:9';
process.env.AWS_MAX_ATTEMPTS = '1';
const error = await m.userPoolCalls.describeUserPool({ UserPoolId: 'us-east-1_bundle' }).catch((e) => e);
process.stdout.write(String(error.code ?? error.name));`,
    );
    expect(printed).toBe('ECONNREFUSED');
  });

  it('audits: builds the ElectroDB service and reaches for the table (503 when it cannot)', () => {
    // An ID token's claims: the handler chain answers 401 to any other (token_use, functions/src/lib/event.ts).
    const claims = { sub: 'bundle-user', email: 'bundle@example.com', token_use: 'id' };
    const result = invoke(bundleOf('audits'), 'GET', '/api/audits', claims);
    expect(result.statusCode).toBe(503);
  });

  it("library: the Word writer's chunk loads on its own and writes a Word file (a zip holding word/document.xml)", () => {
    const printed = withModule(
      chunkOf('library', 'functions/src/library/documents/docx.ts'),
      `const zip = await m.renderDocx({ title: 'T', licence: 'Licensed to B', edition: 'E', blocks: [{ kind: 'title', text: 'T' }] });
process.stdout.write(JSON.stringify({ magic: zip.subarray(0, 2).toString('latin1'), names: zip.includes('word/document.xml') }));`,
    );
    expect(JSON.parse(printed)).toEqual({ magic: 'PK', names: true });
  });

  it("library: the PDF renderer's chunk loads on its own (with pdf-lib's chunk) and writes a PDF", () => {
    const printed = withModule(
      chunkOf('library', 'functions/src/services/documentPdf.ts'),
      `const pdf = await m.renderDocumentPdf({ title: 'T', licence: 'Licensed to B', edition: 'E', blocks: [{ kind: 'title', text: 'T' }, { kind: 'step', n: 1, text: 'Do it' }] });
process.stdout.write(Buffer.from(pdf).subarray(0, 5).toString('latin1'));`,
    );
    expect(printed).toBe('%PDF-');
  });

  it("learning: the certificate's chunk loads on its own (pdf-lib shared with the records' PDF) and writes a PDF", () => {
    const printed = withModule(
      chunkOf('learning', 'functions/src/learning/certificatePdf.ts'),
      `const pdf = await m.renderCertificatePdf({ name: 'A', course: 'GCP', issuedOn: '2026-01-02', code: 'C-1', verifyAt: 'https://bundle.test/c/C-1' });
process.stdout.write(Buffer.from(pdf).subarray(0, 5).toString('latin1'));`,
    );
    expect(printed).toBe('%PDF-');
  });
});
