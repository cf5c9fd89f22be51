import { beforeAll, describe, expect, it } from 'vitest';
import { acceptSigningStatement, asProUser, invoke, useTestTable, type Caller } from '../../test/harness';
import { useUserPool } from '../../test/userPool';
import { invitationTokenFor as tokenFor, joinOrg as join } from '../../test/members';
import { store } from '../data/core/store';
import '../data/orgs/org.entity';

useTestTable();

// Signing re-checks the password against a real user pool (cognito-local, as on the local stack).
const PASSWORD = 'Team-Passw0rd!';
const people = ['olive', 'rita', 'arthur', 'vera', 'xena', 'zed'] as const;
useUserPool(people.map((n) => ({ email: `${n}@example.com`, password: PASSWORD, firstName: n, lastName: 'Tester' })));
const caller = (name: string): Caller => ({ sub: `${name}-sub`, email: `${name}@example.com`, givenName: name });
const olive = caller('olive'); // owner
const rita = caller('rita'); // reviewer
const arthur = caller('arthur'); // auditor
const vera = caller('vera'); // viewer
const xena = caller('xena'); // outsider, owner of another organisation
const zed = caller('zed'); // invited, never joins

const inOrg = (orgId: string) => ({ 'x-workspace-id': orgId });

async function newOrg(owner: Caller, name = 'Northwind QA') {
  const res = await invoke('POST', '/api/orgs', { caller: owner, body: { name } });
  expect(res.status).toBe(201);
  return res.json as { id: string; name: string; role: string };
}

