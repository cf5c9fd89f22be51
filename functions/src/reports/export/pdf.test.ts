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
  type Report,
} from '@cq/shared';
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

/** Each page's lines of text, in page order. */
async function pagesOf(pdf: Uint8Array): Promise<string[][]> {
  const doc = await getDocument({ data: pdf, verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean));
  }
  return pages;
}

const EXPORTED = /^Exported \d{4}-\d\d-\d\dT[\d:.]+Z \(UTC\)$/;
const HEADINGS = ['Checklist', 'Findings', 'Risk score', 'Signatures'];

describe('renderPdf', () => {
  it('fits a short report on one page, the exported line included', async () => {
    // Three findings, signed: the exported line used to start a second page of its own.
    const report = signedReport('vendor_audit', 'NCMXN');
    const pages = await pagesOf(await renderPdf(exportModel({ ...report, signatures: report.signatures.slice(1) })));
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page![0]).toBe('Site 7 / Q4 audit');
    expect(page!.at(-2)).toBe('a'.repeat(64));
    expect(page!.at(-1)).toMatch(EXPORTED);
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
    const [lines] = await pagesOf(await renderPdf(exportModel(report)));
    expect(lines![0]).toBe('Zürich — Hôpital Gyor ? ??');
    expect(lines).toContain(PDF_REPLACED_NOTE);

    const latin = { ...signedReport('vendor_audit', 'CCCCC'), title: 'Zürich — Hôpital' };
    const [plain] = await pagesOf(await renderPdf(exportModel(latin)));
    expect(plain![0]).toBe('Zürich — Hôpital');
    expect(plain).not.toContain(PDF_REPLACED_NOTE);
  });
});
