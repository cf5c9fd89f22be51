import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ExportModel } from './model';

const PAGE = { width: 595, height: 842, margin: 50 };
const BODY_SIZE = 10;
/** Space between two lines of text. */
const LEADING = 3;
const HEADING = { size: 14, gap: 6 };
const FOOTER_SIZE = 8;
const INK = rgb(0.07, 0.07, 0.07);
const WATERMARK_SIZE = 140;

/**
 * What the standard fonts can draw: their WinAnsi set (Latin-1 with ü, é, ß, —, quotes, €) as it is; a letter
 * outside it by its base letter when it has one (ő → o); anything else (Greek, CJK, emoji) as '?', noted once in
 * the PDF, since drawing it would fail the export. The HTML and Markdown exports keep every character.
 */
export function fontText(charset: ReadonlySet<number>) {
  const drawable = (text: string) => Array.from(text).every((c) => c === '\n' || charset.has(c.codePointAt(0)!));
  let replaced = false;
  const draw = (text: string): string =>
    Array.from(text.normalize('NFC'))
      .map((c) => {
        if (drawable(c)) return c;
        const base = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        if (base && drawable(base)) return base;
        replaced = true;
        return '?';
      })
      .join('');
  return { draw, replacedAny: () => replaced };
}

/** Said at the end of a PDF whose text had characters its font cannot draw. */
export const PDF_REPLACED_NOTE =
  'Characters this PDF cannot show are printed as ?. The HTML and Markdown exports keep every character.';

/** A PDF generated in the Lambda (pdf-lib, no native code), same content as the other formats. */
export async function renderPdf(m: ExportModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(m.title);
  doc.setCreationDate(new Date(m.exportedAt));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // Helvetica and Helvetica-Bold share the WinAnsi encoding.
  const text = fontText(new Set(regular.getCharacterSet()));
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const width = PAGE.width - 2 * PAGE.margin;
  /** A text's lines as they fit the page width. */
  const wrap = (raw: string, font: PDFFont, size: number): string[] =>
    text
      .draw(raw)
      .split('\n')
      .flatMap((paragraph) => {
        const lines: string[] = [];
        let line = '';
        for (const word of paragraph.split(' ')) {
          const next = line ? `${line} ${word}` : word;
          if (font.widthOfTextAtSize(next, size) > width && line) {
            lines.push(line);
            line = word;
          } else line = next;
        }
        return [...lines, line];
      });
  const heightOf = (text: string, font: PDFFont = regular, size = BODY_SIZE) =>
    wrap(text, font, size).length * (size + LEADING);
  /** Starts a new page unless `height` more points fit above the bottom margin. */
  const room = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, font: PDFFont = regular, size = BODY_SIZE, gap = 4) => {
    for (const line of wrap(text, font, size)) {
      room(size);
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: INK });
      y -= size + LEADING;
    }
    y -= gap;
  };
  /**
   * A section heading, kept on one page with what follows it: `keep` points of it (by default its first line),
   * so a heading never stands alone at the foot of a page.
   */
  const heading = (text: string, keep = BODY_SIZE) => {
    room(heightOf(text, bold, HEADING.size) + HEADING.gap + keep);
    write(text, bold, HEADING.size, HEADING.gap);
  };

  // The letterhead opens the first page; later pages carry a running header (drawn with the page numbers).
  write(m.letterhead.name, bold, 12, 1);
  write(m.letterhead.contact, regular, FOOTER_SIZE, 10);
  write(m.title, bold, 18, 8);
  if (m.draft) write('DRAFT: not approved.', bold);
  for (const [k, v] of m.rows) write(`${k}: ${v}`);
  heading('Audit');
  for (const [k, v] of m.audit) write(`${k}: ${v}`);
  heading('Distribution');
  for (const d of m.distribution.length ? m.distribution : ['—']) write(d);
  heading('Executive summary');
  for (const s of m.summary) write(s);
  heading('Checklist');
  m.checklist.forEach((c, i) => {
    write(`${i + 1}. ${c.question} (${c.reference})`, bold, 10, 1);
    write(`${c.category}, ${c.priority}, Answer: ${c.answer}${c.notes ? `, Notes: ${c.notes}` : ''}`);
  });
  heading('Findings');
  if (m.findings.length === 0) write('No findings.');
  for (const f of m.findings) {
    write(`${f.title} - ${f.severity} (${f.points} points)`, bold, 10, 1);
    if (f.reference) write(`Reference: ${f.reference}`, regular, 10, 1);
    write(f.description, regular, 10, 1);
    const tail = [
      ...(f.capa ? [`CAPA: ${f.capa}`] : []),
      ...(f.status ? [`Status: ${f.status}`] : []),
      ...(f.evidence.length ? ['Evidence:', ...f.evidence.map((e) => `- ${e}`)] : []),
    ];
    write(`Recommendation: ${f.recommendation}`, regular, 10, tail.length ? 1 : 4);
    tail.forEach((line, i) => write(line, regular, 10, i === tail.length - 1 ? 4 : 1));
  }
  if (m.evidence.length) {
    heading('Evidence');
    for (const e of m.evidence) write(e);
  }
  heading('Risk score');
  write(`${m.score.value}/100 - ${m.score.level}`, bold);
  write(m.score.formula);
  // Each signature manifestation is never split across pages.
  const signatures = m.signatures.length ? m.signatures : ['Not signed.'];
  heading('Signatures', heightOf(signatures[0]!));
  signatures.forEach((s, i) => {
    if (i > 0) room(heightOf(s));
    write(s);
  });
  if (text.replacedAny()) write(PDF_REPLACED_NOTE, regular, FOOTER_SIZE);
  // The exported line is the last page's footer, drawn in its bottom margin: it never starts a page of its own.
  page.drawText(`Exported ${m.exportedAt} (UTC)`, {
    x: PAGE.margin,
    y: (PAGE.margin - FOOTER_SIZE) / 2,
    size: FOOTER_SIZE,
    font: regular,
    color: INK,
  });
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    if (i > 0) {
      p.drawText(text.draw(`${m.letterhead.name} - Report ${m.number}`), {
        x: PAGE.margin,
        y: PAGE.height - PAGE.margin / 2 - FOOTER_SIZE / 2,
        size: FOOTER_SIZE,
        font: regular,
        color: INK,
      });
    }
    const number = `Page ${i + 1} of ${pages.length}`;
    p.drawText(number, {
      x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(number, FOOTER_SIZE),
      y: (PAGE.margin - FOOTER_SIZE) / 2,
      size: FOOTER_SIZE,
      font: regular,
      color: INK,
    });
    // Over the content, faint: a draft copy cannot be passed off as the issued report by cutting a page out.
    if (m.draft) {
      p.drawText('DRAFT', {
        x: PAGE.width / 2 - 170,
        y: PAGE.height / 2 - 120,
        size: WATERMARK_SIZE,
        font: bold,
        color: rgb(0.73, 0.11, 0.11),
        opacity: 0.12,
        rotate: degrees(45),
      });
    }
  });
  return doc.save();
}
