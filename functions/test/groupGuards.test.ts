import { describe, expect, it } from 'vitest';
import { authContract } from '@cq/shared/contract/auth';
import { leadsContract } from '@cq/shared/contract/leads';
import { sessionContract } from '@cq/shared/contract/session';
import { groups } from '@cq/shared';
import { createGroupHandler, missingGuards } from '../src/http/groupHandler';
import { operations as authOperations } from '../src/auth/handler';
import { operations as leadsOperations } from '../src/leads/handler';
import { operations as sessionOperations } from '../src/session/handler';
import { counted } from '../src/http/tableGuards';

/**
 * The manifest says what each route needs (signed in, owned, rate limited); the group handler's guards must
 * carry it: a group that forgets the signed-in layer does not compile, and one that forgets any guard its routes
 * need does not start.
 */
describe('group guards', () => {
  it('starts every group: each has the guards its routes need', async () => {
    for (const group of groups()) {
      const module = (await import(`../src/${group}/handler.ts`)) as { handler: unknown };
      expect(typeof module.handler, group).toBe('function');
    }
  });

  it('refuses a group with signed-in routes and no signed-in layer (a type error, and at startup)', () => {
    // @ts-expect-error -- the auth group's routes are signed in: its handler cannot be made without `signedIn`.
    expect(() => createGroupHandler('auth', authContract, authOperations)).toThrow(
      "The auth group's handler lacks guards its routes need: GET /api/auth/user: signedIn; PATCH /api/auth/user: signedIn",
    );
    // @ts-expect-error -- nor with guards that are not the signed-in layer.
    expect(() => createGroupHandler('auth', authContract, authOperations, counted)).toThrow(/signedIn/);
  });

  it('refuses a group whose operations declare a rate limit without the rate-limit guard', () => {
    expect(missingGuards('leads', leadsOperations, counted)).toEqual([
      'POST /api/contact-messages: rateLimit',
      'POST /api/consultation-requests: rateLimit',
      'POST /api/newsletter-subscriptions: rateLimit',
    ]);
    expect(() => createGroupHandler('leads', leadsContract, leadsOperations)).toThrow(/rateLimit/);
  });

  it('lets a group of public routes that declare nothing go without any guard', () => {
    expect(missingGuards('session', sessionOperations, {})).toEqual([]);
    expect(typeof createGroupHandler('session', sessionContract, sessionOperations)).toBe('function');
  });

  it('refuses an operation that is not one of the group’s routes', () => {
    expect(missingGuards('session', { 'GET /api/health': {} }, {})).toEqual([
      'GET /api/health: not a route of session',
    ]);
  });
});
