import { describe, expect, it } from 'vitest';
import { HttpError } from './request';
import { GENERIC_SUBMIT_ERROR, NETWORK_SUBMIT_ERROR, RATE_LIMIT_ERROR, submitError } from './submitError';

const http = (status: number, body: unknown) =>
  new HttpError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Status');

describe('submitError', () => {
  it('treats a rejected fetch as a network failure', () => {
    expect(submitError(new TypeError('Failed to fetch'))).toEqual({ message: NETWORK_SUBMIT_ERROR, fields: {} });
  });

  it('shows the rate-limit message of a 429, or the standard one when the body has none', () => {
    expect(submitError(http(429, { error: 'Slow down.' })).message).toBe('Slow down.');
    expect(submitError(http(429, '')).message).toBe(RATE_LIMIT_ERROR);
  });

  it('maps the field messages of a 400', () => {
    expect(
      submitError(
        http(400, {
          error: 'Please correct the highlighted fields.',
          fields: { email: 'Invalid email address', x: 1 },
        }),
      ),
    ).toEqual({ message: 'Please correct the highlighted fields.', fields: { email: 'Invalid email address' } });
  });

  it('hides server text unless asked for it', () => {
    expect(submitError(http(500, { error: 'Mailbox unavailable' })).message).toBe(GENERIC_SUBMIT_ERROR);
    expect(submitError(http(500, { error: 'Mailbox unavailable' }), { serverText: true }).message).toBe(
      'Mailbox unavailable',
    );
    expect(submitError(http(502, '<html>bad gateway</html>'), { serverText: true }).message).toBe(GENERIC_SUBMIT_ERROR);
  });
});
