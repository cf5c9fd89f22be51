import type { ExportModel } from './model';

/**
 * User text as Markdown that renders as the text typed: HTML is written as entities (no tag survives), inline
 * marks are backslash-escaped, and a line that would start a block (heading, quote, list, rule, table) has its
 * first mark escaped.
 */
export function mdText(text: string): string {
  return text
    .replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`)
    .split(/\r?\n/)
    .map((line) => line.replace(/^(\s*)([#+=-])/, '$1\\$2').replace(/^(\s*\d+)([.)])/, '$1\\$2'))
    .join('\n');
}

/** One table cell: escaped, on one line. */
const cell = (text: string) => mdText(text).replace(/\r?\n/g, ' ');

const bullets = (items: readonly string[]) => items.map((i) => `- ${cell(i)}`);

export function renderMarkdown(m: ExportModel): string {
  const lines = [
    `**${cell(m.letterhead.name)}**  `,
    cell(m.letterhead.contact),
    '',
    `# ${cell(m.title)}`,
    '',
    ...(m.draft ? ['**DRAFT: not approved.**', ''] : []),
    ...m.rows.map(([k, v]) => `- **${k}:** ${cell(v)}`),
    '',
    '## Audit',
    '',
    ...m.audit.map(([k, v]) => `- **${k}:** ${cell(v)}`),
    '',
    '## Distribution',
    '',
    ...(m.distribution.length ? bullets(m.distribution) : ['—']),
    '',
    '## Executive summary',
    '',
    ...m.summary.flatMap((s) => [cell(s), '']),
    '## Checklist',
    '',
  ];
  lines.push('| # | Question | Category | Priority | Answer | Notes |', '|---|---|---|---|---|---|');
  m.checklist.forEach((c, i) =>
    lines.push(
      `| ${i + 1} | ${cell(c.question)} (${cell(c.reference)}) | ${cell(c.category)} | ${c.priority} | ${c.answer} | ${cell(c.notes)} |`,
    ),
  );
  lines.push('', '## Findings', '');
  if (m.findings.length === 0) lines.push('No findings.');
  for (const f of m.findings) {
    lines.push(
      `### ${cell(f.title)} — ${cell(f.severity)} (${f.points} points)`,
      '',
      ...(f.reference ? [`**Reference:** ${cell(f.reference)}`, ''] : []),
      mdText(f.description),
      '',
      `**Recommendation:** ${mdText(f.recommendation)}`,
    );
    if (f.capa) lines.push('', `**CAPA:** ${mdText(f.capa)}`);
    if (f.status) lines.push('', `**Status:** ${cell(f.status)}`);
    if (f.evidence.length) lines.push('', '**Evidence:**', '', ...bullets(f.evidence));
    lines.push('');
  }
  if (m.evidence.length) lines.push('## Evidence', '', ...bullets(m.evidence), '');
  lines.push('## Risk score', '', `**${m.score.value}/100 — ${cell(m.score.level)}**`, '', cell(m.score.formula), '');
  const signatures = m.signatures.length ? bullets(m.signatures) : ['Not signed.'];
  lines.push('## Signatures', '', ...signatures, '', `_Report ${m.number}. Exported ${m.exportedAt} (UTC)_`, '');
  return lines.join('\n');
}
