import { inflateRawSync } from 'node:zlib';
import type { EvidenceType } from '@cq/shared/evidence/rules';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const startsWith = (bytes: Buffer, signature: string | number[], at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/** The names and local-header offsets of a ZIP's entries, from its central directory; null if it is not one. */
function zipEntries(bytes: Buffer): Map<string, { offset: number; method: number; size: number }> | null {
  // The end-of-central-directory record is in the last 22 + 65 535 (comment) bytes.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= floor; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries = new Map<string, { offset: number; method: number; size: number }>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > bytes.length) return null;
    entries.set(bytes.toString('utf8', at + 46, at + 46 + nameLength), {
      method: bytes.readUInt16LE(at + 10),
      size: bytes.readUInt32LE(at + 20),
      offset: bytes.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/** One entry's text (stored or deflated), at most 1 MB; null when it cannot be read. */
function entryText(bytes: Buffer, entry: { offset: number; method: number; size: number }): string | null {
  const at = entry.offset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.size);
  try {
    if (entry.method === 0) return data.toString('utf8');
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: 1024 * 1024 }).toString('utf8');
  } catch {
    return null;
  }
  return null;
}

/**
 * An Office Open XML package (a ZIP) is a DOCX or an XLSX when its `[Content_Types].xml` declares the main part
 * of that kind and the part itself is there; any other ZIP is neither.
 */
function officeType(bytes: Buffer): EvidenceType | null {
  const entries = zipEntries(bytes);
  const types = entries?.get('[Content_Types].xml');
  const declared = types ? entryText(bytes, types) : null;
  if (!entries || !declared) return null;
  if (declared.includes('wordprocessingml.document.main+xml') && entries.has('word/document.xml')) return DOCX;
  if (declared.includes('spreadsheetml.sheet.main+xml') && entries.has('xl/workbook.xml')) return XLSX;
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 without NUL bytes (a binary file is neither). */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the bytes are, by content alone: the binary kinds by their signatures (and, for DOCX/XLSX, their
 * package's parts), `text` for UTF-8 text without NULs (a CSV and a TXT look alike: the name tells them apart),
 * null for anything else.
 */
export function sniffEvidence(bytes: Buffer): EvidenceType | 'text' | null {
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  if (startsWith(bytes, 'PK\x03\x04')) return officeType(bytes);
  return isText(bytes) ? 'text' : null;
}

/** The type the bytes have when they are what `declared` says (a text file may be a CSV or a TXT), else null. */
export function confirmedType(
  declared: EvidenceType,
  bytes: Buffer,
): { ok: true } | { ok: false; found: EvidenceType | null } {
  const found = sniffEvidence(bytes);
  if (found === declared) return { ok: true };
  if (found === 'text') {
    return declared === 'text/csv' || declared === 'text/plain' ? { ok: true } : { ok: false, found: null };
  }
  return { ok: false, found };
}
