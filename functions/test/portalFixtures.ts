import { expect } from 'vitest';
import { listOutbox } from '../src/data/ops/outbox';
import { invoke, type Caller } from './harness';

/**
 * The auditee portal's steps (issue 20) as tests take them: a response request sent to Sam Site, the code mailed
 * to him confirmed for the portal's bearer, and an answer a site would give.
 */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function send(caller: Caller, auditId: string, body: Record<string, unknown> = {}) {
  const res = await invoke('POST', `/api/audits/${auditId}/response-requests`, {
    caller,
    body: { recipientName: 'Sam Site', recipientEmail: 'sam@site.example', ...body },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const url = res.json!.url as string;
  return {
    id: res.json!.id as string,
    url,
    expiresAt: res.json!.expiresAt as string,
    token: url.split('/respond/')[1]!,
  };
}

/** The newest code mailed to the recipient. */
export async function mailedCode(): Promise<string> {
  const mail = (await listOutbox(50)).find((m) => m.to.includes('sam@site.example') && /code: \d{6}$/.test(m.subject));
  return /(\d{6})$/.exec(mail!.subject)![1]!;
}

/** Codes are limited per client address (5 in 10 minutes): each ask comes from another one. */
let asks = 0;
export const askCode = (token: string) =>
  invoke('POST', `/api/respond/${token}/code`, { sourceIp: `198.51.100.${(asks += 1)}` });

/** Asks for a code and confirms it: the portal's bearer. */
export async function session(token: string): Promise<Record<string, string>> {
  expect((await askCode(token)).status).toBe(200);
  const verified = await invoke('POST', `/api/respond/${token}/verify`, { body: { code: await mailedCode() } });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  return { authorization: `Bearer ${verified.json!.token}` };
}

export const answer = {
  agreement: 'agree',
  rootCause: 'The consent log was not checked against the current version.',
  whys: ['Old form used', 'Stock not replaced', 'No version check', 'No owner of forms', 'Process gap'],
  causeCategory: 'process',
  correctiveAction: 'Re-consent the two participants on version 3.',
  preventiveAction: 'Version check at each consent visit.',
  owner: 'Dr. Site Lead',
  targetDate: day(45),
};
