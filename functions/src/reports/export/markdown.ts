import type { ExportModel } from './model';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

export function renderMarkdown(m: ExportModel): string {
  const lines = [`# ${m.title}`, '', ...m.rows.map(([k, v]) => `- **${k}:** ${v}`), '', '## Checklist', ''];
  lines.push('| # | Question | Category | Priority | Answer | Notes |', '|---|---|---|---|---|---|');
  m.checklist.forEach((c, i) =>
    lines.push(
      `| ${i + 1} | ${cell(c.question)} (${cell(c.reference)}) | ${c.category} | ${c.priority} | ${c.answer} | ${cell(c.notes)} |`,
    ),
  );
  lines.push('', '## Findings', '');
  if (m.findings.length === 0) lines.push('No findings.');
  for (const f of m.findings) {
    lines.push(
      `### ${f.title} — ${f.severity} (${f.points} points)`,
      '',
      f.description,
      '',
      `**Recommendation:** ${f.recommendation}`,
    );
    if (f.capa) lines.push('', `**CAPA:** ${f.capa}`);
    lines.push('');
  }
  lines.push('## Risk score', '', `**${m.score.value}/100 — ${m.score.level}**`, '', m.score.formula, '');
  const signatures = m.signatures.length ? m.signatures.map((s) => `- ${s}`) : ['Not signed.'];
  lines.push('## Signatures', '', ...signatures, '', `_Exported ${m.exportedAt} (UTC)_`, '');
  return lines.join('\n');
}
