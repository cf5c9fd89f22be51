import {
  LIBRARY_MESSAGES,
  PROFESSIONAL_MONTHLY_DOWNLOADS,
  awaitingEffectiveDate,
  downloadMonth,
  downloadsResetOn,
  supersededOn,
  versionInForce,
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

export async function listSops(user: AuthUser, query: { q?: string; area?: string }, now = new Date()) {
  await requireLibraryAccess(user, now);
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return (await sopsInForce(query.area, now))
    .filter((v) => words.every((w) => searchable(v).includes(w)))
    .sort((a, b) => a.code.localeCompare(b.code))
    .map(summaryOf);
}

/**
 * The version in force of every SOP (of one area). The `current` index holds each SOP's newest approved version;
 * only an SOP whose newest still waits for its effective date costs a Query of its own versions (a handful).
 */
export async function sopsInForce(area: string | undefined, now: Date): Promise<SopVersion[]> {
  const current = await listCurrentSops(area);
  const inForce = await Promise.all(
    current.map(async (v) => (awaitingEffectiveDate(v, now) ? versionInForce(await sopVersions(v.sopId), now) : v)),
  );
  return inForce.filter((v): v is SopVersion => v !== undefined);
}

/** The SOP's versions, and the one in force: any other id, or one with none in force, is a 404. */
export async function sopInForce(id: string, now: Date) {
  const versions = SOP_ID.test(id) ? await sopVersions(id) : [];
  const current = versionInForce(versions, now);
  if (!current) throw new NotFoundError(LIBRARY_MESSAGES.sopNotFound);
  return { current, versions };
}

export async function readSop(user: AuthUser, id: string, now = new Date()): Promise<Sop> {
  const access = await requireLibraryAccess(user, now);
  const { current, versions } = await sopInForce(id, now);
  const used = access === 'capped' ? await downloadsInMonth(user.sub, downloadMonth(now)) : 0;
  return {
    ...summaryOf(current),
    body: current.body,
    // The versions in force once and replaced since: not the one in force (stored superseded as soon as its
    // successor was approved), nor one replaced before its effective date came.
    superseded: supersededOn(versions, now).map((v) => ({ version: v.version, effectiveDate: v.effectiveDate ?? '' })),
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
  const { current } = await sopInForce(id, now);
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
