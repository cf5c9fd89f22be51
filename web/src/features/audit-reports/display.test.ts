import { describe, expect, it } from 'vitest';
import { dispositionFilename } from './api';
import { filterReports, progressClass, stepForStatus } from './display';
import { summary } from './testData';

describe('report list rules', () => {
  const reports = [
    summary({ id: '1', title: 'Acme CRO qualification', type: 'vendor_audit', status: 'draft', riskScore: 0 }),
    summary({ id: '2', title: 'Site 104', type: 'gcp_site_audit', status: 'in_progress', riskScore: 80 }),
    summary({
      id: '3',
      title: 'Annual internal review',
      type: 'internal_qa_audit',
      status: 'completed',
      riskScore: 76,
    }),
    summary({ id: '4', title: 'Lab vendor', type: 'vendor_audit', status: 'approved', riskScore: 75 }),
    summary({ id: '5', title: 'Second site', type: 'gcp_site_audit', status: 'review', riskScore: 100 }),
  ];
  const ids = (list: { id: string }[]) => list.map((r) => r.id);

  it('filters by text in the title or the type (key or label), then by type and status', () => {
    const all = { text: '', type: 'all', status: 'all' } as const;
    expect(ids(filterReports(reports, all))).toEqual(['1', '2', '3', '4', '5']);
    expect(ids(filterReports(reports, { ...all, text: '  acme ' }))).toEqual(['1']);
    expect(ids(filterReports(reports, { ...all, text: 'GCP Site' }))).toEqual(['2', '5']);
    expect(ids(filterReports(reports, { ...all, text: 'internal_qa' }))).toEqual(['3']);
    expect(ids(filterReports(reports, { ...all, type: 'vendor_audit' }))).toEqual(['1', '4']);
    expect(ids(filterReports(reports, { ...all, status: 'review' }))).toEqual(['5']);
    expect(ids(filterReports(reports, { text: 'site', type: 'gcp_site_audit', status: 'in_progress' }))).toEqual(['2']);
    expect(filterReports(reports, { ...all, text: 'nothing like it' })).toEqual([]);
  });

  it("keeps for 'Awaiting my review' the reports naming me as reviewer that are under review or completed", () => {
    const all = { text: '', type: 'all', status: 'all' } as const;
    const mine = reports.map((r) =>
      r.id === '2' ? r : { ...r, authorIds: ['u2'], reviewerId: r.id === '1' ? 'u2' : 'u1' },
    );
    // 1 names someone else, 2 nobody, 3 (completed) and 5 (under review) me, 4 me but it is approved.
    expect(ids(filterReports(mine, { ...all, awaitingReviewBy: 'u1' }))).toEqual(['3', '5']);
    expect(ids(filterReports(mine, { ...all, awaitingReviewBy: null }))).toEqual(['1', '2', '3', '4', '5']);
    // Once I signed 5 as "Reviewed" it no longer waits for me; nor does a report I answered myself.
    const signed = mine.map((r) => (r.id === '5' ? { ...r, reviewedBy: ['u1'] } : r));
    expect(ids(filterReports(signed, { ...all, awaitingReviewBy: 'u1' }))).toEqual(['3']);
    const answered = mine.map((r) => (r.id === '3' ? { ...r, authorIds: ['u2', 'u1'] } : r));
    expect(ids(filterReports(answered, { ...all, awaitingReviewBy: 'u1' }))).toEqual(['5']);
  });

  it('colours progress 100 green, 75 or more blue, 50 or more yellow, otherwise grey', () => {
    expect(progressClass(100)).toBe('bg-success');
    expect(progressClass(99)).toBe('bg-[#2563eb]');
    expect(progressClass(75)).toBe('bg-[#2563eb]');
    expect(progressClass(74)).toBe('bg-[#ca8a04]');
    expect(progressClass(50)).toBe('bg-[#ca8a04]');
    expect(progressClass(49)).toBe('bg-[#64748b]');
    expect(progressClass(0)).toBe('bg-[#64748b]');
  });

  it('resumes a saved report at the step its status says', () => {
    expect(stepForStatus('draft')).toBe('checklist');
    expect(stepForStatus('in_progress')).toBe('checklist');
    expect(stepForStatus('review')).toBe('review');
    expect(stepForStatus('completed')).toBe('complete');
    expect(stepForStatus('approved')).toBe('complete');
  });
});

describe('dispositionFilename', () => {
  it("reads the server's file name, plain or RFC 5987, never a path", () => {
    expect(dispositionFilename('attachment; filename="Acme-2026-11-23.pdf"')).toBe('Acme-2026-11-23.pdf');
    expect(dispositionFilename("attachment; filename*=UTF-8''Caf%C3%A9%20audit.md")).toBe('Café audit.md');
    expect(dispositionFilename('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});
