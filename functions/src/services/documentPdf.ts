import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import { drawable, lines } from './pdfText';

export type Block =
  | { kind: 'title' | 'heading' | 'subheading' | 'paragraph' | 'bullet'; text: string }
  | { kind: 'step'; n: number; text: string };

/** A document of blocks with two footer lines on every page (who it is for, which edition). */
export interface PrintedDocument {
  title: string;
  /** First footer line: "Licensed to <name>, <e-mail>", or whose records these are. */
  licence: string;
  /** Second footer line, followed by the page number. */
  edition: string;
  blocks: Block[];
}

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

/** A PDF of the blocks (pdf-lib, no native code), the licence and edition in every page's footer. */
export async function renderDocumentPdf(d: PrintedDocument): Promise<Uint8Array> {
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
