import { sopAreaLabel } from '@cq/shared/library/rules';
import type { SopVersion } from '../../data/library/sops';
import type { Block, PrintedDocument } from '../../services/documentPdf';

export type { Block } from '../../services/documentPdf';

/** The SOP as printed: the licence ("Licensed to <name>, <e-mail>") and the edition on every page of both formats. */
export type SopDocument = PrintedDocument;

export interface Licensee {
  name: string;
  email: string;
}

export const licenceLine = (to: Licensee) => `Licensed to ${to.name ? `${to.name}, ` : ''}${to.email}`;

/** The SOP as the blocks both formats draw, in the order of the template's sections. */
export function sopDocument(sop: SopVersion, to: Licensee): SopDocument {
  const { body } = sop;
  const edition = `${sop.code}, version ${sop.version}, effective ${sop.effectiveDate ?? 'not yet'}`;
  let n = 0;
  const blocks: Block[] = [
    { kind: 'title', text: sop.title },
    { kind: 'paragraph', text: `${edition}. Next review ${sop.nextReviewDate ?? 'not set'}.` },
    { kind: 'paragraph', text: `Area: ${sopAreaLabel(sop.area)}` },
    { kind: 'heading', text: '1. Purpose' },
    { kind: 'paragraph', text: body.purpose },
    { kind: 'heading', text: '2. Scope' },
    { kind: 'paragraph', text: body.scope },
    { kind: 'heading', text: '3. Responsibilities' },
    ...body.responsibilities.map((r): Block => ({ kind: 'bullet', text: `${r.role}: ${r.duty}` })),
    { kind: 'heading', text: '4. Procedure' },
    ...body.procedure.flatMap((section): Block[] => [
      { kind: 'subheading', text: section.heading },
      ...section.steps.map((text): Block => ({ kind: 'step', n: ++n, text })),
    ]),
    { kind: 'heading', text: '5. Records' },
    ...body.records.map((text): Block => ({ kind: 'bullet', text })),
    { kind: 'heading', text: '6. References' },
    ...body.references.map((text): Block => ({ kind: 'bullet', text })),
    { kind: 'heading', text: '7. Revision history' },
    ...body.revisionHistory.map((r): Block => ({ kind: 'bullet', text: `${r.version} (${r.date}): ${r.change}` })),
  ];
  return { title: sop.title, licence: licenceLine(to), edition, blocks };
}
