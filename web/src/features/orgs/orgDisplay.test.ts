import { describe, expect, it } from 'vitest';
import { describeOrgEntry, memberName, personResolver, planLine } from './orgDisplay';
import { member, orgEntry } from './testData';

describe('organisation display', () => {
  it('says the plan and the member cap, and who can upgrade', () => {
    expect(planLine({ memberCount: 2, memberCap: 3, plan: 'free' }, false)).toBe(
      '2 of 3 members, Free plan — the owner can upgrade to Pro for up to 25',
    );
    expect(planLine({ memberCount: 1, memberCap: 3, plan: 'free' }, true)).toBe(
      '1 of 3 members, Free plan — you can upgrade to Pro for up to 25',
    );
    expect(planLine({ memberCount: 7, memberCap: 25, plan: 'pro' }, true)).toBe('7 of 25 members, Pro plan');
  });

  it('names a member by name, else e-mail', () => {
    expect(memberName(member('u2', 'viewer', { name: '  ' }))).toBe('u2@example.com');
  });

  it('turns each kind of trail entry into a sentence, with you, members and former members named', () => {
    const entries = [
      orgEntry(1, { action: 'rename', before: { name: 'Acme' }, after: { name: 'Acme Clinical' } }),
      orgEntry(2, { action: 'invitation.create', after: { email: 'k@example.com', role: 'viewer' } }),
      orgEntry(3, {
        action: 'invitation.revoke',
        before: { email: 'k@example.com' },
        after: { email: 'k@example.com' },
      }),
      orgEntry(4, {
        actor: 'u3',
        action: 'member.join',
        after: { userId: 'u3', email: 'former@example.com', role: 'auditor' },
      }),
      orgEntry(5, {
        actor: 'u2',
        action: 'member.remove',
        before: { userId: 'u3', email: 'former@example.com', role: 'auditor' },
      }),
      orgEntry(6, {
        actor: 'u2',
        action: 'member.role',
        before: { userId: 'u1', role: 'owner' },
        after: { userId: 'u1', role: 'admin' },
      }),
      orgEntry(7, { actor: 'u4', action: 'something.new' }),
    ];
    const who = personResolver([member('u2', 'owner', { name: 'Grace Hopper' })], entries, 'u1');
    expect(entries.map((e) => describeOrgEntry(e, who))).toEqual([
      'You renamed the organisation from “Acme” to “Acme Clinical”',
      'You invited k@example.com as Viewer',
      'You revoked the invitation of k@example.com',
      'former@example.com joined as Auditor',
      'Grace Hopper removed former@example.com (Auditor)',
      'Grace Hopper changed the role of you from Owner to Admin',
      'u4: something.new',
    ]);
  });
});
