import fc from 'fast-check';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { honeypotFilled, routeKey, routes, type RouteDef } from '@cq/shared';
import { contract, type RouteContract } from '@cq/shared/contract';
import { db, tableName } from '../src/data/core/client';
import { asProUser, groupHandler, invoke, useTestTable, type Caller } from './harness';
import { bodyRoutes, collectionOf, collections, pathFor, validBodies, validQueries } from './fixtures';

/**
 * Fuzzing every write route (every route whose contract takes a body) with fast-check (OWASP ASVS 5.0 V2 input
 * validation): at least FUZZ_RUNS generated bodies each — wrong types, missing and extra fields, null, arrays,
 * deep nesting, 100 k strings, unicode / RTL / zero-width, control characters, `__proto__` and `constructor`
 * keys, numbers as strings — plus invalid JSON, empty bodies and wrong content types. Every answer must be a
 * 4xx with `{error, fields?}`, never a 5xx, and nothing may be written: the table is compared before and after
 * (rate-limit counters aside, which count every request by design). A generated body the contract accepts is
 * not sent: the oracle is the contract itself, so each request sent is one the API must refuse.
 */
useTestTable();

export const FUZZ_RUNS = 200;
/** The handlers' body cap (http/middleware/body.ts): a bigger body is a 413 before anything else. */
const BODY_CAP = 64 * 1024;
const owner: Caller = { sub: 'fuzz-owner', email: 'fuzz@example.com' };
const STAFF: Partial<Record<RouteDef['access'], Caller>> = {
  editor: { sub: 'fuzz-editor', email: 'fuzz-editor@example.com', groups: ['editor'] },
  admin: { sub: 'fuzz-admin', email: 'fuzz-admin@example.com', groups: ['admin'] },
};
const schemaOf = (key: string) => (contract as Record<string, RouteContract>)[key]!.body!;

/** Every item in the table except rate-limit windows, sorted: what a request could have written. */
async function tableState(): Promise<string[]> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      if (String(item.PK).startsWith('RATE#')) continue;
      items.push(JSON.stringify(item, Object.keys(item).sort()));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort();
}

