import type { SopBody } from '@cq/shared/library/schemas';

/**
 * The SOP's list sections as plain text for the editor, one entry a line, and back. A textarea per section keeps
 * the form keyboard-friendly and pastes from a Word SOP; the API's schema checks what comes out.
 *
 * - responsibilities: `Role: duty`
 * - procedure: a `## Heading` line starts a section, the lines under it are its steps
 * - records, references: one a line
 * - revision history: `version | date | change`
 */
export interface SopSectionsText {
  responsibilities: string;
  procedure: string;
  records: string;
  references: string;
  revisionHistory: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** `a: b` → [a, b]; a line without the separator is all first part. */
const splitOnce = (line: string, separator: string): [string, string] => {
  const at = line.indexOf(separator);
  return at === -1 ? [line, ''] : [line.slice(0, at).trim(), line.slice(at + separator.length).trim()];
};

export function sectionsToText(body: SopBody): SopSectionsText {
  return {
    responsibilities: body.responsibilities.map((r) => `${r.role}: ${r.duty}`).join('\n'),
    procedure: body.procedure.map((s) => [`## ${s.heading}`, ...s.steps].join('\n')).join('\n'),
    records: body.records.join('\n'),
    references: body.references.join('\n'),
    revisionHistory: body.revisionHistory.map((r) => `${r.version} | ${r.date} | ${r.change}`).join('\n'),
  };
}

export function textToSections(text: SopSectionsText): Omit<SopBody, 'purpose' | 'scope'> {
  const procedure: SopBody['procedure'] = [];
  for (const line of lines(text.procedure)) {
    if (line.startsWith('#')) procedure.push({ heading: line.replace(/^#+\s*/, ''), steps: [] });
    else if (procedure.length === 0) procedure.push({ heading: 'Procedure', steps: [line] });
    else procedure[procedure.length - 1]!.steps.push(line);
  }
  return {
    responsibilities: lines(text.responsibilities).map((l) => {
      const [role, duty] = splitOnce(l, ':');
      return { role, duty };
    }),
    procedure,
    records: lines(text.records),
    references: lines(text.references),
    revisionHistory: lines(text.revisionHistory).map((l) => {
      const [version, rest] = splitOnce(l, '|');
      const [date, change] = splitOnce(rest, '|');
      return { version, date, change };
    }),
  };
}
