import { typeChecklistFields } from '@cq/shared/templates/rules';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  complianceRate,
  DEFAULT_TEMPLATES,
  generateFindings,
  riskLevel,
  riskScore,
  type ChecklistItem,
  type ChecklistResponse,
  type Audit,
  type Report,
} from '@cq/shared';
import type { Auditee, Study } from '@cq/shared/auditees/schemas';
import { reportFinding } from '../../data/audits/findings';
import { exportModel } from './model';
import { PDF_REPLACED_NOTE, renderPdf } from './pdf';

const RESPONSES: Record<string, ChecklistResponse> = {
  C: 'compliant',
  M: 'minor_finding',
  N: 'non_compliant',
  X: 'not_applicable',
};

/** A signed report of a built-in template, its questions answered in order (`'NCMXN'`: N non-compliant, …). */
function signedReport(type: Report['type'], answers: string, notes = ''): Report {
  const template = DEFAULT_TEMPLATES.find((t) => t.type === type)!;
  const checklist: ChecklistItem[] = template.questions.map((q, i) => ({
    ...q,
    response: RESPONSES[answers[i]!]!,
    notes,
  }));
  const generatedFindings = generateFindings(checklist);
  const score = riskScore(generatedFindings);
  const at = '2026-11-20T10:00:00.000Z';
  return {
    id: 'report-1',
    title: 'Site 7 / Q4 audit',
    type,
    status: 'approved',
    progress: 100,
    findings: generatedFindings.length,
    riskScore: score,
    riskLevel: riskLevel(score),
    createdAt: at,
    updatedAt: at,
    version: 6,
    notes: '',
    auditId: null,
    ...typeChecklistFields(),
    checklist,
    generatedFindings,
    complianceRate: complianceRate(checklist),
    completedAt: at,
    createdBy: 'author-1',
    reviewerId: 'signer-1',
    authorIds: ['author-1'],
    signatures: [
      {
        signerId: 'author-1',
        printedName: 'Ada Author',
        email: 'author@example.com',
        meaning: 'Authored',
        signedAt: at,
        contentHash: 'a'.repeat(64),
        valid: true,
      },
      {
        signerId: 'signer-1',
        printedName: 'Sam Signer',
        email: 'signer@example.com',
        meaning: 'Approved',
        signedAt: at,
        contentHash: 'a'.repeat(64),
        valid: true,
      },
    ],
    reviewedBy: ['signer-1'],
  };
}

/** Each page's lines of text, in page order, with or without what every page carries (number, header, DRAFT). */
async function pagesOf(pdf: Uint8Array, { furniture = false } = {}): Promise<string[][]> {
  const doc = await getDocument({ data: pdf, verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    const lines = content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean);
    pages.push(furniture ? lines : lines.filter((line) => !FURNITURE.some((f) => f.test(line))));
  }
  return pages;
}

const EXPORTED = /^Exported \d{4}-\d\d-\d\dT[\d:.]+Z \(UTC\)$/;
const FURNITURE = [/^Page \d+ of \d+$/, /^DRAFT$/, /^Clarity Clinical QA, LLC - Report R-/];
const HEADINGS = ['Audit', 'Distribution', 'Executive summary', 'Checklist', 'Findings', 'Risk score', 'Signatures'];

const AUDITEE: Auditee = {
  id: 'auditee-1',
  name: 'St. Mary Research Site 7',
  kind: 'site',
  address: '12 Harbour Road, Boston',
  country: 'United States',
  contactName: 'Dana Contact',
  contactEmail: 'dana@site7.example',
  contactPhone: '',
  status: 'active',
  notes: '',
  riskRating: null,
  riskReason: '',
  createdBy: 'author-1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
};

const STUDY: Study = {
  id: 'study-1',
  protocolNumber: 'CQ-ONC-204',
  title: 'Oncology phase III',
  phase: 'phase-3',
  sponsorId: null,
  createdBy: 'author-1',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
};