describe('an organisation and its members', () => {
  let org: { id: string };
  beforeAll(async () => {
    for (const p of [olive, rita, arthur, vera, xena, zed]) {
      await invoke('GET', '/api/auth/user', { caller: p });
    }
    await asProUser(olive);
    org = await newOrg(olive);
  });

  it('creates an organisation owned by its creator, listed in their memberships', async () => {
    expect(org).toEqual({ id: expect.stringMatching(/^org_/), name: 'Northwind QA', role: 'owner' });
    expect((await invoke('GET', '/api/orgs', { caller: olive })).json).toEqual([org]);
    expect((await invoke('GET', '/api/orgs', { caller: rita })).json).toEqual([]);
    const view = await invoke('GET', `/api/orgs/${org.id}`, { caller: olive });
    expect(view.json).toMatchObject({ memberCount: 1, memberCap: 25, plan: 'pro', ownerId: olive.sub });
  });

  it('refuses a blank name with the form message', async () => {
    const res = await invoke('POST', '/api/orgs', { caller: olive, body: { name: '  ' } });
    expect(res.status).toBe(400);
    expect(res.json!.fields).toEqual({ name: 'Organisation name is required' });
  });

  it('invites by e-mail with a single-use, hashed link; only the invited address can accept it', async () => {
    const invited = await invoke('POST', `/api/orgs/${org.id}/invitations`, {
      caller: olive,
      body: { email: 'Rita@Example.com', role: 'reviewer' },
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toMatchObject({ email: 'rita@example.com', role: 'reviewer', invitedBy: olive.sub });
    const days = (Date.parse(invited.json!.expiresAt) - Date.parse(invited.json!.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    const token = await tokenFor('rita@example.com');
    const [, , secret] = token.split('~');
    expect(Buffer.from(secret!, 'base64url').length).toBeGreaterThanOrEqual(16);
    // The table holds only the secret's hash.
    const stored = await store().invitation.get({ orgId: org.id, id: invited.json!.id }).go();
    expect(JSON.stringify(stored.data)).not.toContain(secret);

    const wrong = await invoke('POST', '/api/invitations/accept', { caller: arthur, body: { token } });
    expect(wrong.status).toBe(403);
    expect(wrong.json!.error).toContain('another e-mail address');
    const forged = await invoke('POST', '/api/invitations/accept', { caller: rita, body: { token: `${token}x` } });
    expect(forged.status).toBe(404);

    const ok = await invoke('POST', '/api/invitations/accept', { caller: rita, body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ orgId: org.id, orgName: 'Northwind QA', role: 'reviewer' });
    const reused = await invoke('POST', '/api/invitations/accept', { caller: rita, body: { token } });
    expect(reused.status).toBe(410);
    expect(reused.json).toEqual({ error: 'This invitation has already been used or was revoked.' });

    await join(org.id, olive, arthur, 'auditor');
    await join(org.id, olive, vera, 'viewer');
    const members = (await invoke('GET', `/api/orgs/${org.id}/members`, { caller: vera })).json as Array<{
      userId: string;
      role: string;
    }>;
    expect(members.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [olive.sub, 'owner'],
        [rita.sub, 'reviewer'],
        [arthur.sub, 'auditor'],
        [vera.sub, 'viewer'],
      ].sort(),
    );
  });

  it('answers 410 for an expired invitation and 404 after it is revoked', async () => {
    const invited = await invoke('POST', `/api/orgs/${org.id}/invitations`, {
      caller: olive,
      body: { email: zed.email, role: 'auditor' },
    });
    const token = await tokenFor(zed.email);
    // Age it past its seven days (validUntil is read-only to the API; the test writes the item directly).
    const { data } = await store().invitation.get({ orgId: org.id, id: invited.json!.id }).go();
    await store()
      .invitation.put({ ...data!, validUntil: new Date(Date.now() - 1000).toISOString() })
      .go();
    const expired = await invoke('POST', '/api/invitations/accept', { caller: zed, body: { token } });
    expect(expired.status).toBe(410);
    expect(expired.json).toEqual({ error: 'This invitation has expired. Ask the organisation for a new one.' });
    expect((await invoke('GET', `/api/orgs/${org.id}/invitations`, { caller: olive })).json).toEqual([]);

    const again = await invoke('POST', `/api/orgs/${org.id}/invitations`, {
      caller: olive,
      body: { email: zed.email, role: 'auditor' },
    });
    expect(again.status).toBe(201);
    const revoke = await invoke('DELETE', `/api/orgs/${org.id}/invitations/${again.json!.id}`, { caller: olive });
    expect(revoke.status).toBe(200);
    const used = await invoke('POST', '/api/invitations/accept', {
      caller: zed,
      body: { token: await tokenFor(zed.email) },
    });
    expect(used.status).toBe(410);
  });

  it('lets each role do what the role table says, and nothing more', async () => {
    const h = inOrg(org.id);
    const made = await invoke('POST', '/api/audits', {
      caller: arthur,
      headers: h,
      body: { title: 'Site 12 vendor audit', type: 'compliance' },
    });
    expect(made.status).toBe(201);
    const id = made.json!.id as string;
    // Everyone reads.
    for (const who of [olive, rita, arthur, vera]) {
      expect((await invoke('GET', `/api/audits/${id}`, { caller: who, headers: h })).status).toBe(200);
    }
    // The viewer writes nothing.
    const denied = await invoke('PATCH', `/api/audits/${id}`, {
      caller: vera,
      headers: h,
      body: { version: 1, title: 'Viewer edit' },
    });
    expect(denied.status).toBe(403);
    expect(denied.json).toEqual({ error: 'Your role (Viewer) cannot change records in this workspace.' });
    expect(
      (await invoke('POST', '/api/audits', { caller: vera, headers: h, body: { title: 'x', type: 'compliance' } }))
        .status,
    ).toBe(403);
    // Only owner and admin manage members.
    for (const who of [rita, arthur, vera]) {
      const res = await invoke('POST', `/api/orgs/${org.id}/invitations`, {
        caller: who,
        headers: h,
        body: { email: 'nobody@example.com', role: 'viewer' },
      });
      expect(res.status).toBe(403);
    }
    // The record is the organisation's, not the auditor's: their personal workspace does not have it.
    expect((await invoke('GET', `/api/audits/${id}`, { caller: arthur })).status).toBe(404);
    // The trail names the member who acted.
    const trail = await invoke('GET', `/api/audits/${id}/trail`, { caller: olive, headers: h });
    expect(trail.json!.entries[0]).toMatchObject({ actor: arthur.sub, action: 'create' });
  });

  it('keeps organisations apart: a non-member gets 404 with any header or id', async () => {
    const other = await newOrg(xena, 'Other Org');
    const theirs = await invoke('POST', '/api/audits', {
      caller: xena,
      headers: inOrg(other.id),
      body: { title: 'Their audit', type: 'hospital' },
    });
    expect(theirs.status).toBe(201);
    // A member of Northwind asking for the other organisation, by header or by id.
    expect((await invoke('GET', '/api/audits', { caller: olive, headers: inOrg(other.id) })).status).toBe(404);
    expect((await invoke('GET', `/api/orgs/${other.id}/members`, { caller: olive })).status).toBe(404);
    expect(
      (await invoke('GET', `/api/audits/${theirs.json!.id}`, { caller: olive, headers: inOrg(org.id) })).status,
    ).toBe(404);
    // Another user's personal workspace is not an organisation either; an unknown id is the same 404.
    expect((await invoke('GET', '/api/audits', { caller: olive, headers: inOrg(xena.sub) })).status).toBe(404);
    expect((await invoke('GET', '/api/audits', { caller: olive, headers: inOrg('org_nope') })).status).toBe(404);
    expect((await invoke('GET', '/api/dashboard/stats', { caller: olive, headers: inOrg(other.id) })).json).toEqual({
      error: 'Not found',
    });
  });

  it('keeps at least one owner (409) and makes a removal act on the next request', async () => {
    const members = (await invoke('GET', `/api/orgs/${org.id}/members`, { caller: olive })).json;
    expect(members).toHaveLength(4);
    const demote = await invoke('PATCH', `/api/orgs/${org.id}/members/${olive.sub}`, {
      caller: olive,
      body: { role: 'admin', reason: 'Handing over' },
    });
    expect(demote.status).toBe(409);
    expect(demote.json).toEqual({
      error: 'An organisation needs at least one owner: make another member owner first.',
    });
    expect((await invoke('DELETE', `/api/orgs/${org.id}/members/${olive.sub}`, { caller: olive })).status).toBe(409);
    const noReason = await invoke('PATCH', `/api/orgs/${org.id}/members/${vera.sub}`, {
      caller: olive,
      body: { role: 'auditor' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json!.fields).toEqual({ reason: 'Give a reason for the change' });

    const promoted = await invoke('PATCH', `/api/orgs/${org.id}/members/${vera.sub}`, {
      caller: olive,
      body: { role: 'auditor', reason: 'Joins the Q1 audit team' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.json).toMatchObject({ userId: vera.sub, role: 'auditor' });
    expect((await invoke('DELETE', `/api/orgs/${org.id}/members/${vera.sub}`, { caller: olive })).status).toBe(200);
    expect((await invoke('GET', '/api/audits', { caller: vera, headers: inOrg(org.id) })).status).toBe(404);
    expect((await invoke('GET', '/api/orgs', { caller: vera })).json).toEqual([]);

    const trail = await invoke('GET', `/api/orgs/${org.id}/trail`, { caller: olive });
    expect(trail.json!.verified).toBe(true);
    const actions = trail.json!.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'invitation.create', 'member.join', 'member.role']));
    expect(actions.at(-1)).toBe('member.remove');
    const roleChange = trail.json!.entries.find((e: { action: string }) => e.action === 'member.role');
    expect(roleChange).toMatchObject({
      actor: olive.sub,
      before: { userId: vera.sub, role: 'viewer' },
      after: { userId: vera.sub, role: 'auditor' },
      reason: 'Joins the Q1 audit team',
    });
    // An admin lists one member's actions in the organisation (the auditor's audit among them).
    const activity = await invoke('GET', `/api/orgs/${org.id}/trail`, { caller: olive, query: { actor: arthur.sub } });
    expect(activity.status).toBe(200);
    expect(activity.json!.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['create', 'member.join']),
    );
    expect(activity.json!.entries.every((e: { actor: string }) => e.actor === arthur.sub)).toBe(true);
  });

  it('approves with separation of duties: the author is refused, another reviewer signs', async () => {
    const h = inOrg(org.id);
    const created = await invoke('POST', '/api/audit-reports', {
      caller: arthur,
      headers: h,
      body: { type: 'vendor_audit', title: 'Vendor X audit', reviewerId: rita.sub },
    });
    expect(created.status).toBe(201);
    let r = created.json!;
    const responses = r.checklist.map((q: { id: string }) => ({ questionId: q.id, response: 'compliant' }));
    r = (
      await invoke('PUT', `/api/audit-reports/${r.id}/responses`, {
        caller: olive,
        headers: h,
        body: { version: r.version, responses },
      })
    ).json!;
    expect(r.authorIds.sort()).toEqual([arthur.sub, olive.sub].sort());
    for (const status of ['review', 'completed']) {
      r = (
        await invoke('PATCH', `/api/audit-reports/${r.id}`, {
          caller: arthur,
          headers: h,
          body: { version: r.version, status },
        })
      ).json!;
    }
    expect(r.status).toBe('completed');
    const bell = await invoke('GET', '/api/notifications', { caller: rita, headers: h });
    expect(bell.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'review_awaiting', reportId: r.id })]),
    );
    // Each signer accepts the e-signature statement first (again changes nothing), as the Sign dialog asks.
    const sign = async (who: Caller, meaning: string, version: number) => {
      await acceptSigningStatement(who);
      return invoke('POST', `/api/audit-reports/${r.id}/approve`, {
        caller: who,
        headers: h,
        body: { version, password: PASSWORD, meaning },
      });
    };
    // The owner answered questions: an author, refused as approver even though the role allows approving.
    const byOwner = await sign(olive, 'Approved', r.version);
    expect(byOwner.status).toBe(403);
    expect(byOwner.json!.error).toContain('You wrote or answered this report');
    // "Authored" is for the report's authors only: the reviewer wrote nothing.
    const notAuthor = await sign(rita, 'Authored', r.version);
    expect(notAuthor.status).toBe(403);
    expect(notAuthor.json!.error).toBe('Only someone who wrote or answered this report can sign it as "Authored".');
    // The auditor (an author) may sign as author, which approves nothing.
    const authored = await sign(arthur, 'Authored', r.version);
    expect(authored.status).toBe(200);
    expect(authored.json!.status).toBe('completed');
    const byAuditor = await sign(arthur, 'Approved', authored.json!.version);
    expect(byAuditor.status).toBe(403);
    // The reviewer, who wrote nothing, reviews: the bell no longer waits for them; then they approve.
    const reviewed = await sign(rita, 'Reviewed', authored.json!.version);
    expect(reviewed.status).toBe(200);
    expect(reviewed.json!).toMatchObject({ status: 'completed', reviewedBy: [rita.sub] });
    const quiet = await invoke('GET', '/api/notifications', { caller: rita, headers: h });
    expect(quiet.json!.filter((n: { kind: string }) => n.kind === 'review_awaiting')).toEqual([]);
    const approved = await sign(rita, 'Approved', reviewed.json!.version);
    expect(approved.status).toBe(200);
    expect(approved.json!.status).toBe('approved');
    expect(
      approved.json!.signatures.map((s: { signerId: string; meaning: string }) => [s.signerId, s.meaning]),
    ).toEqual([
      [arthur.sub, 'Authored'],
      [rita.sub, 'Reviewed'],
      [rita.sub, 'Approved'],
    ]);
    const md = await invoke('GET', `/api/audit-reports/${r.id}/export`, {
      caller: rita,
      headers: h,
      query: { format: 'md' },
    });
    const text = Buffer.from(md.raw).toString('utf8');
    // The Markdown escapes HTML in what people typed, their e-mail's angle brackets included.
    expect(text).toContain('- Authored by arthur &lt;arthur@example.com&gt; at ');
    expect(text).toContain('- Approved by rita &lt;rita@example.com&gt; at ');
  });

  it('rejects assignees who are not members (400 with the field) and lists "assigned to me"', async () => {
    const h = inOrg(org.id);
    const bad = await invoke('POST', '/api/audits', {
      caller: olive,
      headers: h,
      body: { title: 'Q2 site audit', type: 'hospital', leadAuditorId: xena.sub },
    });
    expect(bad.status).toBe(400);
    expect(bad.json!.fields).toEqual({ leadAuditorId: 'Assignees must be members of this workspace.' });
    // A member's role must fit the work: a viewer cannot audit, an auditor cannot review.
    await join(org.id, olive, vera, 'viewer');
    const wrongRoles = await invoke('POST', '/api/audits', {
      caller: olive,
      headers: h,
      body: { title: 'Q2 site audit', type: 'hospital', auditorIds: [arthur.sub, vera.sub], reviewerId: arthur.sub },
    });
    expect(wrongRoles.status).toBe(400);
    expect(wrongRoles.json!.fields).toEqual({
      auditorIds: 'Auditors must be members who can edit audits (not viewers).',
      reviewerId: 'The reviewer must be a reviewer, admin or owner of this workspace.',
    });
    // A report's reviewer must not be one of its authors.
    const selfReview = await invoke('POST', '/api/audit-reports', {
      caller: rita,
      headers: h,
      body: { type: 'vendor_audit', title: 'Self review', reviewerId: rita.sub },
    });
    expect(selfReview.status).toBe(400);
    expect(selfReview.json!.fields).toEqual({
      reviewerId: 'The reviewer must be someone who did not write or answer this report.',
    });
    const good = await invoke('POST', '/api/audits', {
      caller: olive,
      headers: h,
      body: { title: 'Q2 site audit', type: 'hospital', leadAuditorId: arthur.sub, reviewerId: rita.sub },
    });
    expect(good.status).toBe(201);
    expect(good.json).toMatchObject({ leadAuditorId: arthur.sub, auditorIds: [], reviewerId: rita.sub });
    const mine = await invoke('GET', '/api/audits', { caller: arthur, headers: h, query: { assignedTo: 'me' } });
    expect(mine.json!.map((a: { id: string }) => a.id)).toEqual([good.json!.id]);
    const bell = await invoke('GET', '/api/notifications', { caller: arthur, headers: h });
    expect(bell.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'audit_assigned', auditId: good.json!.id })]),
    );
  });
});

