import { describe, expect, it } from 'vitest';
import { readTrail, verifyChain } from '../data/trail/trail';
import { listOutbox } from '../data/ops/outbox';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { useUserPool } from '../../test/userPool';

useTestTable();

const accounts = {
  first: { email: 'first-signer@example.com', password: 'First-Signer-Passw0rd!', firstName: 'Fay', lastName: 'First' },
  locked: {
    email: 'locked-signer@example.com',
    password: 'Locked-Signer-Passw0rd!',
    firstName: 'Lou',
    lastName: 'Ked',
  },
  admin: {
    email: 'signing-admin@example.com',
    password: 'Signing-Admin-Passw0rd!',
    firstName: 'Ada',
    lastName: 'Min',
    group: 'admin' as const,
  },
};
useUserPool(Object.values(accounts));

const first: Caller = { sub: 'first-signer', email: accounts.first.email, givenName: 'Fay', familyName: 'First' };
const locked: Caller = { sub: 'locked-signer', email: accounts.locked.email, givenName: 'Lou', familyName: 'Ked' };

const STATEMENT =
  'I understand that my electronic signature is the legally binding equivalent of my handwritten signature (21 CFR 11.100(c)).';

const compliant = (questionId: string) => ({ questionId, response: 'compliant' });

async function completedReport(caller: Caller) {
  const report = (
    await invoke('POST', '/api/audit-reports', { caller, body: { type: 'gcp_site_audit', title: 'Site 9 audit' } })
  ).json!;
  let r = (
    await invoke('PUT', `/api/audit-reports/${report.id}/responses`, {
      caller,
      body: { version: 1, responses: ['site-1', 'site-2', 'site-3', 'site-4', 'site-5'].map(compliant) },
    })
  ).json!;
  for (const status of ['review', 'completed']) {
    r = (await invoke('PATCH', `/api/audit-reports/${report.id}`, { caller, body: { version: r.version, status } }))
      .json!;
  }
  expect(r.status).toBe('completed');
  return r as { id: string; version: number };
}

const sign = (caller: Caller, report: { id: string; version: number }, password: string) =>
  invoke('POST', `/api/audit-reports/${report.id}/approve`, {
    caller,
    body: { version: report.version, password, meaning: 'Approved' },
  });

const accept = (caller: Caller, version: number) =>
  invoke('PATCH', '/api/auth/user', { caller, body: { version, acceptSignatureStatement: true } });

describe('the e-signature statement before a first signature (21 CFR 11.100(c))', () => {
  it('refuses a first signature until the statement is accepted, trails the acceptance once, then never asks again', async () => {
    const report = await completedReport(first);
    const profile = (await invoke('GET', '/api/auth/user', { caller: first })).json!;
    expect(profile.signatureStatementAcceptedAt).toBeNull();

    const refused = await sign(first, report, accounts.first.password);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      error:
        'Before your first electronic signature, accept the statement that it is the legally binding equivalent of your handwritten signature.',
      code: 'SIGNATURE_STATEMENT_REQUIRED',
    });
    expect((await invoke('GET', `/api/audit-reports/${report.id}`, { caller: first })).json).toMatchObject({
      status: 'completed',
      signatures: [],
    });

    const accepted = await accept(first, profile.version);
    expect(accepted.status).toBe(200);
    expect(accepted.json!.signatureStatementAcceptedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(accepted.json!.version).toBe(profile.version + 1);
    const trail = (await readTrail('User', first.sub)).filter((e) => e.action === 'signature.statement');
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actor: first.sub,
      before: { signatureStatementAcceptedAt: null },
      after: { signatureStatementAcceptedAt: accepted.json!.signatureStatementAcceptedAt, statement: STATEMENT },
    });

    // Accepting again keeps the first acceptance and writes nothing.
    const again = await accept(first, accepted.json!.version);
    expect(again.json).toMatchObject({
      signatureStatementAcceptedAt: accepted.json!.signatureStatementAcceptedAt,
      version: accepted.json!.version,
    });

    const signed = await sign(first, report, accounts.first.password);
    expect(signed.status).toBe(200);
    expect(signed.json!.status).toBe('approved');
    const second = await sign(first, await completedReport(first), accounts.first.password);
    expect(second.status).toBe(200);
    expect((await readTrail('User', first.sub)).filter((e) => e.action === 'signature.statement')).toHaveLength(1);
    expect(verifyChain(await readTrail('User', first.sub))).toBeNull();
  });

  it('refuses an acceptance sent with names, and one from a stale version', async () => {
    const caller: Caller = { sub: 'statement-mixed', email: 'mixed@example.com' };
    const profile = (await invoke('GET', '/api/auth/user', { caller })).json!;
    const mixed = await invoke('PATCH', '/api/auth/user', {
      caller,
      body: { version: profile.version, acceptSignatureStatement: true, firstName: 'A', lastName: 'B' },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json!.fields).toEqual({ acceptSignatureStatement: 'Send it without names' });
    expect((await accept(caller, profile.version + 5)).status).toBe(409);
    const names = await invoke('PATCH', '/api/auth/user', { caller, body: { version: profile.version } });
    expect(names.json!.fields).toEqual({ firstName: 'First name is required', lastName: 'Last name is required' });
  });
});

