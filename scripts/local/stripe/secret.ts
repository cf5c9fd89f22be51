import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The local webhook endpoint's signing secret: made once per install and kept beside the stand-in's data, so
 * events signed before a restart still verify after it. Like Stripe's, it starts with `whsec_`.
 */
export function stripeWebhookSecret(dir: string): string {
  const file = path.join(dir, 'webhook-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dir, { recursive: true });
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