describe('leaving, and whose plan the organisation uses', () => {
  const first = caller('planfirst');
  const second = caller('plansecond');
  const member = caller('planmember');

  it('lets a member leave; when the plan-holding owner steps down, another owner’s plan applies', async () => {
    for (const p of [first, second, member]) await invoke('GET', '/api/auth/user', { caller: p });
    await asProUser(first);
    const org = await newOrg(first, 'Plan Team');
    await join(org.id, first, second, 'admin');
    await join(org.id, first, member, 'viewer');
    const preview = await invoke('POST', `/api/orgs/${org.id}/invitations`, {
      caller: first,
      body: { email: 'planpreview@example.com', role: 'auditor' },
    });
    expect(preview.status).toBe(201);
    const shown = await invoke('POST', '/api/invitations/preview', {
      caller: member,
      body: { token: await tokenFor('planpreview@example.com') },
    });
    expect(shown.json).toEqual({
      orgName: 'Plan Team',
      role: 'auditor',
      email: 'planpreview@example.com',
      expiresAt: preview.json!.expiresAt,
    });

    // The viewer leaves on their own; their next request to the organisation is refused.
    expect((await invoke('DELETE', `/api/orgs/${org.id}/membership`, { caller: member })).status).toBe(200);
    expect((await invoke('GET', '/api/audits', { caller: member, headers: inOrg(org.id) })).status).toBe(404);
    // The only owner cannot leave.
    const alone = await invoke('DELETE', `/api/orgs/${org.id}/membership`, { caller: first });
    expect(alone.status).toBe(409);

    expect((await invoke('GET', `/api/orgs/${org.id}`, { caller: first })).json).toMatchObject({ plan: 'pro' });
    const promoted = await invoke('PATCH', `/api/orgs/${org.id}/members/${second.sub}`, {
      caller: first,
      body: { role: 'owner', reason: 'Second owner for holidays' },
    });
    expect(promoted.status).toBe(200);
    expect((await invoke('DELETE', `/api/orgs/${org.id}/membership`, { caller: first })).status).toBe(200);
    // The Pro creator left: the organisation now uses the remaining owner's Free plan.
    const view = await invoke('GET', `/api/orgs/${org.id}`, { caller: second });
    expect(view.json).toMatchObject({ ownerId: second.sub, plan: 'free', memberCap: 3, memberCount: 1 });
    const trail = await invoke('GET', `/api/orgs/${org.id}/trail`, { caller: second });
    expect(trail.json!.entries.map((e: { action: string }) => e.action).slice(-2)).toEqual([
      'member.role',
      'member.leave',
    ]);
  });
});