let address = 0;
/** A new client address per request: public POSTs are rate-limited per client. */
const nextIp = () => {
  address += 1;
  return `198.19.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
};

// ---- generators -----------------------------------------------------------------------------------------

const CONTROL = [...Array(32).keys()].map((c) => String.fromCharCode(c)).concat(['\u007f', '\u0085', '\u009b']);
const TRICKY = [
  '\u202e', // right-to-left override
  '\u202d',
  '\u2066',
  '\u2069',
  '\u200b', // zero-width space
  '\u200d',
  '\ufeff',
  '\u00a0',
  '\u0000',
  '\r\n',
  '\u001b[31m', // ANSI escape
  '\u001b]0;title\u0007',
  '\ud800', // lone surrogate
  'שלום',
  'مرحبا',
  '𝕳𝖊𝖑𝖑𝖔',
  '👩🏽‍⚕️',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  '<script>alert(1)</script>',
  "'; DROP TABLE audits; --",
  '${7*7}',
  '../../etc/passwd',
];
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...CONTROL, ...TRICKY), maxLength: 20 }),
  fc.constantFrom(...TRICKY),
  fc.constantFrom('x'.repeat(100_000), 'é'.repeat(40_000), ' '.repeat(70_000)),
  fc.integer().map(String),
  fc.double({ noNaN: true }).map(String),
  fc.constantFrom('', ' ', 'true', 'false', 'null', '0', '-1', '1e309', 'NaN', '2020-02-30', '9999-99-99'),
);
/** Arrays and objects nested up to a few hundred levels deep. */
const deep = fc.tuple(fc.integer({ min: 50, max: 400 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
});
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, -1e308),
  nastyString,
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }),
  deep,
);
const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString'];
/** `website` is the public forms' honeypot: filled, the request is answered like a success and nothing is stored. */
const extraKey = fc.oneof(fc.constantFrom(...DANGEROUS_KEYS, 'website'), fc.string({ maxLength: 12 }), nastyString);

/** Sets a property as JSON.parse would (an own `__proto__` key, never the prototype). */
function put(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Bodies made from a valid one by breaking it, and bodies that are not objects at all. */
function bodies(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const mutated = fc
    .record({
      drop: fc.subarray(keys),
      replace: fc.dictionary(fc.constantFrom(...keys), weirdValue, { maxKeys: 3 }),
      extra: fc.array(fc.tuple(extraKey, weirdValue), { maxLength: 3 }),
      numbersAsStrings: fc.boolean(),
    })
    .map(({ drop, replace, extra, numbersAsStrings }) => {
      const body: Record<string, unknown> = {};
      for (const k of keys) if (!drop.includes(k)) body[k] = valid[k];
      for (const [k, v] of Object.entries(replace)) body[k] = v;
      if (numbersAsStrings) for (const k of keys) if (typeof body[k] === 'number') body[k] = String(body[k]);
      for (const [k, v] of extra) put(body, k, v);
      return body;
    });
  const notAnObject = fc.oneof(
    fc.constant(null),
    fc.array(weirdValue, { maxLength: 4 }),
    nastyString,
    fc.double(),
    deep,
  );
  return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: notAnObject });
}

/** A JSON text the contract refuses once parsed as the API parses it (or one over the body cap). */
function refusedBodies(key: string, valid: Record<string, unknown>) {
  const schema = schemaOf(key);
  return bodies(valid)
    .map((body) => JSON.stringify(body) ?? 'null')
    .filter((text) => !schema.safeParse(JSON.parse(text)).success);
}

// ---- the run --------------------------------------------------------------------------------------------

const writeRoutes = bodyRoutes(routes as readonly RouteDef[]);
const counts = new Map<string, number>();
const statuses = new Map<number, number>();
afterAll(() => {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(
    `fuzz: ${total} requests over ${counts.size} write routes (${byStatus.join(', ')})\n` +
      [...counts].map(([k, n]) => `  ${k}: ${n}`).join('\n'),
  );
});

beforeAll(() => asProUser(owner));

describe('fuzzed input to every write route: a 4xx with {error, fields?}, no 5xx, nothing written', () => {
  it('covers every route whose contract takes a body', () => {
    expect(writeRoutes.length).toBeGreaterThanOrEqual(10);
    const missing = writeRoutes.map(routeKey).filter((k) => !validBodies[k]);
    expect(missing, 'add a valid body for each in functions/test/fixtures.ts').toEqual([]);
  });

  it.each(writeRoutes.map((r) => [routeKey(r), r] as const))('%s', { timeout: 180_000 }, async (key, route) => {
    // Staff routes are fuzzed as staff, so their input is validated rather than refused at the door (403).
    const caller = route.access === 'public' ? undefined : (STAFF[route.access] ?? owner);
    const collection = collectionOf(route.path);
    let path = route.path;
    if (collection) {
      const make = collections[collection];
      expect(make, `no collection fixture for ${key} in fixtures.ts`).toBeDefined();
      path = pathFor(route.path, await make!(owner));
    }
    expect(validBodies[key], `no valid body for ${key} in fixtures.ts`).toBeDefined();
    const valid = (await validBodies[key]!({ caller })) as Record<string, unknown>;
    const { operations } = await groupHandler(route.group);
    const hasHoneypot = Boolean((operations[key] as { honeypot?: unknown }).honeypot);
    const query = validQueries[key];
    const before = await tableState();
    let sent = 0;

    const send = async (rawBody: string, headers?: Record<string, string>) => {
      sent += 1;
      const res = await invoke(route.method, path, { caller, rawBody, headers, query, sourceIp: nextIp() });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const where = `${key} ← ${JSON.stringify(headers ?? {})} ${rawBody.slice(0, 300)}`;
      // A filled honeypot is answered like a success on purpose (a bot cannot tell), and stores nothing.
      const honeypot =
        hasHoneypot && Buffer.byteLength(rawBody) <= BODY_CAP && isJson(rawBody) && honeypotFilled(JSON.parse(rawBody));
      if (honeypot) return void expect(res.status, where).toBe(201);
      expect(res.status, `${where} → ${JSON.stringify(res.json)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${where} → ${JSON.stringify(res.json)}`).toBeLessThan(500);
      expect(typeof res.json?.error, where).toBe('string');
      expect(
        Object.keys(res.json!).filter((k) => k !== 'error' && k !== 'fields'),
        where,
      ).toEqual([]);
      if (res.json!.fields !== undefined) {
        for (const v of Object.values(res.json!.fields as object)) expect(typeof v, where).toBe('string');
      }
    };

    await fc.assert(
      fc.asyncProperty(refusedBodies(key, valid), (text) => send(text)),
      { numRuns: FUZZ_RUNS, endOnFailure: true },
    );

    const json = JSON.stringify(valid);
    for (const raw of [
      '{',
      '{"a":',
      '[1,2',
      'nul',
      'undefined',
      "{'single':'quotes'}",
      '{"trailing":1,}',
      '\u0000',
      json.slice(0, -1),
      `${json}}`,
      `${json}garbage`,
      '\ufeff' + json.replace(/^\{/, '{,'),
    ]) {
      await send(raw);
    }
    // Empty bodies: no body at all is checked against the contract as `{}`.
    await send('');
    await send('{}');
    await send('null');
    await send('[]');
    // Wrong content types with an otherwise valid body.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      '',
    ]) {
      await send(json, { 'content-type': type });
    }

    counts.set(key, sent);
    expect(sent).toBeGreaterThanOrEqual(FUZZ_RUNS);
    expect(await tableState()).toEqual(before);
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