describe('failed signing attempts (21 CFR 11.300(d))', () => {
  it('locks signing for 30 minutes after 5 wrong passwords in 10, refuses even the right one, trails and alerts', async () => {
    const profile = (await invoke('GET', '/api/auth/user', { caller: locked })).json!;
    await accept(locked, profile.version);
    const report = await completedReport(locked);

    for (let i = 1; i <= 4; i++) {
      const wrong = await sign(locked, report, `wrong-${i}`);
      expect(wrong.status).toBe(403);
      expect(wrong.json!.code).toBe('SIGNATURE_REJECTED');
    }
    const before = Date.now();
    const fifth = await sign(locked, report, 'wrong-5');
    const after = Date.now();
    expect(fifth.status).toBe(423);
    expect(fifth.json!.code).toBe('SIGNING_LOCKED');
    // Locked 30 minutes from the fifth failure (whole seconds), which fell between `before` and `after`.
    const lockEntry = (await readTrail('User', locked.sub)).find((e) => e.action === 'signature.locked');
    const until = (lockEntry!.after as { lockedUntil: string }).lockedUntil;
    expect(Date.parse(until)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 30 * 60_000);
    expect(Date.parse(until)).toBeLessThanOrEqual(after + 30 * 60_000);
    const shown = `${until.slice(0, 10)} ${until.slice(11, 16)} UTC`;
    expect(fifth.json!.error).toBe(
      `Signing is locked until ${shown}: 5 wrong passwords were entered within 10 minutes. An administrator has been informed.`,
    );
    expect(Number(fifth.headers['Retry-After'])).toBeGreaterThan(29 * 60);
    expect(Number(fifth.headers['Retry-After'])).toBeLessThanOrEqual(30 * 60);

    const right = await sign(locked, report, accounts.locked.password);
    expect(right.status).toBe(423);
    expect(right.json).toEqual(fifth.json);
    expect((await invoke('GET', `/api/audit-reports/${report.id}`, { caller: locked })).json).toMatchObject({
      status: 'completed',
      signatures: [],
    });

    const trail = await readTrail('User', locked.sub);
    expect(trail.filter((e) => e.action === 'signature.failed')).toHaveLength(5);
    const lock = trail.filter((e) => e.action === 'signature.locked');
    expect(lock).toHaveLength(1);
    expect(lock[0]!.after).toEqual({ lockedUntil: until, failures: 5, windowMinutes: 10 });
    expect(verifyChain(trail)).toBeNull();

    const alerts = (await listOutbox(200)).filter((m) => m.subject.includes(locked.email));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      to: [accounts.admin.email],
      subject: `Signing locked for ${locked.email} after 5 wrong passwords`,
    });
    expect(alerts[0]!.text).toContain(`Their electronic signing is locked until ${until} (UTC).`);
  });
});
