import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/local/ports';
import { dynamoClient, ensureTable, launchDynamo, type DynamoLocal } from '../../scripts/local/dynamo';
import { readTrail, verifyChain } from '../src/data/trail/trail';
import { asProUser, invoke, partition, useTestTable, type Caller } from './harness';
import { newAudit } from './fixtures';

/**
 * Faults (AWS Well-Architected serverless lens, reliability): the table going away in the middle of a run, and a
 * storm of concurrent edits on one record. This suite runs against its own DynamoDB Local (on a data folder, so
 * a restart keeps the data), started and stopped here without touching the run's shared one.
 */
useTestTable();

/** What a caller reads while the table is down (http/middleware/errors.ts). */
const DEPENDENCY_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-faults-'));
let port = 0;
let dynamo: DynamoLocal | undefined;
/**
 * (Re)starts this suite's DynamoDB Local on its port. A restart must reuse the port (the handlers keep their
 * endpoint), and a JVM that just exited may hold it a moment longer: try again for a few seconds.
 */
const start = async () => {
  for (let attempt = 1; ; attempt++) {
    try {
      dynamo = await launchDynamo(port, dataDir, true, { shared: true });
      return;
    } catch (error) {
      if (attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
};

beforeAll(async () => {
  port = await freePort();
  await start();
  process.env.DYNAMODB_ENDPOINT = dynamo!.endpoint;
  await ensureTable(dynamoClient(dynamo!.endpoint), process.env.TABLE_NAME!);
}, 60_000);
afterAll(async () => {
  await dynamo?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every audit of a user as stored, and whether each has a whole, verified trail that ends in its state. */
async function storedAudits(caller: Caller) {
  const items = (await partition(`WS#${caller.sub}`)).filter((i) => String(i.SK).startsWith('AUDIT#'));
  const audits = [];
  for (const item of items) {
    const trail = await readTrail('Audit', String(item.id));
    audits.push({
      id: String(item.id),
      version: Number(item.version),
      trailLength: trail.length,
      verified: trail.length > 0 && verifyChain(trail) === null,
    });
  }
  return audits;
}

describe('the table stops in the middle of a run', { timeout: 120_000 }, () => {
  const user: Caller = { sub: 'fault-user', email: 'fault@example.com' };

  it('answers 503 with a clear message while it is down, writes nothing half, and recovers without a restart', async () => {
    await asProUser(user);
    const created: string[] = [];
    const answers = new Map<number, number>();
    let stopping: Promise<void> | undefined;
    let stopped = false;

    // Four clients create and edit audits; after the 12th success the table is stopped under them. Each goes on
    // until it has met the stopped table itself (a stop may take a few seconds), within a bound.
    const client = async () => {
      let metDown = false;
      for (let i = 0; i < 400 && !metDown; i++) {
        const res = await invoke('POST', '/api/audits', {
          caller: user,
          body: { title: `Fault audit ${i}`, type: 'pharmacy' },
        });
        answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
        if (res.status === 201) {
          created.push(res.json!.id as string);
          const edit = await invoke('PATCH', `/api/audits/${res.json!.id}`, {
            caller: user,
            body: { version: 1, title: `Edited ${i}`, reason: 'fault test' },
          });
          answers.set(edit.status, (answers.get(edit.status) ?? 0) + 1);
          // 409: an edit cut off by the stop whose first attempt landed; the SDK's retry met its own write.
          expect([200, 409, 503]).toContain(edit.status);
          if (edit.status === 503) metDown = true;
        } else if (res.status === 409) {
          // A create cut off by the stop: its first attempt landed and the answer was lost, so the SDK's retry
          // met its own write. Nothing is half written (checked below); the client has not met the stop yet.
          expect(res.json).toMatchObject({ code: 'STALE_VERSION' });
        } else {
          metDown = true;
          expect(res.status, JSON.stringify(res.json)).toBe(503);
          expect(res.json).toMatchObject({ error: DEPENDENCY_UNAVAILABLE });
          expect(res.headers['Retry-After']).toBe('5');
        }
        if (created.length >= 12 && !stopping) stopping = dynamo!.stop().then(() => void (stopped = true));
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    await stopping;
    expect(stopped).toBe(true);
    expect(answers.get(503) ?? 0).toBeGreaterThan(0);
    expect([...answers.keys()].sort()).toEqual(expect.arrayContaining([201, 503]));
    expect([...answers.keys()].every((s) => [200, 201, 409, 503].includes(s))).toBe(true);

    // While it is down, a read says so too.
    const down = await invoke('GET', '/api/audits', { caller: user });
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ error: DEPENDENCY_UNAVAILABLE });

    // Restarted on the same port and data: the same handlers (no restart of the API) answer again.
    await start();
    const list = await invoke('GET', '/api/audits', { caller: user, query: { limit: '100' } });
    expect(list.status).toBe(200);
    const fresh = await invoke('POST', '/api/audits', { caller: user, body: { title: 'After', type: 'pharmacy' } });
    expect(fresh.status).toBe(201);

    // No partial write: every acknowledged audit is there, and every stored audit has its whole trail, verified,
    // one entry per version (a request cut off by the stop is all there or not at all).
    const stored = await storedAudits(user);
    const ids = stored.map((a) => a.id);
    for (const id of [...created, fresh.json!.id as string]) expect(ids).toContain(id);
    for (const audit of stored) {
      expect(audit, JSON.stringify(audit)).toMatchObject({ verified: true, trailLength: audit.version });
    }
    // The month's usage counts exactly the audits stored.
    const usage = await invoke('GET', '/api/usage/stats', { caller: user });
    expect(usage.json!.audits.used).toBe(stored.length);
  });
});

describe('a conflict storm on one record', { timeout: 60_000 }, () => {
  const user: Caller = { sub: 'storm-user', email: 'storm@example.com' };

  it('lets exactly one of 24 parallel edits of the same version win; every loser gets 409; the chain verifies', async () => {
    await asProUser(user);
    const id = await newAudit(user, 'Storm audit');
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        invoke('PATCH', `/api/audits/${id}`, {
          caller: user,
          body: { version: 1, title: `Writer ${i}`, progress: i, reason: `writer ${i}` },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(23);
    for (const loser of results.filter((r) => r.status === 409)) expect(typeof loser.json!.error).toBe('string');

    const winner = results.find((r) => r.status === 200)!.json!;
    const trail = await invoke('GET', `/api/audits/${id}/trail`, { caller: user });
    expect(trail.json).toMatchObject({ verified: true });
    expect(trail.json!.entries).toHaveLength(2);
    expect(winner.version).toBe(2);
    expect(trail.json!.entries[1].after).toMatchObject({ title: winner.title });
  });

  it('keeps the chain whole when every writer retries after its 409 until it lands', async () => {
    const id = await newAudit(user, 'Retry storm');
    const writer = async (i: number) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const current = await invoke('GET', `/api/audits/${id}`, { caller: user });
        const res = await invoke('PATCH', `/api/audits/${id}`, {
          caller: user,
          body: { version: current.json!.version, progress: i, reason: `writer ${i}` },
        });
        if (res.status === 200) return attempt;
        expect(res.status).toBe(409);
      }
      throw new Error(`writer ${i} never landed`);
    };
    await Promise.all(Array.from({ length: 8 }, (_, i) => writer(i + 1)));
    const trail = await invoke('GET', `/api/audits/${id}/trail`, { caller: user });
    expect(trail.json).toMatchObject({ verified: true });
    expect(trail.json!.entries).toHaveLength(9);
    expect(trail.json!.entries.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
