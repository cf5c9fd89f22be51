import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allows, routeKey, routes, type RouteDef } from '@cq/shared';
import { contract, type RouteContract } from '@cq/shared/contract';
import { asProUser, invoke, useTestTable, type Caller } from './harness';
import { bodyRoutes, collectionOf, collections, pathFor, validBodies, validQueries } from './fixtures';
import { useStripeStandIn } from './stripeStandIn';
import { useUserPool } from './userPool';

/**
 * The authorization matrix (OWASP ASVS 5.0 V8): every route of the manifest × every kind of caller, each request
 * otherwise valid — A's own record in `{id}`, a body the contract accepts, a fresh client address so no rate
 * limit interferes — so each status says only what that caller may do. The statuses are kept in
 * `authorization-matrix.txt`; any difference fails and prints the whole table as it is now. A route added to the
 * manifest is a new row here without anyone remembering; it fails until its row is reviewed and added.
 *
 * `UPDATE_AUTHZ_MATRIX=1 npx vitest run functions/test/authorizationMatrix.test.ts` rewrites the file; the rules
 * below still hold whatever the file says.
 */
useTestTable();
useStripeStandIn();
// The admin's role route changes Cognito groups: user A's sign-in account exists in a real (local) pool.
useUserPool([{ email: 'a@example.com', password: 'Matrix-Owner-2026!', firstName: 'Ada', lastName: 'Owner' }]);

const TABLE_FILE = path.join(import.meta.dirname, 'authorization-matrix.txt');

const userA: Caller = { sub: 'matrix-user-a', email: 'a@example.com', givenName: 'Ada', familyName: 'Owner' };
const CALLERS = {
  anonymous: undefined,
  userA,
  userB: { sub: 'matrix-user-b', email: 'b@example.com' },
  editor: { sub: 'matrix-editor', email: 'editor@example.com', groups: ['editor'] },
  admin: { sub: 'matrix-admin', email: 'admin@example.com', groups: ['admin'] },
} satisfies Record<string, Caller | undefined>;
type CallerName = keyof typeof CALLERS;
const NAMES = Object.keys(CALLERS) as CallerName[];

const HEADER = [
  '# The authorization matrix: the status each caller gets from every route of the manifest.',
  '# Generated and checked by authorizationMatrix.test.ts (handlers against DynamoDB Local, claims as the',
  '# authorizer passes them). Every request is otherwise valid: `{id}` is a record user A made (a fresh one per',
  '# cell), the body is the route fixture from fixtures.ts, and each request comes from its own client address.',
  '# anonymous: no token · userA: the owner (Pro plan) · userB: another user · editor, admin: staff groups.',
  '# Cognito is cognito-local and Stripe the local stand-in; the webhook row is 400 because a request without a',
  '# Stripe signature is refused before anything else.',
];

// Widened, so new access levels or routes type-check while the manifest has none of them.
const all: readonly RouteDef[] = routes;
let address = 0;

/** One cell: a fresh owned record when the route names one, the route's valid body, its own address. */
async function statusOf(route: RouteDef, name: CallerName): Promise<number | string> {
  const res = await call(route, name);
  if (typeof res === 'string') return res;
  // The guard's own refusals, told apart from a route's 403s (a plan limit, a rejected signature).
  if ((res.status === 401 || res.status === 403) && !res.json?.code) guardRefusals.add(`${routeKey(route)} ${name}`);
  return res.status;
}

const guardRefusals = new Set<string>();

