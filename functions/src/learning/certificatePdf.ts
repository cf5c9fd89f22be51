import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { SITE } from '@cq/shared/site';
import { drawable } from '../services/pdfText';

export interface CertificateFace {
  name: string;
  course: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  code: string;
  verifyAt: string;
}

/** A4 landscape. */
const PAGE = { width: 842, height: 595 };
const INK = rgb(0.1, 0.1, 0.1);
const ACCENT = rgb(0.12, 0.32, 0.55);

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (PAGE.width - width) / 2, y, size, font, color });
}

/** The certificate of completion: one page, the holder's name, the course, the date and the verification code. */
export async function renderCertificatePdf(c: CertificateFace): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of completion: ${c.course}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = drawable(regular);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  centred(page, clean(SITE.brandName), 500, bold, 16, ACCENT);
  centred(page, 'Certificate of Completion', 440, bold, 32);
  centred(page, 'This certifies that', 390, regular, 14);
  centred(page, clean(c.name), 350, bold, 26);
  centred(page, 'has completed the Learning Hub course', 310, regular, 14);
  centred(page, clean(c.course), 275, bold, 20);
  centred(page, 'and passed its final assessment.', 245, regular, 14);
  centred(page, `Issued on ${c.issuedOn}`, 190, regular, 12);
  centred(page, `Verification code: ${c.code}`, 160, bold, 14);
  centred(page, clean(`Verify at ${c.verifyAt}`), 135, regular, 10);
  return pdf.save();
}
