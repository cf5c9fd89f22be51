import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { newsletterSubscriptionSchema } from './newsletter';

describe('newsletterSubscriptionSchema', () => {
  it('accepts and trims an address, with an optional source', () => {
    expect(newsletterSubscriptionSchema.parse({ email: '  qa@helix.example ', source: 'insights' })).toEqual({
      email: 'qa@helix.example',
      source: 'insights',
    });
    expect(newsletterSubscriptionSchema.parse({ email: 'qa@helix.example' })).toEqual({ email: 'qa@helix.example' });
  });

  it.each([[''], ['qa@'], ['not an email'], [undefined], [42], [`${'x'.repeat(250)}@a.co`]])(
    'rejects %j with the contact form message',
    (email) => {
      const parsed = newsletterSubscriptionSchema.safeParse({ email });
      expect(parsed.success).toBe(false);
      expect(fieldErrors(parsed.error!)).toEqual({ email: 'Invalid email address' });
    },
  );

  it('rejects unknown fields and unknown sources', () => {
    expect(newsletterSubscriptionSchema.safeParse({ email: 'a@b.co', admin: true }).success).toBe(false);
    expect(newsletterSubscriptionSchema.safeParse({ email: 'a@b.co', source: 'elsewhere' }).success).toBe(false);
  });
});
