/**
 * Evidence files (issue 19; spec 001 §3 `audit_files`): the kinds accepted, the size cap, the quota and the
 * messages the web form and the API both give. What a file is comes from its bytes on the server; the browser
 * checks the name and size first so a wrong file is refused before it is sent, with the same words.
 */
export const EVIDENCE_TYPES = {
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
  'image/png': { label: 'PNG', extensions: ['png'] },
  'image/jpeg': { label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  'image/webp': { label: 'WebP', extensions: ['webp'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { label: 'DOCX', extensions: ['docx'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { label: 'XLSX', extensions: ['xlsx'] },
  'text/csv': { label: 'CSV', extensions: ['csv'] },
  'text/plain': { label: 'TXT', extensions: ['txt'] },
} as const;

export type EvidenceType = keyof typeof EVIDENCE_TYPES;
export const EVIDENCE_TYPE_LIST = Object.keys(EVIDENCE_TYPES) as [EvidenceType, ...EvidenceType[]];

/** 25 MB. */
export const EVIDENCE_MAX_BYTES = 25 * 1024 * 1024;
/** Files on one record (a report's answers together, a finding, a CAPA, an audit plan). */
export const EVIDENCE_MAX_PER_RECORD = 200;
/** How long an upload URL stays valid. */
export const EVIDENCE_UPLOAD_TTL_SECONDS = 600;
/** How long a download link stays valid: long enough to start the download, too short to pass around. */
export const EVIDENCE_DOWNLOAD_TTL_SECONDS = 60;
export const EVIDENCE_LIMITS = { name: 255, reason: 500 } as const;

const LABELS = Object.values(EVIDENCE_TYPES).map((t) => t.label);

export const EVIDENCE_MESSAGES = {
  nameRequired: 'File name is required',
  empty: 'The file is empty',
  tooLarge: 'Files must be at most 25 MB',
  type: `Evidence must be a ${LABELS.slice(0, -1).join(', ')} or ${LABELS.at(-1)} file`,
  notUploaded: 'The file has not been uploaded yet',
  uploadNotFound: 'Upload not found or expired: start again',
  notFound: 'Evidence not found',
  questionNotFound: 'The report has no such question',
  tooMany: `A record holds at most ${EVIDENCE_MAX_PER_RECORD} evidence files`,
  reportApproved: 'The report is approved: its evidence cannot be changed.',
  removalLocked: 'Evidence cannot be removed once its report is approved or its audit is closed: mark it superseded.',
  alreadySuperseded: 'This file is already marked superseded.',
  reasonRequired: 'Say why the file is superseded',
} as const;

/** The message for bytes that are not what the file's name says they are. */
export const evidenceMismatch = (declared: EvidenceType, found: EvidenceType | null) =>
  found
    ? `The file's content is ${EVIDENCE_TYPES[found].label}, not the ${EVIDENCE_TYPES[declared].label} its name says: rename it or pick the right file.`
    : `The file's content is not a ${EVIDENCE_TYPES[declared].label} file. ${EVIDENCE_MESSAGES.type}.`;

/** The evidence type a file name's extension names, or null for any other name. */
export function evidenceTypeOfName(name: string): EvidenceType | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (!ext) return null;
  const entry = Object.entries(EVIDENCE_TYPES).find(([, t]) => (t.extensions as readonly string[]).includes(ext));
  return entry ? (entry[0] as EvidenceType) : null;
}

/**
 * Why a picked file cannot be sent (the browser's check before upload; the API says the same), or null.
 * The API still decides the type from the bytes.
 */
export function evidenceFileRefusal(file: { name: string; size: number }): string | null {
  if (!file.name.trim()) return EVIDENCE_MESSAGES.nameRequired;
  if (!evidenceTypeOfName(file.name)) return EVIDENCE_MESSAGES.type;
  if (file.size < 1) return EVIDENCE_MESSAGES.empty;
  if (file.size > EVIDENCE_MAX_BYTES) return EVIDENCE_MESSAGES.tooLarge;
  return null;
}

/** The first 12 hex digits of a SHA-256: enough to tell files apart on screen (the whole hash is shown on demand). */
export const shortHash = (sha256: string) => sha256.slice(0, 12);
