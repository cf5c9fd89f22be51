/**
 * `npm run bench:api`: the API on the local stack (the same handlers, JWT checks and DynamoDB Local as
 * `npm start`), measured from outside over HTTP. Prints `name: value` lines:
 *
 * - `api_list_p50_ms`: GET /api/audits for a user with 20 audits (sequential requests, after a warm-up);
 * - `ddb_query_p50_ms`: the same Query the handler sends (ElectroDB's own params), straight against DynamoDB
 *   Local in the same run; `api_vs_ddb` is their ratio (goal ≤ 1.5);
 * - `ddb_reads_p50_ms`: that Query and the caller's standing (the profile GetItem every signed-in request makes
 *   since accounts can be deactivated, http/middleware/auth.ts) sent together, as the list sends them;
 *   `api_vs_ddb_reads` the list over it: what the API adds to the reads it needs;
 * - `list_10k_vs_empty`: the list p50 on a table that also holds 10 000 other users' audits over the p50 on one
 *   that does not (the same rounds, alternating; goal ≤ 1.2);
 * - `analytics_p50_ms`: GET /api/analytics/findings over the last 12 months for a workspace holding 10 000
 *   findings across 200 audits (aggregates rebuilt by the backfill from the records written straight into the
 *   table), and `analytics_vs_list`: its p50 over that workspace's audits list p50 in the same rounds (goal ≤ 2);
 *   `analytics_top_questions_p50_ms` the same for a ranking view (top 10 questions);
 * - `api_p99_at_50_ms`, `api_errors_at_50`: autocannon, 50 connections × 30 s of mixed reads and writes, one user
 *   each (goal 0 errors), then `api_lost_writes_at_50`: audits acknowledged with 201 but not in the table.
 *
 * Everything runs on 127.0.0.1 free ports in a throwaway data folder and is stopped at the end. The load
 * generator shares this machine (and this process) with the stack, as any local measurement does.
 * BENCH_SECONDS shortens the load phase for a quick look; BENCH_ONLY=analytics measures the analytics alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type GetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { startStack, type RunningStack } from '../local/stack';
import { dynamoClient, ensureTable } from '../local/dynamo';
import '../../functions/src/data/audits/audit.entity';
import '../../functions/src/data/audits/finding.entity';
import '../../functions/src/data/people/user.entity';

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 50;
/** One user per connection, as one browser per person: per-user contention is the faults test's subject. */
const LOAD_USERS = CONNECTIONS;
const OTHER_AUDITS = 10_000;
const SAMPLES = 500;
const ANALYTICS_AUDITS = 200;
const ANALYTICS_FINDINGS = 10_000;

const log = (msg: string) => process.stderr.write(`bench:api ${msg}\n`);
const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

interface Session {
  sub: string;
  token: string;
}

async function cognito(stack: RunningStack, target: string, body: object) {
  const config = (await (await fetch(`${stack.url}/config.json`)).json()) as { auth: { userPoolClientId: string } };
  const res = await fetch(`${stack.url}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify({ ClientId: config.auth.userPoolClientId, ...body }),
  });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${target}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A new user through the app's own sign-up path, on the Pro plan (unlimited audits), with a profile. */
async function newUser(stack: RunningStack, name: string): Promise<Session> {
  const email = `${name}-${Date.now()}@bench.local`;
  const password = 'Bench-Password-2026!';
  await cognito(stack, 'SignUp', {
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  await cognito(stack, 'ConfirmSignUp', { Username: email, ConfirmationCode: stack.confirmationCode });
  const auth = await cognito(stack, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const token = auth.AuthenticationResult.IdToken as string;
  const profile = await api(stack, token, 'GET', '/api/auth/user');
  const { store } = await import('../../functions/src/data/core/store');
  await store()
    .user.patch({ id: profile.id as string })
    .set({ subscriptionStatus: 'active' })
    .go();
  return { sub: profile.id as string, token };
}

async function api(stack: RunningStack, token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${stack.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, any>;
}

/**
 * p50 of each call over `samples` rounds, the two calls alternating so both see the same warm state (JIT of
 * this process and of DynamoDB Local's JVM), after a warm-up of both.
 */
async function p50s(samples: number, calls: Array<() => Promise<unknown>>): Promise<number[]> {
  for (let i = 0; i < 500; i++) for (const call of calls) await call();
  const times = calls.map(() => [] as number[]);
  for (let i = 0; i < samples; i++) {
    for (const [j, call] of calls.entries()) {
      const t = performance.now();
      await call();
      times[j]!.push(performance.now() - t);
    }
  }
  return times.map((xs) => percentile(xs, 50));
}

/** The titles of a user's stored audits (one Query, paged). */
async function auditTitles(doc: DynamoDBDocumentClient, sub: string): Promise<string[]> {
  const titles: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await doc.send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': `WS#${sub}`, ':sk': 'AUDIT#' },
        ProjectionExpression: 'title',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) titles.push(String(item.title));
    start = out.LastEvaluatedKey;
  } while (start);
  return titles;
}

