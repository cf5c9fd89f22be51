import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Block, SopDocument } from './model';

const A4 = { width: 595, height: 842 };
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.1);
const STYLE: Record<Block['kind'], { size: number; bold: boolean; before: number; indent: number }> = {
  title: { size: 18, bold: true, before: 0, indent: 0 },
  heading: { size: 13, bold: true, before: 10, indent: 0 },
  subheading: { size: 11, bold: true, before: 6, indent: 0 },
  paragraph: { size: 10, bold: false, before: 3, indent: 0 },
  bullet: { size: 10, bold: false, before: 2, indent: 12 },
  step: { size: 10, bold: false, before: 2, indent: 12 },
};

/** The standard fonts draw WinAnsi only: anything else becomes its base letter or '?', never a failed download. */
function drawable(font: PDFFont) {
  const set = new Set(font.getCharacterSet());
  return (s: string) =>
    Array.from(s.normalize('NFC'))
      .map((c) => {
        if (set.has(c.codePointAt(0)!)) return c;
        const base = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        return base && Array.from(base).every((b) => set.has(b.codePointAt(0)!)) ? base : '?';
      })
      .join('');
}

function lines(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      out.push(line);
      line = word;
    } else line = candidate;
  }
  return [...out, line];
}

/** A PDF of the SOP (pdf-lib, no native code), the licence and edition in every page's footer. */
export async function renderSopPdf(d: SopDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(d.title);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = drawable(regular);
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  for (const block of d.blocks) {
    const style = STYLE[block.kind];
    const font = style.bold ? bold : regular;
    const text = clean(
      block.kind === 'step' ? `${block.n}. ${block.text}` : block.kind === 'bullet' ? `- ${block.text}` : block.text,
    );
    y -= style.before;
    for (const line of lines(text, font, style.size, A4.width - 2 * MARGIN - style.indent)) {
      if (y - style.size < MARGIN) {
        page = pdf.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      page.drawText(line, { x: MARGIN + style.indent, y: y - style.size, size: style.size, font, color: INK });
      y -= style.size + 3;
    }
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    // Two lines, so a long name or address never runs off the page with the edition.
    p.drawText(clean(`${d.licence}.`), { x: MARGIN, y: MARGIN / 2 + 10, size: 8, font: regular, color: INK });
    const edition = clean(`${d.edition}. Page ${i + 1} of ${pages.length}`);
    p.drawText(edition, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: INK });
  });
  return pdf.save();
}
