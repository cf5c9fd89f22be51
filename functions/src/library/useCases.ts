import {
  LIBRARY_MESSAGES,
  PROFESSIONAL_MONTHLY_DOWNLOADS,
  downloadMonth,
  downloadsResetOn,
} from '@cq/shared/library/rules';
import type { Sop, SopSummary } from '@cq/shared/library/schemas';
import { AllowanceUsedError, NotFoundError } from '../domain/errors';
import { downloadsInMonth, takeDownload } from '../data/library/downloads';
import { listCurrentSops, sopVersions, type SopVersion } from '../data/library/sops';
import type { AuthUser } from '../lib/event';
import { printedNameOf } from '../services/entitlements';
import { requireLibraryAccess } from './access';
import { sopDocument } from './documents/model';

const SOP_ID = /^sop-[a-z0-9-]{1,80}$/;

const summaryOf = (v: SopVersion): SopSummary => ({
  id: v.sopId,
  code: v.code,
  title: v.title,
  area: v.area as SopSummary['area'],
  summary: v.summary,
  version: v.version,
  effectiveDate: v.effectiveDate ?? '',
  nextReviewDate: v.nextReviewDate ?? '',
});

const searchable = (v: SopVersion) => [v.code, v.title, v.summary, JSON.stringify(v.body)].join(' ').toLowerCase();

export async function listSops(user: AuthUser, query: { q?: string; area?: string }): Promise<SopSummary[]> {
  await requireLibraryAccess(user);
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const current = await listCurrentSops(query.area);
  return current
    .filter((v) => words.every((w) => searchable(v).includes(w)))
    .sort((a, b) => a.code.localeCompare(b.code))
    .map(summaryOf);
}

/** The SOP's versions, and the approved one: any other id, or one with no approved version, is a 404. */
async function currentSop(id: string) {
  const versions = SOP_ID.test(id) ? await sopVersions(id) : [];
  const current = versions.find((v) => v.status === 'approved');
  if (!current) throw new NotFoundError(LIBRARY_MESSAGES.sopNotFound);
  return { current, versions };
}

export async function readSop(user: AuthUser, id: string, now = new Date()): Promise<Sop> {
  const access = await requireLibraryAccess(user, now);
  const { current, versions } = await currentSop(id);
  const used = access === 'capped' ? await downloadsInMonth(user.sub, downloadMonth(now)) : 0;
  return {
    ...summaryOf(current),
    body: current.body,
    superseded: versions
      .filter((v) => v.status === 'superseded')
      .map((v) => ({ version: v.version, effectiveDate: v.effectiveDate ?? '' })),
    downloads:
      access === 'capped'
        ? { remaining: Math.max(0, PROFESSIONAL_MONTHLY_DOWNLOADS - used), resetsOn: downloadsResetOn(now) }
        : { remaining: null, resetsOn: null },
  };
}

export type SopFormat = 'docx' | 'pdf';

/**
 * The current approved version as a file stamped with the licensee. The file is made first, so a failure never
 * costs a Professional download; the month's slot is then taken atomically (10 parallel requests, 10 slots).
 */
export async function downloadSop(user: AuthUser, id: string, format: SopFormat, now = new Date()) {
  const access = await requireLibraryAccess(user, now);
  const { current } = await currentSop(id);
  const name = await printedNameOf(user);
  const document = sopDocument(current, { name, email: user.email });
  const file =
    format === 'docx'
      ? await (await import('./documents/docx')).renderDocx(document)
      : Buffer.from(await (await import('../services/documentPdf')).renderDocumentPdf(document));
  if (access === 'capped' && !(await takeDownload(user.sub, downloadMonth(now), PROFESSIONAL_MONTHLY_DOWNLOADS))) {
    const resetsOn = downloadsResetOn(now);
    throw new AllowanceUsedError(LIBRARY_MESSAGES.downloadLimit(PROFESSIONAL_MONTHLY_DOWNLOADS, resetsOn), {
      used: PROFESSIONAL_MONTHLY_DOWNLOADS,
      limit: PROFESSIONAL_MONTHLY_DOWNLOADS,
      resetsOn,
    });
  }
  return { fileName: `${current.code} ${current.title} v${current.version}.${format}`, file };
}
