import type { TrailEntryView } from '@cq/shared/audits/schemas';
import type { OrgRole } from '@cq/shared/orgs/roles';
import type { Invitation, Member, Org, OrgMembership } from '@cq/shared/orgs/schemas';

/** Organisation records as the API answers them (answers are checked against the contract in tests). */
export const ORG_ID = 'org_0190a1b2-0000-7000-8000-0000000000a1';

export const membership = (overrides: Partial<OrgMembership> = {}): OrgMembership => ({
  id: ORG_ID,
  name: 'Acme Clinical',
  role: 'owner',
  ...overrides,
});

export const org = (overrides: Partial<Org> = {}): Org => ({
  ...membership(),
  ownerId: 'u1',
  memberCount: 2,
  memberCap: 3,
  plan: 'free',
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 3,
  ...overrides,
});

export const member = (userId: string, role: OrgRole, overrides: Partial<Member> = {}): Member => ({
  userId,
  email: `${userId}@example.com`,
  name: '',
  role,
  joinedAt: '2026-11-02T10:00:00.000Z',
  version: 1,
  ...overrides,
});

/** The owner Ada (u1, the signed-in test user) and the auditor Grace (u2). */
export const members = (): Member[] => [
  member('u1', 'owner', { name: 'Ada Lovelace', email: 'ada@example.com' }),
  member('u2', 'auditor', { name: 'Grace Hopper', email: 'grace@example.com' }),
];

export const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: 'inv1',
  email: 'katherine@example.com',
  role: 'reviewer',
  invitedBy: 'u1',
  createdAt: new Date().toISOString(),
  expiresAt: '2026-11-09T10:00:00.000Z',
  ...overrides,
});

export const orgEntry = (seq: number, overrides: Partial<TrailEntryView>): TrailEntryView => ({
  seq,
  at: `2026-11-0${seq}T10:00:00.000Z`,
  actor: 'u1',
  action: 'create',
  before: null,
  after: null,
  prevHash: seq === 1 ? '0'.repeat(64) : `hash-${seq - 1}`,
  hash: `hash-${seq}`,
  ...overrides,
});

/** An API refusal as the error handler writes it. */
export const refusal = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'Content-Type': 'application/json' } });
