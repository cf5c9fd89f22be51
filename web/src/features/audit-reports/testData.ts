import { typeChecklistFields } from '@cq/shared/templates/rules';
/**
 * Audit reports as the API answers them, for this feature's tests (answers are checked against the contract in
 * tests, so these must stay valid). `withAnswers` recomputes findings, score and progress with the shared rules,
 * as the API does.
 */
import {
  checklistCount,
  complianceRate,
  generateFindings,
  reportProgress,
  riskLevel,
  riskScore,
  type ChecklistItem,
  type ChecklistResponse,
} from '@cq/shared/reports/rules';
import { reviewersWhoSigned } from '@cq/shared/orgs/rules';
import type { Capa } from '@cq/shared/reports/capa';
import type { Report, ReportSummary, VerifiedSignature } from '@cq/shared/reports/schemas';
import { DEFAULT_TEMPLATES, type ReportType } from '@cq/shared/reports/templates';

export const REPORT_ID = '01a209c9-0000-7000-8000-000000000001';

export function checklistFor(type: ReportType): ChecklistItem[] {
  return DEFAULT_TEMPLATES.find((t) => t.type === type)!.questions.map((q) => ({ ...q, response: null, notes: '' }));
}

export function report(overrides: Partial<Report> = {}): Report {
  const type = overrides.type ?? 'vendor_audit';
  return {
    id: REPORT_ID,
    title: 'Vendor qualification: Acme CRO',
    type,
    status: 'draft',
    progress: 0,
    findings: 0,
    riskScore: 0,
    riskLevel: 'Low',
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    version: 1,
    notes: '',
    auditId: null,
    ...typeChecklistFields(),
    checklist: checklistFor(type),
    generatedFindings: [],
    complianceRate: null,
    completedAt: null,
    reviewerId: null,
    createdBy: 'u1',
    authorIds: ['u1'],
    signatures: [],
    ...overrides,
    reviewedBy: reviewersWhoSigned(overrides.signatures ?? []),
  };
}

/** The report after these answers (question id → answer), with everything that follows from them. */
export function withAnswers(
  base: Report,
  answers: Record<string, ChecklistResponse | { response: ChecklistResponse; notes: string }>,
  overrides: Partial<Report> = {},
): Report {
  const checklist = base.checklist.map((item) => {
    const a = answers[item.id];
    if (!a) return item;
    return typeof a === 'string' ? { ...item, response: a } : { ...item, ...a };
  });
  const generatedFindings = generateFindings(checklist);
  const score = riskScore(generatedFindings);
  return {
    ...base,
    checklist,
    generatedFindings,
    findings: generatedFindings.length,
    progress: reportProgress(checklist),
    riskScore: score,
    riskLevel: riskLevel(score),
    complianceRate: complianceRate(checklist),
    status: base.status === 'draft' ? 'in_progress' : base.status,
    version: base.version + 1,
    ...overrides,
  };
}

/**
 * A signature as the API shows it (21 CFR 11.50): who, when (UTC), what it means, the content's hash, and whether
 * that hash still matches the report.
 */
export const signature = (overrides: Partial<VerifiedSignature> = {}): VerifiedSignature => ({
  signerId: 'u1',
  printedName: 'Ada Lovelace',
  email: 'ada@example.com',
  meaning: 'Authored',
  signedAt: '2026-11-23T14:05:09.000Z',
  contentHash: 'ab'.repeat(32),
  valid: true,
  ...overrides,
});

export const summaryOf = (r: Report): ReportSummary => ({
  id: r.id,
  title: r.title,
  type: r.type,
  status: r.status,
  progress: r.progress,
  findings: r.findings,
  riskScore: r.riskScore,
  riskLevel: r.riskLevel,
  authorIds: r.authorIds,
  reviewedBy: r.reviewedBy,
  reviewerId: r.reviewerId,
  ...checklistCount(r.checklist),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  version: r.version,
});

export const summary = (overrides: Partial<ReportSummary> = {}): ReportSummary => ({
  ...summaryOf(report()),
  ...overrides,
});

export const capa = (overrides: Partial<Capa> = {}): Capa => ({
  id: '01a209c9-0000-7000-8000-0000000000c1',
  reportId: REPORT_ID,
  findingId: 'finding-vendor-1',
  title: 'Non-compliance: Vendor Oversight',
  description: 'Find the root cause, correct it and verify the effect within 30 days.',
  rootCause: '',
  correctiveAction: '',
  preventiveAction: '',
  responsiblePerson: '',
  dueDate: '2026-12-05',
  status: 'open',
  checkDueDate: null,
  effectivenessChecks: [],
  createdAt: '2026-11-05T10:00:00.000Z',
  updatedAt: '2026-11-05T10:00:00.000Z',
  version: 1,
  ...overrides,
});
