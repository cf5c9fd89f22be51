import { typeChecklistFields } from '@cq/shared/templates/rules';
import { describe, expect, it } from 'vitest';
import {
  complianceRate,
  DEFAULT_TEMPLATES,
  generateFindings,
  reportProgress,
  riskLevel,
  riskScore,
  type ChecklistItem,
  type ChecklistResponse,
  type Report,
} from '@cq/shared';
import { renderHtml } from './html';
import { renderMarkdown } from './markdown';
import { exportModel } from './model';

/** A report under review of the vendor template with these answers in order (null: not answered yet). */
function reportWith(responses: (ChecklistResponse | null)[]): Report {
  const template = DEFAULT_TEMPLATES.find((t) => t.type === 'vendor_audit')!;
  const checklist: ChecklistItem[] = template.questions.map((q, i) => ({
    ...q,
    response: responses[i] ?? null,
    notes: '',
  }));
  const generatedFindings = generateFindings(checklist);
  const score = riskScore(generatedFindings);
  const at = '2026-11-20T10:00:00.000Z';
  return {
    id: 'report-1',
    title: 'Acme CRO',
    type: 'vendor_audit',
    status: 'review',
    progress: reportProgress(checklist),
    findings: generatedFindings.length,
    riskScore: score,
    riskLevel: riskLevel(score),
    createdAt: at,
    updatedAt: at,
    version: 3,
    notes: '',
    auditId: null,
    ...typeChecklistFields(),
    checklist,
    generatedFindings,
    complianceRate: complianceRate(checklist),
    completedAt: null,
    createdBy: 'author-1',
    reviewerId: null,
    authorIds: ['author-1'],
    signatures: [],
    reviewedBy: [],
  };
}

describe('the exported risk score', () => {
  it('is provisional, with no level, until every checklist item is answered', () => {
    const model = exportModel(reportWith(['compliant', null, null, null, null]));
    expect(model.score).toMatchObject({ value: 0, level: 'Provisional: 1 of 5 answered' });
    expect(renderMarkdown(model)).toContain('**0/100 — Provisional: 1 of 5 answered**');
    expect(renderHtml(model)).toContain('0/100 — Provisional: 1 of 5 answered');
    expect(renderMarkdown(model)).not.toContain('Low');
  });

  it('gives the level once the checklist is complete', () => {
    const model = exportModel(reportWith(['compliant', 'compliant', 'compliant', 'not_applicable', 'compliant']));
    expect(model.score).toMatchObject({ value: 0, level: 'Low' });
    expect(renderMarkdown(model)).toContain('**0/100 — Low**');
  });
});

describe('the Markdown and HTML exports', () => {
  it('escape HTML and Markdown structure in user text', () => {
    const report = reportWith(['non_compliant', 'compliant', 'compliant', 'compliant', 'compliant']);
    const notes = 'Seen on site <script>alert(1)</script>\n# heading | a *b* _c_ [x](y)\n1. not a list';
    const checklist = report.checklist.map((item, i) => (i === 0 ? { ...item, notes } : item));
    const generatedFindings = generateFindings(checklist);
    const model = exportModel({ ...report, title: '# Acme <b>CRO</b>', notes, checklist, generatedFindings });

    const md = renderMarkdown(model);
    expect(md).not.toMatch(/<script|<b>/);
    expect(md).toContain('# \\# Acme &lt;b&gt;CRO&lt;/b&gt;');
    expect(md).toContain(
      'Seen on site &lt;script&gt;alert(1)&lt;/script&gt; \\# heading \\| a \\*b\\* \\_c\\_ \\[x\\](y) 1\\. not a list',
    );
    // In a finding's description the lines stay lines, none of them a heading or a list.
    expect(md).toContain('&lt;script&gt;alert(1)&lt;/script&gt;\n\\# heading');
    expect(md).toContain('\n1\\. not a list');
    expect(md.split('\n').filter((line) => /^#{1,6} /.test(line))).toEqual([
      '# \\# Acme &lt;b&gt;CRO&lt;/b&gt;',
      '## Audit',
      '## Distribution',
      '## Executive summary',
      '## Checklist',
      '## Findings',
      expect.stringMatching(/^### /),
      '## Risk score',
      '## Signatures',
    ]);

    const html = renderHtml(model);
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('Seen on site &lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('mark a report DRAFT until it is approved', () => {
    const report = reportWith(['compliant', 'compliant', 'compliant', 'compliant', 'compliant']);
    expect(renderMarkdown(exportModel(report))).toContain('**DRAFT: not approved.**');
    expect(renderHtml(exportModel(report))).toContain('<div class="draft" aria-hidden="true">DRAFT</div>');
    const approved = exportModel({ ...report, status: 'approved' });
    expect(renderMarkdown(approved)).not.toContain('DRAFT');
    expect(renderHtml(approved)).not.toContain('DRAFT');
  });
});
