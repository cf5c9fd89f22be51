import { describe, expect, it } from 'vitest';
import { trailEntry } from '@/test/workspace';
import { auditTrailChanges, firstBrokenLink, trailActionLabel, trailChanges, trailState } from './trail';

describe('trail verification state', () => {
  const chain = [trailEntry(1), trailEntry(2), trailEntry(3)];

  it("is 'verified' when the server verified the chain", () => {
    expect(trailState({ entries: chain, verified: true })).toEqual({ kind: 'verified' });
  });

  it('locates a removed, inserted or reordered entry by its links', () => {
    expect(firstBrokenLink(chain)).toBeNull();
    expect(firstBrokenLink([chain[0]!, chain[2]!])).toBe(3);
    expect(firstBrokenLink([chain[0]!, { ...chain[1]!, prevHash: 'forged' }, chain[2]!])).toBe(2);
    expect(firstBrokenLink([{ ...chain[0]!, prevHash: 'x' }])).toBe(1);
    expect(trailState({ entries: [chain[0]!, chain[2]!], verified: false })).toEqual({ kind: 'broken', at: 3 });
  });

  it('still reports a break the links cannot place (an entry edited in place)', () => {
    expect(trailState({ entries: chain, verified: false })).toEqual({ kind: 'broken', at: null });
  });
});

describe('trail entries', () => {
  it('lists what a creation set, skipping empty fields, with labels', () => {
    const changes = trailChanges({
      before: null,
      after: {
        id: 'a1',
        title: 'Site 104',
        description: '',
        type: 'clinical_trial',
        status: 'draft',
        progress: 0,
        scheduledDate: null,
        version: 1,
      },
    });
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Title', null, 'Site 104'],
      ['Type', null, 'Clinical Trial'],
      ['Status', null, 'Draft'],
      ['Progress', null, '0%'],
    ]);
  });

  it('shows old and new values of a change, including a cleared date', () => {
    const changes = trailChanges({
      before: { status: 'draft', scheduledDate: '2026-12-01', progress: 10 },
      after: { status: 'in_progress', scheduledDate: null, progress: 10 },
    });
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Status', 'Draft', 'In Progress'],
      ['Scheduled date', 'Dec 01, 2026', '(none)'],
    ]);
  });

  it('names the people an audit assigns, and leaves out an empty list of auditors', () => {
    const names: Record<string, string> = { u1: 'Ada Lovelace', u2: 'Grace Hopper', u3: 'Alan Turing' };
    const changes = auditTrailChanges((id) => names[id] ?? id);
    expect(
      changes({
        before: null,
        after: { title: 'Site 104', leadAuditorId: null, auditorIds: [], reviewerId: 'u2' },
      }).map((c) => [c.label, c.after]),
    ).toEqual([
      ['Title', 'Site 104'],
      ['Reviewer', 'Grace Hopper'],
    ]);
    expect(
      changes({
        before: { leadAuditorId: null, auditorIds: ['u3'] },
        after: { leadAuditorId: 'u1', auditorIds: ['u3', 'u9'] },
      }).map((c) => [c.label, c.before, c.after]),
    ).toEqual([
      ['Lead auditor', '(none)', 'Ada Lovelace'],
      // Someone no longer a member keeps their id.
      ['Auditors', 'Alan Turing', 'Alan Turing, u9'],
    ]);
  });

  it('names the actions', () => {
    expect(trailActionLabel('create')).toBe('Created');
    expect(trailActionLabel('update')).toBe('Updated');
    expect(trailActionLabel('status.completed')).toBe('Moved to Completed');
    expect(trailActionLabel('something.else')).toBe('something.else');
  });
});
