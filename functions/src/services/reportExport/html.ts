import type { ExportModel } from './model';

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const table = (rows: ExportModel['rows']) =>
  `<table>${rows.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>`;

const list = (items: readonly string[], none: string) =>
  items.length ? `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>` : `<p>${esc(none)}</p>`;

/**
 * Self-contained and printable: inline styles, no script, no external request. The DRAFT mark is fixed to the
 * viewport, so a printed draft shows it on every page.
 */
export function renderHtml(m: ExportModel): string {
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
            `<section class="finding"><h3>${esc(f.title)} — ${esc(f.severity)} (${f.points} points)</h3>` +
            (f.reference ? `<p><strong>Reference:</strong> ${esc(f.reference)}</p>` : '') +
            `<p>${esc(f.description)}</p><p><strong>Recommendation:</strong> ${esc(f.recommendation)}</p>` +
            (f.capa ? `<p><strong>CAPA:</strong> ${esc(f.capa)}</p>` : '') +
            (f.status ? `<p><strong>Status:</strong> ${esc(f.status)}</p>` : '') +
            (f.evidence.length ? `<p><strong>Evidence:</strong></p>${list(f.evidence, '')}` : '') +
            `</section>`,
        )
        .join('')
    : '<p>No findings.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(m.title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}.finding{border-left:4px solid #b91c1c;padding-left:1rem;margin:1rem 0}.letterhead{border-bottom:2px solid #111;margin-bottom:1rem}.letterhead p{margin:0}.draft{position:fixed;top:40%;left:0;right:0;text-align:center;font-size:8rem;font-weight:700;color:rgba(185,28,28,.15);transform:rotate(-30deg);pointer-events:none}@media print{body{margin:0}}</style>
</head><body>
${m.draft ? '<div class="draft" aria-hidden="true">DRAFT</div>\n' : ''}<header class="letterhead"><p><strong>${esc(m.letterhead.name)}</strong></p><p><small>${esc(m.letterhead.contact)}</small></p></header>
<h1>${esc(m.title)}</h1>
${m.draft ? '<p><strong>DRAFT: not approved.</strong></p>\n' : ''}${table(m.rows)}
<h2>Audit</h2>${table(m.audit)}
<h2>Distribution</h2>${list(m.distribution, '—')}
<h2>Executive summary</h2>${m.summary.map((s) => `<p>${esc(s)}</p>`).join('')}
<h2>Checklist</h2>
<table><thead><tr><th>#</th><th>Question</th><th>Category</th><th>Priority</th><th>Answer</th><th>Notes</th></tr></thead><tbody>${checklist}</tbody></table>
<h2>Findings</h2>${findings}
${m.evidence.length ? `<h2>Evidence</h2>${list(m.evidence, '')}\n` : ''}<h2>Risk score</h2><p><strong>${m.score.value}/100 — ${esc(m.score.level)}</strong></p><p>${esc(m.score.formula)}</p>
<h2>Signatures</h2>${(m.signatures.length ? m.signatures : ['Not signed.']).map((s) => `<p>${esc(s)}</p>`).join('')}
<p><small>Report ${esc(m.number)}. Exported ${esc(m.exportedAt)} (UTC)</small></p>
</body></html>
`;
}