describe('renderPdf', () => {
  it('opens the first page with the letterhead and the title, and closes the last with the exported line', async () => {
    const pages = await pagesOf(await renderPdf(exportModel(signedReport('vendor_audit', 'NCMXN'))));
    expect(pages[0]!.slice(0, 3)).toEqual([
      'Clarity Clinical QA, LLC',
      'hello@clarityclinicalqa.com · +1 (617) 555-0142 · Nationwide US',
      'Site 7 / Q4 audit',
    ]);
    expect(pages.at(-1)!.at(-2)).toBe('a'.repeat(64));
    expect(pages.at(-1)!.at(-1)).toMatch(EXPORTED);
  });

  it.each([
    ['vendor_audit', 'NNNNC', ''], // used to leave "Risk score" alone at the foot of page 1
    ['vendor_audit', 'NNNCC', ''], // used to put the signature's hash line alone on page 2
    ['gcp_site_audit', 'NNNNN', 'Two participants consented on version 2.'],
  ] as const)(
    'a longer %s report (%s): the exported line on the last page only, no heading or split signature at a page foot',
    async (type, answers, notes) => {
      const pages = await pagesOf(await renderPdf(exportModel(signedReport(type, answers, notes))));
      expect(pages.length).toBeGreaterThan(1);
      expect(pages.map((lines) => lines.filter((line) => EXPORTED.test(line)).length)).toEqual([
        ...pages.slice(1).map(() => 0),
        1,
      ]);
      for (const lines of pages.slice(0, -1)) expect(HEADINGS).not.toContain(lines.at(-1));
      const last = pages.at(-1)!;
      expect(last.slice(-6, -1)).toEqual([
        'Signatures',
        'Authored by Ada Author <author@example.com> at 2026-11-20T10:00:00.000Z (UTC); content SHA-256',
        'a'.repeat(64),
        'Approved by Sam Signer <signer@example.com> at 2026-11-20T10:00:00.000Z (UTC); content SHA-256',
        'a'.repeat(64),
      ]);
    },
  );

  it('numbers every page "Page X of Y" and marks every page of a report not yet approved DRAFT, none once approved', async () => {
    const approved = signedReport('gcp_site_audit', 'NNNNN', 'Two participants consented on version 2.');
    const draft = { ...approved, status: 'completed' as const, signatures: approved.signatures.slice(0, 1) };

    const draftPages = await pagesOf(await renderPdf(exportModel(draft)), { furniture: true });
    expect(draftPages.length).toBeGreaterThan(1);
    draftPages.forEach((lines, i) => {
      expect(lines.filter((line) => /^Page \d+ of \d+$/.test(line))).toEqual([`Page ${i + 1} of ${draftPages.length}`]);
      expect(lines.filter((line) => line === 'DRAFT')).toHaveLength(1);
    });
    expect(draftPages[0]).toContain('DRAFT: not approved.');
    // Every page after the first names the firm and the report.
    for (const lines of draftPages.slice(1))
      expect(lines).toContain('Clarity Clinical QA, LLC - Report R-20261120-EPORT1');

    const approvedPages = await pagesOf(await renderPdf(exportModel(approved)), { furniture: true });
    approvedPages.forEach((lines, i) => {
      expect(lines).toContain(`Page ${i + 1} of ${approvedPages.length}`);
      expect(lines.some((line) => line.includes('DRAFT'))).toBe(false);
    });
  });

  it('carries the issued record: auditee and address, protocol, dates, auditors, distribution, summary, evidence, CAPA status', async () => {
    const report = signedReport('vendor_audit', 'NCCCC');
    const questionId = report.generatedFindings[0]!.questionId;
    const audit = {
      id: 'audit-1',
      title: 'Site 7 routine audit',
      description: '',
      type: 'clinical_trial',
      status: 'completed',
      progress: 100,
      scheduledDate: null,
      completedDate: null,
      leadAuditorId: 'author-1',
      auditorIds: ['co-1'],
      reviewerId: 'signer-1',
      auditeeId: AUDITEE.id,
      studyId: STUDY.id,
      scope: 'Consent and IP accountability',
      mode: 'on_site',
      plannedStart: '2026-11-18',
      plannedEnd: '2026-11-19',
      actualStart: '2026-11-18',
      actualEnd: '2026-11-20',
      agenda: null,
      createdBy: 'author-1',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      version: 1,
    } satisfies Audit;
    const model = exportModel(report, {
      audit,
      auditee: AUDITEE,
      study: STUDY,
      names: { 'author-1': 'Ada Author', 'co-1': 'Cole Auditor', 'signer-1': 'Sam Signer' },
      findings: [
        { ...reportFinding(report, report.generatedFindings[0]!, report.completedAt!), status: 'in_progress' },
      ],
      capas: [
        {
          id: `${report.id}.${questionId}`,
          reportId: report.id,
          findingId: `${report.id}.${questionId}`,
          title: 'Consent',
          description: '',
          rootCause: '',
          correctiveAction: '',
          preventiveAction: '',
          responsiblePerson: '',
          dueDate: '2026-12-20',
          status: 'in_progress',
          checkDueDate: null,
          effectivenessChecks: [],
          createdAt: report.completedAt!,
          updatedAt: report.completedAt!,
          version: 2,
        },
      ],
      evidence: [
        {
          questionId,
          name: 'delegation-log.pdf',
          size: 2048,
          sha256: 'b'.repeat(64),
          uploadedAt: '2026-11-19T09:30:00.000Z',
          uploadedBy: 'co-1',
          superseded: false,
        },
      ],
    });
    const text = (await pagesOf(await renderPdf(model))).flat();
    expect(text).toEqual(
      expect.arrayContaining([
        'Report number: R-20261120-EPORT1',
        'Auditee: St. Mary Research Site 7',
        'Auditee address: 12 Harbour Road, Boston, United States',
        'Study: Oncology phase III (Phase III)',
        'Protocol: CQ-ONC-204',
        'Scope: Consent and IP accountability',
        'Planned dates: 2026-11-18 to 2026-11-19',
        'Actual dates: 2026-11-18 to 2026-11-20',
        'Lead auditor: Ada Author',
        'Co-auditors: Cole Auditor',
        'Reviewer: Sam Signer',
        'Dana Contact <dana@site7.example>, St. Mary Research Site 7',
        '1 finding: 1 critical.',
        'CAPA: 1 of 1 not closed.',
        'Status: In Progress; CAPA In Progress',
        `Reference: ${report.checklist[0]!.reference}`,
      ]),
    );
    const joined = text.join(' ');
    expect(joined).toContain(`- delegation-log.pdf (SHA-256 ${'b'.repeat(64)})`);
    expect(joined).toContain('delegation-log.pdf (2048 bytes), SHA-256');
    expect(joined).toContain('uploaded 2026-11-19T09:30:00.000Z (UTC) by Cole Auditor');
    expect(joined).toContain('Approved by Sam Signer <signer@example.com> at 2026-11-20T10:00:00.000Z (UTC)');
    expect(joined).toContain('Authored by Ada Author <author@example.com> at 2026-11-20T10:00:00.000Z (UTC)');
  });

  it('says in the signature block that a signature no longer matches the content', async () => {
    const report = signedReport('vendor_audit', 'CCCCC');
    const [, approved] = report.signatures;
    const pages = await pagesOf(
      await renderPdf(exportModel({ ...report, signatures: [{ ...approved!, valid: false }] })),
    );
    const block = pages.at(-1)!.join(' ');
    expect(block).toContain(`SHA-256 ${'a'.repeat(64)}. Signature invalid: the record changed after it was signed`);
    const everything = pages.flat().join(' ');
    expect(everything.match(/Signature invalid/g)).toHaveLength(1);
  });

  it('draws Latin letters as typed (ü, ô, —), a letter outside the font by its base letter, others as ? with a note', async () => {
    const report = { ...signedReport('vendor_audit', 'CCCCC'), title: 'Zürich — Hôpital Győr Ω 東京' };
    const pages = await pagesOf(await renderPdf(exportModel(report)));
    expect(pages[0]![2]).toBe('Zürich — Hôpital Gyor ? ??');
    expect(pages.flat()).toContain(PDF_REPLACED_NOTE);

    const latin = { ...signedReport('vendor_audit', 'CCCCC'), title: 'Zürich — Hôpital' };
    const plain = await pagesOf(await renderPdf(exportModel(latin)));
    expect(plain[0]![2]).toBe('Zürich — Hôpital');
    expect(plain.flat()).not.toContain(PDF_REPLACED_NOTE);
  });
});
