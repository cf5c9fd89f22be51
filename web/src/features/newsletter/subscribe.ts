import type { NewsletterSource } from '@cq/shared';
import { parseApiErrorBody } from '@cq/shared/schemas/common';
import { api } from '@/lib/api/call';
import { HttpError } from '@/lib/api/request';
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export type SubscribeResult = { ok: true } | { ok: false; message: string; field?: string };

/**
 * Stores the address through the lead path, with the form's honeypot (`website`, left out when blank; the API
 * answers a filled one with a fake success). Failures become the server's own message where it sent one.
 */
export async function subscribe(email: string, source: NewsletterSource, website = ''): Promise<SubscribeResult> {
  try {
    await api('POST /api/newsletter-subscriptions', { body: { email, source, ...(website ? { website } : {}) } });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof HttpError)) return { ok: false, message: GENERIC_ERROR };
    // Not JSON (a proxy error page): the generic message.
    const body = parseApiErrorBody(error.bodyText);
    if (error.status === 400 && body?.fields?.email) return { ok: false, message: body.fields.email, field: 'email' };
    if (error.status === 429 || (error.status < 500 && body?.error)) {
      return { ok: false, message: body?.error ?? GENERIC_ERROR };
    }
    return { ok: false, message: GENERIC_ERROR };
  }
}