/** 10 000 audits of 10 000 other workspaces, written in batches straight into the table. */
async function fillWithOthers() {
  const { store } = await import('../../functions/src/data/core/store');
  const now = new Date().toISOString();
  const items = Array.from({ length: OTHER_AUDITS }, (_, i) => ({
    workspaceId: `bench-other-${i}`,
    id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    title: `Other audit ${i}`,
    description: 'Written by the benchmark',
    type: 'pharmacy' as const,
    status: 'scheduled' as const,
    progress: 0,
    createdBy: `bench-other-${i}`,
    createdAt: now,
    updatedAt: now,
    version: 1,
  }));
  const { unprocessed } = await store().audit.put(items).go({ concurrency: 4 });
  if (unprocessed.length) throw new Error(`${unprocessed.length} audits were not written`);
}

/**
 * A workspace's 200 audits and 10 000 findings (50 an audit, raised over the last 12 months, five grades of
 * checklist questions in eight categories), written in batches straight into the table, then its analytics
 * aggregates rebuilt from them by the backfill.
 */
async function fillAnalytics(workspaceId: string) {
  const { store } = await import('../../functions/src/data/core/store');
  const { auditChildKeys } = await import('../../functions/src/data/core/model');
  const { rebuildAggregates } = await import('../../functions/src/data/analytics/rebuild');
  // Within the last 11 months, so the 12-month range holds every one of them.
  const day = (i: number) => new Date(Date.now() - (i % 330) * 86_400_000).toISOString();
  const audits = Array.from({ length: ANALYTICS_AUDITS }, (_, i) => ({
    workspaceId,
    id: `00000000-0000-7000-8000-a${String(i).padStart(11, '0')}`,
    title: `Analytics audit ${i}`,
    description: 'Written by the benchmark',
    type: 'pharmacy' as const,
    status: 'in_progress' as const,
    plannedStart: day(i * 7).slice(0, 10),
    progress: 0,
    createdBy: workspaceId,
    createdAt: day(i * 7),
    updatedAt: day(i * 7),
    version: 1,
  }));
  const severities = ['critical', 'high', 'medium', 'low'] as const;
  const findings = Array.from({ length: ANALYTICS_FINDINGS }, (_, i) => {
    const audit = audits[i % ANALYTICS_AUDITS]!;
    const id = `00000000-0000-7000-8000-f${String(i).padStart(11, '0')}`;
    return {
      workspaceId,
      id,
      ...auditChildKeys(workspaceId, audit.id, id),
      auditId: audit.id,
      questionId: `q-${i % 40}`,
      category: `Area ${i % 8}`,
      title: `Finding ${i}`,
      description: 'Written by the benchmark',
      severity: severities[i % 4]!,
      status: i % 3 ? ('open' as const) : ('closed' as const),
      responseRequired: false,
      createdBy: workspaceId,
      createdAt: day(i),
      updatedAt: day(i),
      version: 1,
    };
  });
  const written = await Promise.all([
    store().audit.put(audits).go({ concurrency: 4 }),
    store().finding.put(findings).go({ concurrency: 4 }),
  ]);
  const unprocessed = written.reduce((n, w) => n + w.unprocessed.length, 0);
  if (unprocessed) throw new Error(`${unprocessed} records were not written`);
  await rebuildAggregates(workspaceId);
}

