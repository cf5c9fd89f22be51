import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../data/core/client';
import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { mergeExportPart, type ExportDocument } from '@cq/shared/export/parts';
import { acceptSigningStatement, asProUser, invoke, useTestTable, type Caller } from '../../test/harness';
import { readsDuring } from '../../test/dynamoReads';
import { useUserPool } from '../../test/userPool';
import { EXPORT_BUSY } from './export';

useTestTable();

// Signing re-checks the password against a real user pool: cognito-local, as on the local stack.
const signer = {
  email: 'exporter@example.com',
  password: 'Exporter-Passw0rd!',
  firstName: 'Eve',
  lastName: 'Exporter',
};
useUserPool([signer]);
const me: Caller = { sub: 'export-owner', email: signer.email, givenName: 'Eve', familyName: 'Exporter' };
const other: Caller = { sub: 'export-other', email: 'export-other@example.com' };

/** The five questions answered, two of them non-compliant: each of those needs a CAPA. */
const ANSWERS = ['site-1', 'site-2', 'site-3', 'site-4', 'site-5'].map((questionId) => ({
  questionId,
  response: questionId === 'site-1' || questionId === 'site-5' ? 'non_compliant' : 'compliant',
  notes: `Checked ${questionId} at the visit.`,
}));

async function completedReport(caller: Caller, title: string) {
  const created = await invoke('POST', '/api/audit-reports', {
    caller,
    body: { type: 'gcp_site_audit', title },
  });
  const id = created.json!.id as string;
  let r = (
    await invoke('PUT', `/api/audit-reports/${id}/responses`, { caller, body: { version: 1, responses: ANSWERS } })
  ).json!;
  r = (await invoke('PATCH', `/api/audit-reports/${id}`, { caller, body: { version: r.version, status: 'review' } }))
    .json!;
  r = (await invoke('PATCH', `/api/audit-reports/${id}`, { caller, body: { version: r.version, status: 'completed' } }))
    .json!;
  return r;
}

const exportOf = async (caller: Caller) => {
  const res = await invoke('GET', '/api/me/export', { caller });
  expect(res.status).toBe(200);
  return res.json!;
};

const idsOf = (records: unknown) => (records as Array<{ id: string }>).map((r) => r.id).sort();

afterEach(() => vi.restoreAllMocks());

describe('GET /api/me/export: audit reports, CAPA, signatures and their trails', () => {
  it("holds the user's completed and signed report with its responses, CAPA, signature and trails, and nobody else's", async () => {
    const mine = await completedReport(me, 'Site 9 GCP audit');
    await acceptSigningStatement(me);
    const signed = await invoke('POST', `/api/audit-reports/${mine.id}/approve`, {
      caller: me,
      body: { version: mine.version, password: signer.password, meaning: 'Approved' },
    });
    expect(signed.status).toBe(200);
    const theirs = await completedReport(other, 'Their site audit');
    const theirCapas = (await invoke('GET', `/api/audit-reports/${theirs.id}/capas`, { caller: other })).json!;
    expect(theirCapas).toHaveLength(2);

    const doc = await exportOf(me);
    expect(doc.auditReports).toHaveLength(1);
    const [report] = doc.auditReports;
    expect(report).toMatchObject({ id: mine.id, title: 'Site 9 GCP audit', status: 'approved' });
    expect(report.checklist.map((q: { id: string; response: string }) => [q.id, q.response])).toEqual(
      ANSWERS.map((a) => [a.questionId, a.response]),
    );
    expect(report.checklist[0].notes).toBe('Checked site-1 at the visit.');
    expect(report.signatures).toEqual(signed.json!.signatures);
    expect(doc.signatures).toEqual([{ reportId: mine.id, ...signed.json!.signatures[0] }]);
    expect(doc.signatures[0]).toMatchObject({ signerId: me.sub, meaning: 'Approved', printedName: 'Eve Exporter' });

    const capas = (await invoke('GET', `/api/audit-reports/${mine.id}/capas`, { caller: me })).json!;
    expect(capas).toHaveLength(2);
    // Newest first, as every list of the export.
    expect(doc.capas).toEqual([...(capas as unknown as { id: string }[])].reverse());

    expect(Object.keys(doc.trail.AuditReport)).toEqual([mine.id]);
    expect(doc.trail.AuditReport[mine.id].map((e: { action: string }) => e.action)).toEqual([
      'create',
      'responses',
      'status.review',
      'status.completed',
      'sign',
    ]);
    expect(Object.keys(doc.trail.Capa).sort()).toEqual(idsOf(capas));
    for (const id of idsOf(capas)) {
      expect(doc.trail.Capa[id]).toEqual([
        expect.objectContaining({ entityType: 'Capa', entityId: id, action: 'create', actor: me.sub }),
      ]);
    }

    // Nothing of the other user's anywhere in the file.
    const text = JSON.stringify(doc);
    for (const id of [theirs.id, ...idsOf(theirCapas)]) expect(text).not.toContain(id);
    expect(text).not.toContain(other.sub);

    // And the other user's export holds theirs only.
    const otherDoc = await exportOf(other);
    expect(idsOf(otherDoc.auditReports)).toEqual([theirs.id]);
    expect(idsOf(otherDoc.capas)).toEqual(idsOf(theirCapas));
    expect(otherDoc.signatures).toEqual([]);
    expect(JSON.stringify(otherDoc)).not.toContain(mine.id);
  });

  it('reads with Query and GetItem only, never a Scan; its one write is the per-person export slot', async () => {
    await invoke('GET', '/api/auth/user', { caller: me });
    const send = vi.spyOn(db(), 'send');
    await exportOf(me);
    const calls = send.mock.calls.map(([command]) => ({
      name: command.constructor.name,
      input: command.input as { Item?: { PK?: string }; Key?: { PK?: string } },
    }));
    expect(calls.length).toBeGreaterThan(0);
    const writes = calls.filter(({ name }) => !/^(Query|Get)Command$/.test(name));
    expect(writes.map(({ name, input }) => [name, (input.Item ?? input.Key)?.PK])).toEqual([
      ['PutCommand', `RATE#export-running#${me.sub}`],
      ['DeleteCommand', `RATE#export-running#${me.sub}`],
    ]);
  });

  it('answers a user with no reports with empty lists', async () => {
    const fresh: Caller = { sub: 'export-fresh', email: 'export-fresh@example.com' };
    await invoke('GET', '/api/auth/user', { caller: fresh });
    const doc = await exportOf(fresh);
    expect([doc.auditReports, doc.capas, doc.signatures]).toEqual([[], [], []]);
    expect([doc.trail.AuditReport, doc.trail.Capa]).toEqual([{}, {}]);
  });
});

