import { expect } from 'vitest';
import { listOutbox } from '../src/data/ops/outbox';
import { invoke, type Caller } from './harness';

/** The token of the newest invitation mailed to `email` (the outbox is the local stand-in for SES). */
export async function invitationTokenFor(email: string): Promise<string> {
  const mail = (await listOutbox(200)).find((m) => m.to.includes(email) && m.subject.includes('invited'));
  const match = mail?.text.match(/\/invitations\/([A-Za-z0-9_~-]+)/);
  if (!match) throw new Error(`no invitation mail for ${email}`);
  return match[1]!;
}

/** Makes `who` a member of the organisation with `role`, the way people join: invited by `inviter`, accepted. */
export async function joinOrg(orgId: string, inviter: Caller, who: Caller, role: string) {
  const invited = await invoke('POST', `/api/orgs/${orgId}/invitations`, {
    caller: inviter,
    body: { email: who.email, role },
  });
  expect(invited.status).toBe(201);
  const accepted = await invoke('POST', '/api/invitations/accept', {
    caller: who,
    body: { token: await invitationTokenFor(who.email) },
  });
  expect(accepted.status).toBe(200);
  return accepted.json;
}
