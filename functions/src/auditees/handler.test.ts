import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { invoke, useTestTable, type Caller } from '../../test/harness';

useTestTable();

const alice: Caller = { sub: 'auditee-alice', email: 'alice@example.com' };
const bob: Caller = { sub: 'auditee-bob', email: 'bob@example.com' };

const addAuditee = async (caller: Caller, body: Record<string, unknown>) => {
  const res = await invoke('POST', '/api/auditees', { caller, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; version: number; name: string };
};

describe('auditees', () => {
  it('creates a prospect with only a name and a kind, trailed, and refuses bad input with field messages', async () => {
    const res = await invoke('POST', '/api/auditees', {
      caller: alice,
      body: { name: '  St. Mary Research Hospital ', kind: 'site', contactEmail: 'QA@StMary.example' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'St. Mary Research Hospital',
      kind: 'site',
      address: '',
      country: '',
      contactName: '',
      contactEmail: 'qa@stmary.example',
      contactPhone: '',
      status: 'prospect',
      notes: '',
      riskRating: null,
      riskReason: '',
      createdBy: alice.sub,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: res.json!.createdAt,
      version: 1,
    });
    const trail = await invoke('GET', `/api/auditees/${res.json!.id}/trail`, { caller: alice });
    expect(trail.json).toMatchObject({ verified: true, entries: [{ seq: 1, action: 'create', actor: alice.sub }] });

    const bad = await invoke('POST', '/api/auditees', {
      caller: alice,
      body: { name: ' ', kind: 'planet', contactEmail: 'not-mail', riskRating: 'high', notes: 'x'.repeat(2001) },
    });
    expect(bad.status).toBe(400);
    expect(bad.json!.fields).toEqual({
      name: 'Name is required',
      kind: 'Choose what kind of auditee this is',
      contactEmail: 'Enter a valid e-mail address',
      notes: expect.stringMatching(/^Must be at most 2\s?000 characters$/),
    });
    const noReason = await invoke('POST', '/api/auditees', {
      caller: alice,
      body: { name: 'Acme CRO', kind: 'cro', riskRating: 'high' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json!.fields).toEqual({ riskReason: 'Give the reason for the risk rating' });
  });

  it('edits only what changed with the version read (stale 409), keeps the reason in the trail, and stays private', async () => {
    const created = await addAuditee(alice, { name: 'Northwind Labs', kind: 'lab' });
    const path = `/api/auditees/${created.id}`;
    const rated = await invoke('PATCH', path, {
      caller: alice,
      body: {
        version: 1,
        status: 'active',
        riskRating: 'medium',
        riskReason: 'Two majors in 2025',
        reason: 'Qualified',
      },
    });
    expect(rated.status).toBe(200);
    expect(rated.json).toMatchObject({ status: 'active', riskRating: 'medium', version: 2 });
    const stale = await invoke('PATCH', path, { caller: alice, body: { version: 1, notes: 'late', reason: 'Typo' } });
    expect(stale.status).toBe(409);
    // Clearing the reason while a rating stands is refused; clearing both is fine.
    const orphan = await invoke('PATCH', path, { caller: alice, body: { version: 2, riskReason: '', reason: 'x' } });
    expect(orphan.status).toBe(400);
    expect(orphan.json!.fields).toEqual({ riskReason: 'Give the reason for the risk rating' });
    const cleared = await invoke('PATCH', path, {
      caller: alice,
      body: { version: 2, riskRating: null, riskReason: '' },
    });
    // A change of recorded data needs its reason (the status alone is a workflow step, above it had one anyway).
    expect(cleared.status).toBe(400);
    expect(cleared.json).toEqual({
      error: 'Give a reason for this change',
      fields: { reason: 'Give a reason for this change' },
    });
    const moved = await invoke('PATCH', path, { caller: alice, body: { version: 2, status: 'inactive' } });
    expect(moved.json).toMatchObject({ status: 'inactive', version: 3 });
    const reclassified = await invoke('PATCH', path, {
      caller: alice,
      body: { version: 3, riskRating: null, riskReason: '', reason: 'Requalified after the CAPA closed' },
    });
    expect(reclassified.json).toMatchObject({ riskRating: null, riskReason: '', version: 4 });
    const trail = await invoke('GET', `${path}/trail`, { caller: alice });
    expect(trail.json!.verified).toBe(true);
    expect(trail.json!.entries[1]).toMatchObject({
      action: 'update',
      reason: 'Qualified',
      before: { status: 'prospect', riskRating: null, riskReason: '' },
      after: { status: 'active', riskRating: 'medium', riskReason: 'Two majors in 2025' },
    });
    // Another user's workspace: not found, with any id.
    expect((await invoke('GET', path, { caller: bob })).status).toBe(404);
    expect((await invoke('PATCH', path, { caller: bob, body: { version: 4, name: 'Mine', reason: 'x' } })).status).toBe(
      404,
    );
    expect((await invoke('GET', '/api/auditees', { caller: bob })).json).toEqual([]);
  });

  it('lists newest first in pages and searches name, country, address and contact in any case', async () => {
    const carol: Caller = { sub: 'auditee-carol', email: 'carol@example.com' };
    await addAuditee(carol, { name: 'Berlin Clinical Site', kind: 'site', country: 'Germany' });
    await addAuditee(carol, { name: 'Vendor One', kind: 'vendor', contactName: 'Grete Berliner' });
    await addAuditee(carol, { name: 'Paris Lab', kind: 'lab', country: 'France' });
    const first = await invoke('GET', '/api/auditees', { caller: carol, query: { limit: '2' } });
    expect(first.json!.map((a: { name: string }) => a.name)).toEqual(['Paris Lab', 'Vendor One']);
    const cursor = first.headers[NEXT_CURSOR_HEADER]!;
    const second = await invoke('GET', '/api/auditees', { caller: carol, query: { limit: '2', cursor } });
    expect(second.json!.map((a: { name: string }) => a.name)).toEqual(['Berlin Clinical Site']);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const berlin = await invoke('GET', '/api/auditees', { caller: carol, query: { q: 'BERLIN' } });
    expect(berlin.json!.map((a: { name: string }) => a.name)).toEqual(['Vendor One', 'Berlin Clinical Site']);
    const both = await invoke('GET', '/api/auditees', { caller: carol, query: { q: 'berlin germany' } });
    expect(both.json!.map((a: { name: string }) => a.name)).toEqual(['Berlin Clinical Site']);
  });
});

describe('studies', () => {
  it('records a protocol with its phase and sponsor, unique per workspace whatever the case', async () => {
    const sponsor = await addAuditee(alice, { name: 'Helix Pharma', kind: 'sponsor' });
    const res = await invoke('POST', '/api/studies', {
      caller: alice,
      body: {
        protocolNumber: 'HLX-301',
        title: 'A phase III study of helixumab',
        phase: 'phase-3',
        sponsorId: sponsor.id,
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ protocolNumber: 'HLX-301', phase: 'phase-3', sponsorId: sponsor.id, version: 1 });
    const again = await invoke('POST', '/api/studies', {
      caller: alice,
      body: { protocolNumber: ' hlx-301 ', title: 'Another', phase: 'phase-2' },
    });
    expect(again.status).toBe(409);
    expect(again.json!.error).toBe('A study with this protocol number already exists in this workspace.');
    // Another workspace may use the same number.
    expect(
      (
        await invoke('POST', '/api/studies', {
          caller: bob,
          body: { protocolNumber: 'HLX-301', title: 'B', phase: 'other' },
        })
      ).status,
    ).toBe(201);

    const bad = await invoke('POST', '/api/studies', {
      caller: alice,
      body: { protocolNumber: '', title: '', phase: 'phase-9', sponsorId: 'nobody' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json!.fields).toEqual({
      protocolNumber: 'Protocol number is required',
      title: 'Study title is required',
      phase: 'Trial phase is required',
    });
    // A sponsor must be one of this workspace's auditees (bob's sponsor is not alice's).
    const bobs = await addAuditee(bob, { name: 'Bob Pharma', kind: 'sponsor' });
    const foreign = await invoke('POST', '/api/studies', {
      caller: alice,
      body: { protocolNumber: 'X-1', title: 'X', phase: 'other', sponsorId: bobs.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json!.fields).toEqual({ sponsorId: 'The sponsor must be an auditee of this workspace.' });
  });

  it('moves the protocol claim with a renumbering, in the same transaction', async () => {
    const dave: Caller = { sub: 'auditee-dave', email: 'dave@example.com' };
    const made = async (protocolNumber: string) =>
      (await invoke('POST', '/api/studies', { caller: dave, body: { protocolNumber, title: 'T', phase: 'phase-1' } }))
        .json as { id: string };
    const a = await made('P-1');
    const b = await made('P-2');
    const taken = await invoke('PATCH', `/api/studies/${b.id}`, {
      caller: dave,
      body: { version: 1, protocolNumber: 'p-1', reason: 'Renumbered' },
    });
    expect(taken.status).toBe(409);
    const unexplained = await invoke('PATCH', `/api/studies/${a.id}`, {
      caller: dave,
      body: { version: 1, protocolNumber: 'P-1A' },
    });
    expect(unexplained.status).toBe(400);
    expect(unexplained.json!.fields).toEqual({ reason: 'Give a reason for this change' });
    const moved = await invoke('PATCH', `/api/studies/${a.id}`, {
      caller: dave,
      body: { version: 1, protocolNumber: 'P-1A', reason: 'Amendment 2' },
    });
    expect(moved.json).toMatchObject({ protocolNumber: 'P-1A', version: 2 });
    // P-1 is free again; P-1A is not.
    expect((await made('P-1')).id).toBeTruthy();
    expect(
      (
        await invoke('POST', '/api/studies', {
          caller: dave,
          body: { protocolNumber: 'P-1A', title: 'T', phase: 'other' },
        })
      ).status,
    ).toBe(409);
    const list = await invoke('GET', '/api/studies', { caller: dave, query: { q: 'p-1a' } });
    expect(list.json!.map((s: { id: string }) => s.id)).toEqual([a.id]);
    expect((await invoke('GET', `/api/studies/${a.id}`, { caller: alice })).status).toBe(404);
  });
});
