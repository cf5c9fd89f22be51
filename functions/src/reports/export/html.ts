import type { ExportModel } from './model';

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Self-contained and printable: inline styles, no script, no external request. */
export function renderHtml(m: ExportModel): string {
  const rows = m.rows.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('');
  const checklist = m.checklist
    .map(
      (c, i) =>
        `<tr><td>${i + 1}</td><td>${esc(c.question)}<br><small>${esc(c.reference)}</small></td><td>${esc(c.category)}</td><td>${esc(c.priority)}</td><td>${esc(c.answer)}</td><td>${esc(c.notes)}</td></tr>`,
    )
    .join('');
  const findings = m.findings.length
    ? m.findings
        .map(
          (f) =>
            `<section class="finding"><h3>${esc(f.title)} — ${esc(f.severity)} (${f.points} points)</h3><p>${esc(f.description)}</p><p><strong>Recommendation:</strong> ${esc(f.recommendation)}</p>${f.capa ? `<p><strong>CAPA:</strong> ${esc(f.capa)}</p>` : ''}</section>`,
        )
        .join('')
    : '<p>No findings.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(m.title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}.finding{border-left:4px solid #b91c1c;padding-left:1rem;margin:1rem 0}@media print{body{margin:0}}</style>
</head><body>
<h1>${esc(m.title)}</h1>
<table>${rows}</table>
<h2>Checklist</h2>
<table><thead><tr><th>#</th><th>Question</th><th>Category</th><th>Priority</th><th>Answer</th><th>Notes</th></tr></thead><tbody>${checklist}</tbody></table>
<h2>Findings</h2>${findings}
<h2>Risk score</h2><p><strong>${m.score.value}/100 — ${esc(m.score.level)}</strong></p><p>${esc(m.score.formula)}</p>
<h2>Signatures</h2>${(m.signatures.length ? m.signatures : ['Not signed.']).map((s) => `<p>${esc(s)}</p>`).join('')}
<p><small>Exported ${esc(m.exportedAt)} (UTC)</small></p>
</body></html>
`;
}
