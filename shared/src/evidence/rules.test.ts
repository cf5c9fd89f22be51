import { describe, expect, it } from 'vitest';
import { EVIDENCE_MAX_BYTES, EVIDENCE_MESSAGES, evidenceFileRefusal, evidenceTypeOfName, shortHash } from './rules';
import { evidenceUploadStartSchema } from './schemas';

describe('evidence files in the browser and the API', () => {
  it('knows each accepted kind by its extension, in any case', () => {
    expect(
      ['a.PDF', 'b.png', 'c.jpeg', 'd.JPG', 'e.webp', 'f.docx', 'g.xlsx', 'h.csv', 'i.txt'].map(evidenceTypeOfName),
    ).toEqual([
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/jpeg',
      'image/webp',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
      'text/plain',
    ]);
    expect(['setup.exe', 'page.html', 'archive.zip', 'noextension', 'photo.png.exe'].map(evidenceTypeOfName)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('refuses a wrong kind, an empty file and one over 25 MB with the messages the API gives', () => {
    expect(EVIDENCE_MESSAGES.type).toBe('Evidence must be a PDF, PNG, JPEG, WebP, DOCX, XLSX, CSV or TXT file');
    expect(evidenceFileRefusal({ name: 'setup.exe', size: 10 })).toBe(EVIDENCE_MESSAGES.type);
    expect(evidenceFileRefusal({ name: 'empty.txt', size: 0 })).toBe(EVIDENCE_MESSAGES.empty);
    expect(evidenceFileRefusal({ name: 'scan.pdf', size: EVIDENCE_MAX_BYTES + 1 })).toBe('Files must be at most 25 MB');
    expect(evidenceFileRefusal({ name: 'scan.pdf', size: EVIDENCE_MAX_BYTES })).toBeNull();
    const parsed = evidenceUploadStartSchema.safeParse({
      target: { kind: 'audit', auditId: 'a1' },
      name: 'scan.pdf',
      size: EVIDENCE_MAX_BYTES + 1,
      type: 'application/pdf',
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['Files must be at most 25 MB']);
    const renamed = evidenceUploadStartSchema.safeParse({
      target: { kind: 'audit', auditId: 'a1' },
      name: 'photo.png',
      size: 10,
      type: 'application/pdf',
    });
    expect(renamed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', EVIDENCE_MESSAGES.type]]);
  });

  it('shows a short hash of 12 hex digits', () => {
    expect(shortHash('a'.repeat(64))).toBe('a'.repeat(12));
  });
});