describe('GET /api/me/export in parts', () => {
  it('reads at most 100 records (each with its trail) per request, and the parts join into every record once', async () => {
    const bulk: Caller = { sub: 'export-bulk', email: 'export-bulk@example.com' };
    await asProUser(bulk);
    for (let i = 0; i < 130; i += 1) {
      const res = await invoke('POST', '/api/audits', {
        caller: bulk,
        body: { title: `Audit ${i}`, type: 'pharmacy' },
      });
      expect(res.status).toBe(201);
    }
    let document: ExportDocument = {};
    let cursor: string | undefined;
    const reads: { calls: number; items: number }[] = [];
    do {
      let res: Awaited<ReturnType<typeof invoke>> | undefined;
      reads.push(
        await readsDuring(async () => {
          res = await invoke('GET', '/api/me/export', { caller: bulk, query: cursor ? { cursor } : {} });
        }),
      );
      expect(res!.status).toBe(200);
      document = mergeExportPart(document, res!.json as ExportDocument);
      cursor = res!.headers[NEXT_CURSOR_HEADER];
    } while (cursor);
    expect(reads).toHaveLength(2);
    // The guard's profile, the export's profile, usage, badges and the user's trail; a page of 101 audits; one
    // trail Query for each of the 100 audits.
    for (const part of reads) expect(part.calls).toBeLessThanOrEqual(6 + 1 + 100 + 4);
    const audits = document.audits as { id: string; title: string }[];
    expect(new Set(audits.map((a) => a.id)).size).toBe(130);
    expect(audits).toHaveLength(130);
    const trails = document.trail!.Audit as Record<string, { action: string }[]>;
    expect(Object.keys(trails).sort()).toEqual(audits.map((a) => a.id).sort());
    expect(audits.every((a) => trails[a.id]![0]!.action === 'create')).toBe(true);
    expect(document.profile).toMatchObject({ id: bulk.sub });

    // A cursor is the caller's own: another user's request with it is refused.
    const first = await invoke('GET', '/api/me/export', { caller: bulk });
    const stolen = await invoke('GET', '/api/me/export', {
      caller: other,
      query: { cursor: first.headers[NEXT_CURSOR_HEADER]! },
    });
    expect(stolen.status).toBe(400);

    // One part at a time per person: a second request while a part is read is refused (429) and loses nothing;
    // the slot is free again once the part is done.
    const both = await Promise.all([
      invoke('GET', '/api/me/export', { caller: bulk }),
      invoke('GET', '/api/me/export', { caller: bulk }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(both.find((r) => r.status === 429)!.json).toMatchObject({ error: EXPORT_BUSY });
    expect((await invoke('GET', '/api/me/export', { caller: bulk })).status).toBe(200);
  }, 60_000);
});
