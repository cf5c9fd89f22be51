import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontText } from '../reportExport/pdf';
import { TRAIL_EXPORT_COLUMNS, type TrailRow } from './rows';

const PAGE = { width: 842, height: 595, margin: 40 };
const SIZE = 8;
const LEADING = 2.5;
const INK = rgb(0.07, 0.07, 0.07);

/** A paragraph cut into lines that fit, by character: JSON values have long runs without spaces. */
function fitByCharacter(paragraph: string, fits: (line: string) => boolean): string[] {
  const lines = [''];
  for (const char of Array.from(paragraph)) {
    const last = lines.length - 1;
    if (lines[last] && !fits(lines[last] + char)) lines.push(char);
    else lines[last] += char;
  }
  return lines;
}

export interface TrailDocument {
  title: string;
  /** Lines under the title: the scope, who exported it and when. */
  subtitle: readonly string[];
  rows: readonly TrailRow[];
}

/**
 * A trail export as PDF (landscape A4): each entry a block of "Column: value" lines, so long before/after values
 * wrap instead of being cut. The same rows as the CSV.
 */
export async function renderTrailPdf(d: TrailDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(d.title);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = fontText(new Set(regular.getCharacterSet()));
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const wrap = (raw: string, font: PDFFont, size: number): string[] =>
    text
      .draw(raw)
      .split('\n')
      .flatMap((paragraph) => fitByCharacter(paragraph, (line) => font.widthOfTextAtSize(line, size) <= width));
  const write = (raw: string, font: PDFFont = regular, size = SIZE) => {
    for (const line of wrap(raw, font, size)) {
      if (y - size < PAGE.margin) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: INK });
      y -= size + LEADING;
    }
  };

  write(d.title, bold, 14);
  for (const line of d.subtitle) write(line);
  y -= SIZE;
  if (d.rows.length === 0) write('No trail entries.');
  for (const row of d.rows) {
    write(`${row[0]} ${row[1]} #${row[2]}: ${row[6]}`, bold);
    TRAIL_EXPORT_COLUMNS.forEach((column, i) => {
      if (i === 0 || i === 1 || i === 2 || i === 6 || !row[i]) return;
      write(`${column}: ${row[i]}`);
    });
    y -= SIZE / 2;
  }
  if (text.replacedAny()) write('Characters this PDF cannot show are printed as ?. The CSV keeps every character.');
  const pages = doc.getPages();
  pages.forEach((p, i) =>
    p.drawText(`Page ${i + 1} of ${pages.length}`, { x: PAGE.margin, y: PAGE.margin / 2, size: 7, font: regular }),
  );
  return doc.save();
}
