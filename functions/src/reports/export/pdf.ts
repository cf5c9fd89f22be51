import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ExportModel } from './model';

const PAGE = { width: 595, height: 842, margin: 50 };

/** The standard fonts encode WinAnsi only: anything else is replaced rather than failing the export. */
const ascii = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\n]/g, '?');

/** A PDF generated in the Lambda (pdf-lib, no native code), same content as the other formats. */
export async function renderPdf(m: ExportModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(m.title);
  doc.setCreationDate(new Date(m.exportedAt));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, font: PDFFont = regular, size = 10, gap = 4) => {
    const width = PAGE.width - 2 * PAGE.margin;
    for (const paragraph of ascii(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          emit(line, font, size);
          line = word;
        } else line = next;
      }
      emit(line, font, size);
    }
    y -= gap;
  };
  const emit = (line: string, font: PDFFont, size: number) => {
    if (y < PAGE.margin + size) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: rgb(0.07, 0.07, 0.07) });
    y -= size + 3;
  };

  write(m.title, bold, 18, 8);
  for (const [k, v] of m.rows) write(`${k}: ${v}`);
  write('Checklist', bold, 14, 6);
  m.checklist.forEach((c, i) => {
    write(`${i + 1}. ${c.question} (${c.reference})`, bold, 10, 1);
    write(`${c.category}, ${c.priority}, Answer: ${c.answer}${c.notes ? `, Notes: ${c.notes}` : ''}`);
  });
  write('Findings', bold, 14, 6);
  if (m.findings.length === 0) write('No findings.');
  for (const f of m.findings) {
    write(`${f.title} - ${f.severity} (${f.points} points)`, bold, 10, 1);
    write(f.description, regular, 10, 1);
    write(`Recommendation: ${f.recommendation}`, regular, 10, f.capa ? 1 : 4);
    if (f.capa) write(`CAPA: ${f.capa}`);
  }
  write('Risk score', bold, 14, 6);
  write(`${m.score.value}/100 - ${m.score.level}`, bold);
  write(m.score.formula);
  write('Signature', bold, 14, 6);
  write(m.signature ?? 'Not signed.');
  write(`Exported ${m.exportedAt} (UTC)`, regular, 8);
  return doc.save();
}
