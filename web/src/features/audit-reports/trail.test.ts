import { describe, expect, it } from 'vitest';
import { firstBrokenLink, trailActionLabel, trailChanges, trailState } from './trail';
import { report, withAnswers } from './testData';

const entry = (seq: number, prevHash: string, hash: string) => ({ seq, prevHash, hash });

describe('report trail', () => {
  it('finds where the chain visibly breaks, and takes the server verdict first', () => {
    const ok = [entry(1, '0'.repeat(64), 'a'), entry(2, 'a', 'b'), entry(3, 'b', 'c')];
    expect(firstBrokenLink(ok)).toBeNull();
    expect(firstBrokenLink([ok[0]!, ok[2]!])).toBe(3);
    expect(firstBrokenLink([ok[0]!, entry(2, 'x', 'b')])).toBe(2);
    const full = ok.map((e) => ({ ...e, at: '', actor: 'u1', action: 'update', before: null, after: {} }));
    expect(trailState({ entries: full, verified: true })).toEqual({ kind: 'verified' });
    expect(trailState({ entries: full, verified: false })).toEqual({ kind: 'broken', at: null });
    // An entry edited in place keeps its links: only the server, recomputing the hashes, can say where.
    expect(trailState({ entries: full, verified: false, brokenAt: 2 })).toEqual({ kind: 'broken', at: 2 });
  });

  it('summarises answers as counts and scores, and shows only what changed', () => {
    const before = report();
    const after = withAnswers(before, { 'vendor-1': 'non_compliant', 'vendor-3': 'compliant' });
    const pick = (r: typeof before) => ({
      checklist: r.checklist,
      generatedFindings: r.generatedFindings,
      progress: r.progress,
      riskScore: r.riskScore,
      riskLevel: r.riskLevel,
      status: r.status,
    });
    expect(trailChanges({ before: pick(before), after: pick(after) })).toEqual([
      { field: 'status', label: 'Status', before: 'Draft', after: 'In Progress' },
      { field: 'answers', label: 'Answers', before: '0 of 5 answered', after: '2 of 5 answered' },
      { field: 'answers.1', label: 'Question 1', before: 'Not answered', after: 'Non-Compliant' },
      { field: 'answers.3', label: 'Question 3', before: 'Not answered', after: 'Compliant' },
      { field: 'findings', label: 'Findings', before: '0', after: '1' },
      { field: 'progress', label: 'Progress', before: '0%', after: '40%' },
      { field: 'riskScore', label: 'Risk score', before: '0/100', after: '25/100' },
    ]);
  });

  it('shows a note added to an answer, though the count of answers stays the same', () => {
    const before = withAnswers(report(), { 'vendor-2': 'minor_finding' });
    const after = withAnswers(report(), {
      'vendor-2': { response: 'minor_finding', notes: 'SAE reported 9 days late' },
    });
    expect(trailChanges({ before: { checklist: before.checklist }, after: { checklist: after.checklist } })).toEqual([
      {
        field: 'answers.2',
        label: 'Question 2',
        before: 'Minor Finding',
        after: 'Minor Finding; notes: SAE reported 9 days late',
      },
    ]);
  });

  it('shows a creation, an export and a signature', () => {
    expect(trailChanges({ before: null, after: report() }).map((c) => `${c.label}: ${c.after}`)).toEqual([
      'Title: Vendor qualification: Acme CRO',
      'Type: Vendor Audit',
      'Status: Draft',
      'Answers: 0 of 5 answered',
      'Findings: 0',
      'Progress: 0%',
      'Risk score: 0/100',
      'Risk level: Low',
    ]);
    expect(trailChanges({ before: null, after: { format: 'pdf', bytes: 2048, version: 4 } })).toEqual([
      { field: 'format', label: 'Format', before: null, after: 'PDF' },
    ]);
    const signature = {
      signerId: 'u1',
      printedName: 'Ada Lovelace',
      email: 'ada@example.com',
      meaning: 'Approved',
      signedAt: '2026-11-23T14:05:09.000Z',
      contentHash: 'f'.repeat(64),
    };
    expect(
      trailChanges({ before: { status: 'completed', signature: null }, after: { status: 'approved', signature } }),
    ).toEqual([
      { field: 'status', label: 'Status', before: 'Completed', after: 'Approved' },
      {
        field: 'signature',
        label: 'Signature',
        before: '(none)',
        after: 'Approved by Ada Lovelace (ada@example.com) at Nov 23, 2026, 14:05:09 UTC',
      },
    ]);
  });

  it('names each action', () => {
    expect(
      ['create', 'responses', 'update', 'status.review', 'status.completed', 'sign', 'export', 'other'].map(
        trailActionLabel,
      ),
    ).toEqual([
      'Created',
      'Answers recorded',
      'Updated',
      'Moved to Under Review',
      'Moved to Completed',
      'Signed',
      'Exported',
      'other',
    ]);
  });
});
