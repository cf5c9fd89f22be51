/**
 * The guide's code, as the page shows it. Kept as text in one module so the unit test runs the very snippet a
 * reader copies (developers.test.ts imports the Node snippet and checks it against an independent signature).
 */

export const curlSnippet = (origin: string): string =>
  [
    `curl "${origin}/api/audits?limit=20" \\`,
    '  -H "Authorization: Bearer $CQ_TOKEN" \\',
    '  -H "X-Workspace-Id: $CQ_WORKSPACE_ID"',
  ].join('\n');

/** Stripe's scheme (`t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`), so receivers can reuse what they know. */
export const verifySnippet = `import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * header: the Cq-Signature request header; rawBody: the body exactly as received (string or Buffer, before
 * any JSON parsing); secret: the endpoint's signing secret.
 */
export function verifyCqSignature(header, rawBody, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=')));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  // An old delivery is refused: a captured request cannot be replayed later.
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\`).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), expected);
}
`;

/** What a delivery's body looks like (an `audit.created`; `data` holds the record or the change). */
export const payloadSnippet = JSON.stringify(
  {
    id: 'evt_01936f3e-8a4b-7c1d-9e2f-3a4b5c6d7e8f',
    type: 'audit.created',
    createdAt: '2026-11-26T09:30:00.000Z',
    workspaceId: 'org_3fa85f64',
    data: { audit: { id: '01936f3e-…', title: 'Site 12 GCP audit', status: 'scheduled', type: 'gcp_site' } },
  },
  null,
  2,
);