/** The analytics figures: a workspace of 10 000 findings across 200 audits, its analytics against its list. */
async function measureAnalytics(stack: RunningStack): Promise<Array<[string, number]>> {
  log(`analytics: ${ANALYTICS_FINDINGS} findings across ${ANALYTICS_AUDITS} audits, against that workspace's list`);
  const analyst = await newUser(stack, 'analyst');
  await fillAnalytics(analyst.sub);
  const now = new Date();
  const range = `from=${new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10)}&to=${now.toISOString().slice(0, 10)}`;
  const analystList = async () => {
    const items = await api(stack, analyst.token, 'GET', '/api/audits');
    if (!items.length) throw new Error("the analyst's list is empty");
  };
  const analyticsOf = (view: string) => async () => {
    const { rows } = await api(stack, analyst.token, 'GET', `/api/analytics/findings?${range}&view=${view}`);
    if (!rows.length) throw new Error(`analytics ${view} answered no rows`);
  };
  const [analystListP50, analyticsP50, topP50] = await p50s(SAMPLES, [
    analystList,
    analyticsOf('by-grade'),
    analyticsOf('top-questions'),
  ]);
  const total = (await api(stack, analyst.token, 'GET', `/api/analytics/findings?${range}`)).rows.reduce(
    (sum: number, r: { total: number }) => sum + r.total,
    0,
  );
  if (total !== ANALYTICS_FINDINGS) throw new Error(`analytics count ${total} findings, not ${ANALYTICS_FINDINGS}`);
  return [
    ['analytics_list_p50_ms', round(analystListP50!)],
    ['analytics_p50_ms', round(analyticsP50!)],
    ['analytics_vs_list', round(analyticsP50! / analystListP50!)],
    ['analytics_top_questions_p50_ms', round(topP50!)],
  ];
}

