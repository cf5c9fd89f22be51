import { describe, expect, it } from 'vitest';
import type { SignatureMeaning } from '../reports/schemas';
import { awaitsReviewBy, memberCap, memberCapMessage, reviewersWhoSigned, signingRefusal } from './rules';
import type { OrgRole } from './roles';

const sign = (role: OrgRole | null, signerId: string, meaning: SignatureMeaning) =>
  signingRefusal({ role, signerId, authorIds: ['ada', 'bob'], meaning });

describe('separation of duties when signing (signingRefusal)', () => {
  it('keeps single-person signing in the personal workspace', () => {
    for (const meaning of ['Authored', 'Reviewed', 'Approved'] as const) expect(sign(null, 'ada', meaning)).toBeNull();
  });

  it('lets a reviewer, admin or owner who did not write the report approve or review it', () => {
    for (const role of ['reviewer', 'admin', 'owner'] as const) {
      expect(sign(role, 'carol', 'Approved')).toBeNull();
      expect(sign(role, 'carol', 'Reviewed')).toBeNull();
    }
  });

  it('refuses an author who would approve or review their own work, pointing them to "Authored"', () => {
    expect(sign('owner', 'ada', 'Approved')).toBe(
      'You wrote or answered this report, so you cannot sign it as "Approved": another reviewer must. You may sign it as "Authored".',
    );
    expect(sign('reviewer', 'bob', 'Reviewed')).toMatch(/cannot sign it as "Reviewed"/);
  });

  it('refuses roles without approval rights whatever the report', () => {
    expect(sign('auditor', 'carol', 'Approved')).toBe(
      'Your role (Auditor) cannot sign as "Approved": a reviewer, admin or owner must.',
    );
    expect(sign('viewer', 'carol', 'Reviewed')).toBe(
      'Your role (Viewer) cannot sign as "Reviewed": a reviewer, admin or owner must.',
    );
  });

  it('lets only the report’s authors sign "Authored", and never a viewer', () => {
    expect(sign('auditor', 'ada', 'Authored')).toBeNull();
    expect(sign('reviewer', 'bob', 'Authored')).toBeNull();
    expect(sign('reviewer', 'carol', 'Authored')).toBe(
      'Only someone who wrote or answered this report can sign it as "Authored".',
    );
    expect(sign('viewer', 'ada', 'Authored')).toBe('Your role (Viewer) cannot sign reports.');
  });
});

describe('awaiting review', () => {
  const report = { reviewerId: 'carol', status: 'review', authorIds: ['ada'], reviewedBy: [] as string[] };

  it('waits for the named reviewer while the report is under review or completed', () => {
    expect(awaitsReviewBy(report, 'carol')).toBe(true);
    expect(awaitsReviewBy({ ...report, status: 'completed' }, 'carol')).toBe(true);
    expect(awaitsReviewBy(report, 'dave')).toBe(false);
    for (const status of ['draft', 'in_progress', 'approved'])
      expect(awaitsReviewBy({ ...report, status }, 'carol')).toBe(false);
  });

  it('stops waiting once the reviewer signed with a reviewing meaning, and never waits for an author', () => {
    expect(awaitsReviewBy({ ...report, reviewedBy: ['carol'] }, 'carol')).toBe(false);
    expect(awaitsReviewBy({ ...report, authorIds: ['ada', 'carol'] }, 'carol')).toBe(false);
  });

  it('counts who signed "Approved" or "Reviewed", once each', () => {
    const s = (signerId: string, meaning: SignatureMeaning) => ({ signerId, meaning });
    expect(
      reviewersWhoSigned([s('ada', 'Authored'), s('carol', 'Reviewed'), s('carol', 'Approved'), s('dan', 'Approved')]),
    ).toEqual(['carol', 'dan']);
  });
});

describe('the member cap', () => {
  it('is 3 on Free (owner included) and 25 on Pro, with an upgrade path on Free', () => {
    expect(memberCap(null)).toBe(3);
    expect(memberCap('active')).toBe(25);
    expect(memberCapMessage(3)).toBe(
      "This organisation has reached the Free plan's limit of 3 members (owner included). The owner can upgrade to Pro for up to 25 members.",
    );
  });
});