async function call(route: RouteDef, name: CallerName) {
  const caller: Caller | undefined = CALLERS[name];
  const key = routeKey(route);
  let concrete = route.path;
  const collection = collectionOf(route.path);
  if (collection) {
    const make = collections[collection];
    if (!make) return 'no-fixture';
    concrete = pathFor(route.path, await make(userA));
  }
  const rules = (contract as Record<string, RouteContract>)[key];
  let body: unknown;
  if (rules?.body) {
    const fixture = validBodies[key];
    if (!fixture) return 'no-body';
    body = await fixture({ caller });
  }
  address += 1;
  const sourceIp = `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  return invoke(route.method, concrete, { caller, body, sourceIp, query: validQueries[key] });
}

const COL = 12;
type Row = Record<CallerName, number | string>;

function render(rows: Map<string, Row>, expected?: Map<string, Row>): string {
  const width = Math.max(...[...rows.keys()].map((k) => k.length), 5) + 2;
  const head =
    'route'.padEnd(width) +
    NAMES.map((n) => n.padEnd(COL))
      .join('')
      .trimEnd();
  const lines = [...rows].map(([key, row]) => {
    const want = expected?.get(key);
    const cells = NAMES.map((n) => {
      const mark = expected && (!want || String(want[n]) !== String(row[n])) ? '*' : '';
      return `${row[n]}${mark}`.padEnd(COL);
    });
    return (key.padEnd(width) + cells.join('')).trimEnd();
  });
  return [...HEADER, head, ...lines].join('\n') + '\n';
}

function parse(text: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#') || line.startsWith('route')) continue;
    const [method, routePath, ...cells] = line.trim().split(/\s+/);
    rows.set(`${method} ${routePath}`, Object.fromEntries(NAMES.map((n, i) => [n, cells[i] ?? '?'])) as Row);
  }
  return rows;
}

const actual = new Map<string, Row>();

beforeAll(async () => {
  await asProUser(userA);
  for (const route of all) {
    const row = {} as Row;
    for (const name of NAMES) row[name] = await statusOf(route, name);
    actual.set(routeKey(route), row);
  }
}, 300_000);

describe('authorization matrix: every route × anonymous, user A, user B, editor, admin', () => {
  it('has an owned-record fixture for every `{id}` route and a valid body for every write route', () => {
    const missing = all.flatMap((r) => {
      const collection = collectionOf(r.path);
      const out: string[] = [];
      if (collection && !collections[collection]) out.push(`${routeKey(r)}: no collection fixture`);
      return out;
    });
    for (const r of bodyRoutes(all)) if (!validBodies[routeKey(r)]) missing.push(`${routeKey(r)}: no valid body`);
    expect(missing, 'add them in functions/test/fixtures.ts').toEqual([]);
  });

  it('answers exactly as authorization-matrix.txt says', () => {
    if (process.env.UPDATE_AUTHZ_MATRIX === '1') fs.writeFileSync(TABLE_FILE, render(actual));
    const expected = fs.existsSync(TABLE_FILE) ? parse(fs.readFileSync(TABLE_FILE, 'utf8')) : new Map<string, Row>();
    const stale = [...expected.keys()].filter((k) => !actual.has(k));
    const differs =
      stale.length > 0 ||
      [...actual].some(([k, row]) => {
        const want = expected.get(k);
        return !want || NAMES.some((n) => String(want[n]) !== String(row[n]));
      });
    const message = [
      'The authorization matrix differs from functions/test/authorization-matrix.txt (* marks a changed or new cell):',
      '',
      render(actual, expected),
      ...(stale.length ? [`Rows for routes no longer in the manifest: ${stale.join(', ')}`] : []),
      'Review each marked cell; if the new behaviour is right, put this table in the file',
      '(or run with UPDATE_AUTHZ_MATRIX=1).',
    ].join('\n');
    if (differs) console.error(message);
    expect(differs, message).toBe(false);
  });

  /** Path parameters that name no record but a view of the caller's own workspace (an analytics series). */
  const NOT_A_RECORD = new Set(['GET /api/analytics/{series}']);

  /** Rules from the manifest that no table can override: a wrong row pasted into the file still fails here. */
  it('keeps the rules: 401 without a token, 403 for the wrong group, 404 for another owner', () => {
    const broken: string[] = [];
    const expect_ = (r: RouteDef, name: CallerName, want: number) => {
      const got = actual.get(routeKey(r))![name];
      if (got !== want) broken.push(`${routeKey(r)} as ${name}: ${got}, must be ${want}`);
    };
    for (const r of all) {
      if (r.access !== 'public') expect_(r, 'anonymous', 401);
      if (r.access === 'editor' || r.access === 'admin') {
        expect_(r, 'userA', 403);
        expect_(r, 'userB', 403);
      }
      if (r.access === 'admin') expect_(r, 'editor', 403);
      // A product's routes: nobody here bought it (userA's Pro includes no digital product).
      if (r.product) for (const name of ['userA', 'userB', 'editor', 'admin'] as const) expect_(r, name, 403);
      else if (r.access === 'user' && r.path.includes('{') && !NOT_A_RECORD.has(routeKey(r))) {
        for (const other of ['userB', 'editor', 'admin'] as const) expect_(r, other, 404);
      }
      // The callers the manifest allows are never refused by the guard (a route's own 403s carry a `code`).
      for (const name of NAMES) {
        const caller: Caller | undefined = CALLERS[name];
        const allowed = allows(r.access, caller ? (caller.groups ?? []) : null);
        if (allowed && guardRefusals.has(`${routeKey(r)} ${name}`)) {
          broken.push(`${routeKey(r)} as ${name}: refused by the guard, must be allowed`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