describe('the member cap and the shared Free limits', () => {
  const free = caller('freeowner');
  const a = caller('fa');
  const b = caller('fb');
  const c = caller('fc');

  it('holds 3 members on Free (owner included) and 3 audits a month for the whole organisation', async () => {
    for (const p of [free, a, b, c]) await invoke('GET', '/api/auth/user', { caller: p });
    const org = await newOrg(free, 'Free Team');
    await join(org.id, free, a, 'auditor');
    await join(org.id, free, b, 'auditor');
    const over = await invoke('POST', `/api/orgs/${org.id}/invitations`, {
      caller: free,
      body: { email: c.email, role: 'auditor' },
    });
    expect(over.status).toBe(403);
    expect(over.json!.error).toBe(
      "This organisation has reached the Free plan's limit of 3 members (owner included). The owner can upgrade to Pro for up to 25 members.",
    );
    const h = inOrg(org.id);
    for (const who of [free, a, b]) {
      const res = await invoke('POST', '/api/audits', {
        caller: who,
        headers: h,
        body: { title: 'A', type: 'hospital' },
      });
      expect(res.status).toBe(201);
    }
    const fourth = await invoke('POST', '/api/audits', {
      caller: a,
      headers: h,
      body: { title: 'B', type: 'hospital' },
    });
    expect(fourth.status).toBe(403);
    expect(fourth.json!.code).toBe('LIMIT_REACHED');
    // The members' personal workspaces keep their own limits.
    expect((await invoke('POST', '/api/audits', { caller: a, body: { title: 'Mine', type: 'hospital' } })).status).toBe(
      201,
    );
    const usage = await invoke('GET', '/api/usage/stats', { caller: b, headers: h });
    expect(usage.json!.audits).toEqual({ used: 3, limit: 3 });
  });
});
