import { createHmac } from 'node:crypto';

/** The header every webhook delivery carries (issue 24). */
export const SIGNATURE_HEADER = 'Cq-Signature';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the endpoint's secret: Stripe's scheme, so
 * receivers can reuse what they know (the developer guide's Node snippet checks it). The timestamp is inside the
 * HMAC, so a receiver that refuses old timestamps cannot be fed a captured delivery again later.
 */
export function signatureHeader(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
