import { Document, Footer, Header, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { Block, SopDocument } from './model';

const paragraph = (b: Block): Paragraph => {
  switch (b.kind) {
    case 'title':
      return new Paragraph({ text: b.text, heading: HeadingLevel.TITLE });
    case 'heading':
      return new Paragraph({ text: b.text, heading: HeadingLevel.HEADING_1 });
    case 'subheading':
      return new Paragraph({ text: b.text, heading: HeadingLevel.HEADING_2 });
    case 'bullet':
      return new Paragraph({ text: b.text, bullet: { level: 0 } });
    case 'step':
      return new Paragraph({ children: [new TextRun({ text: `${b.n}. `, bold: true }), new TextRun(b.text)] });
    case 'paragraph':
      return new Paragraph({ text: b.text });
  }
};

const stamp = (d: SopDocument) =>
  new Paragraph({ children: [new TextRun({ text: `${d.licence}. ${d.edition}.`, size: 16 })] });

/** An editable Word file: the licence and edition in every page's header and footer, the SOP as styled text. */
export async function renderDocx(d: SopDocument): Promise<Buffer> {
  const doc = new Document({
    title: d.title,
    creator: 'Clarity Clinical QA',
    sections: [
      {
        headers: { default: new Header({ children: [stamp(d)] }) },
        footers: { default: new Footer({ children: [stamp(d)] }) },
        children: d.blocks.map(paragraph),
      },
    ],
  });
  return Packer.toBuffer(doc);
}