async function main() {
  process.env.LOG_LEVEL ??= 'ERROR';
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
  log('starting the local stack');
  const stack = await startStack({ port: 0, dataDir: null, web: 'dist', distDir, quiet: true });
  const results: Array<[string, number | string]> = [];
  try {
    const doc = DynamoDBDocumentClient.from(dynamoClient(stack.dynamo.endpoint, stack.dynamo.credentials));
    results.push(...(await measureAnalytics(stack)));
    // BENCH_ONLY=analytics: those figures alone (a quick look at them).
    if (process.env.BENCH_ONLY === 'analytics') return;
    const lister = await newUser(stack, 'lister');
    for (let i = 0; i < 20; i++) {
      await api(stack, lister.token, 'POST', '/api/audits', { title: `Bench audit ${i + 1}`, type: 'pharmacy' });
    }

    // Two tables in the same DynamoDB Local: the stack's, and a copy of the lister's partition beside 10 000 other
    // users' audits. The API serves either (the data layer binds the table on use; these calls are sequential),
    // so both are measured in the same rounds and no warm-up or background drift favours one of them.
    const emptyTable = process.env.TABLE_NAME!;
    const fullTable = `${emptyTable}_10k`;
    await ensureTable(dynamoClient(stack.dynamo.endpoint, stack.dynamo.credentials), fullTable);
    const own = await doc.send(
      new QueryCommand({
        TableName: emptyTable,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `WS#${lister.sub}` },
      }),
    );
    for (const Item of own.Items ?? []) await doc.send(new PutCommand({ TableName: fullTable, Item }));
    log(`writing ${OTHER_AUDITS} other users' audits`);
    process.env.TABLE_NAME = fullTable;
    await fillWithOthers();
    process.env.TABLE_NAME = emptyTable;

    const listOn = (table: string) => async () => {
      process.env.TABLE_NAME = table;
      const items = await api(stack, lister.token, 'GET', '/api/audits');
      if (items.length !== 20) throw new Error(`the list on ${table} does not hold the 20 audits`);
    };
    // The Query the handler sends: ElectroDB's params for the same access pattern and page size (+1 to look ahead).
    const { store } = await import('../../functions/src/data/core/store');
    const { DEFAULT_PAGE_SIZE } = await import('../../functions/src/data/core/paging');
    const params = store()
      .audit.query.byWorkspace({ workspaceId: lister.sub })
      .params({ order: 'desc', limit: DEFAULT_PAGE_SIZE + 1 }) as QueryCommandInput;
    const queryOn = (table: string) => async () => {
      const out = await doc.send(new QueryCommand({ ...params, TableName: table }));
      if (out.Items?.length !== 20) throw new Error(`the direct Query on ${table} does not see the 20 audits`);
    };

    const standing = store()
      .user.get({ id: lister.sub })
      .params({ consistent: true, attributes: ['deactivatedAt', 'groupsChangedAt', 'role', 'staffGroups'] });
    const readsOn = (table: string) => async () => {
      const [, profile] = await Promise.all([
        queryOn(table)(),
        doc.send(new GetCommand({ ...(standing as GetCommandInput), TableName: table })),
      ]);
      if (!profile.Item) throw new Error(`the direct GetItem on ${table} does not see the lister's profile`);
    };

    log('measuring the list and the direct reads, with and without 10 000 other audits, in the same rounds');
    const [listEmpty, ddb, reads, listFull, ddbFull] = await p50s(SAMPLES, [
      listOn(emptyTable),
      queryOn(emptyTable),
      readsOn(emptyTable),
      listOn(fullTable),
      queryOn(fullTable),
    ]);
    process.env.TABLE_NAME = emptyTable;
    results.push(['api_list_p50_ms', round(listEmpty!)], ['ddb_query_p50_ms', round(ddb!)]);
    results.push(['api_vs_ddb', round(listEmpty! / ddb!)]);
    results.push(['ddb_reads_p50_ms', round(reads!)], ['api_vs_ddb_reads', round(listEmpty! / reads!)]);
    results.push(['api_list_10k_p50_ms', round(listFull!)], ['ddb_query_10k_p50_ms', round(ddbFull!)]);
    results.push(['list_10k_vs_empty', round(listFull! / listEmpty!)]);

    log(`load: ${CONNECTIONS} connections × ${LOAD_SECONDS} s, ${LOAD_USERS} users, reads and writes`);
    const users: Session[] = [];
    for (let i = 0; i < LOAD_USERS; i++) users.push(await newUser(stack, `load${i}`));
    const firstIds = new Map<string, string>();
    const before = new Map<string, number>();
    for (const u of users) {
      const created = await api(stack, u.token, 'POST', '/api/audits', { title: 'Load seed', type: 'pharmacy' });
      firstIds.set(u.sub, created.id as string);
      before.set(u.sub, (await auditTitles(doc, u.sub)).length);
    }
    const statuses = new Map<number, number>();
    let next = 0;
    let sentCreates = 0;
    const instance = autocannon({
      url: stack.url,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      timeout: 10,
      // Each connection is one user's client cycling through a list, a create, a read by id and the usage.
      setupClient: (client) => {
        const user = users[next++ % users.length]!;
        const auth = { authorization: `Bearer ${user.token}` };
        client.setRequests([
          { method: 'GET', path: '/api/audits', headers: auth },
          {
            method: 'POST',
            path: '/api/audits',
            headers: { ...auth, 'content-type': 'application/json' },
            // A title per request, so a write applied twice would show as a duplicate.
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ title: `Load audit ${++sentCreates}`, type: 'pharmacy' }),
            }),
          },
          { method: 'GET', path: `/api/audits/${firstIds.get(user.sub)}`, headers: auth },
          { method: 'GET', path: '/api/usage/stats', headers: auth },
        ]);
      },
    }) as unknown as autocannon.Instance;
    // Only a create answers 201: their count is the number of writes the API acknowledged.
    instance.on('response', (_client: unknown, statusCode: number) => {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
    const result = await new Promise<autocannon.Result>((resolve, reject) =>
      instance.once('done', resolve).once('error', reject),
    );
    const errors = result.errors + result.timeouts + result.non2xx;
    // Creates still in flight when the load stopped finish before anything is counted.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const acknowledged = statuses.get(201) ?? 0;
    let stored = 0;
    let seeded = 0;
    let duplicates = 0;
    for (const u of users) {
      const titles = (await auditTitles(doc, u.sub)).filter((t) => t.startsWith('Load audit '));
      duplicates += titles.length - new Set(titles).size;
      stored += titles.length;
      seeded += before.get(u.sub)! - 1;
    }
    results.push(
      ['api_requests_at_50', result.requests.total],
      ['api_rps_at_50', round(result.requests.average, 1)],
      ['api_p50_at_50_ms', result.latency.p50],
      ['api_p99_at_50_ms', result.latency.p99],
      ['api_errors_at_50', errors],
      ['api_writes_acknowledged_at_50', acknowledged],
      ['api_lost_writes_at_50', Math.max(0, seeded + acknowledged - stored)],
      ['api_unacknowledged_writes_at_50', Math.max(0, stored - seeded - acknowledged)],
      ['api_duplicate_writes_at_50', duplicates],
      ['api_creates_sent_at_50', sentCreates],
      ['api_statuses_at_50', [...statuses].map(([s, n]) => `${s}×${n}`).join(' ')],
    );
  } finally {
    await stack.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
    // Printed here as well when the analytics alone were asked for (the return above).
    console.log(results.map(([k, v]) => `${k}: ${v}`).join('\n'));
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`bench:api failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
