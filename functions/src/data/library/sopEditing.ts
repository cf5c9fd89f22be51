import { createConversions } from 'electrodb';
import { slugify } from '@cq/shared';
import { sopBodySchema } from '@cq/shared/library/schemas';
import type {
  SopApproval,
  SopCreate,
  SopDraftFields,
  SopStaffEntry,
  SopStaffVersion,
  SopStaffVersionSummary,
} from '@cq/shared/library/staffSchemas';
import {
  SOP_EDIT_MESSAGES,
  SOP_MOVES,
  nextSopVersion,
  sopEditable,
  sopOpen,
  type SopMove,
  type SopRevisionKind,
  type SopStatus,
} from '@cq/shared/library/workflow';
import {
  ConflictError,
  InvalidTransitionError,
  NotFoundError,
  StaleVersionError,
  type DomainError,
} from '../../domain/errors';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { store } from '../core/store';
import { sopVersion } from './sop.entity';
import { versionFields } from './sops';
import { trailedWrite, type TrailChange, type Write } from '../trail/trail';
import { onFirstUse } from '../../lib/onFirstUse';

/**
 * Staff writes of library SOPs (issue 22). Each SOP keeps one trail chain (`Sop`, its id) for all its versions:
 * an approval changes two versions (the approved one, the one it supersedes) and is one entry. Every write puts
 * the whole item with a condition on its `rev` and status, so a stale copy or a version that moved meanwhile is
 * refused, and the sparse `current` index follows the status.
 */
const ENTITY_TYPE = 'Sop';
/** Who edited and approved the seeded first issues (seedSops.ts). */
const SEEDED_BY = 'system:library-seed';

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['sopVersion']['get']>['go']>>['data']>;
type Entities = Parameters<Parameters<typeof trailedWrite>[1]>[0];

const summaryOf = (i: Omit<Item, 'bodyJson'>): SopStaffVersionSummary => ({
  ...versionFields(i),
  area: i.area as SopStaffVersionSummary['area'],
  // Items seeded before these attributes existed: revision 1, written and approved by the seed.
  rev: i.rev ?? 1,
  lastEditedBy: i.lastEditedBy ?? i.approvedBy ?? SEEDED_BY,
  approval: i.approval ?? null,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
});

const versionOf = (i: Item): SopStaffVersion => ({
  ...summaryOf(i),
  body: sopBodySchema.parse(JSON.parse(i.bodyJson)),
});

/** The stored shape of a version: optional attributes left out rather than null. */
function toItem(v: SopStaffVersion) {
  const { body, effectiveDate, nextReviewDate, approval, ...rest } = v;
  return {
    ...rest,
    bodyJson: JSON.stringify(body),
    ...(effectiveDate ? { effectiveDate } : {}),
    ...(nextReviewDate ? { nextReviewDate } : {}),
    ...(approval ? { approval, approvedBy: approval.signerId } : {}),
  };
}

/** Every attribute but the text, which only the editor needs. */
const SUMMARY_ATTRIBUTES = [
  'sopId',
  'seq',
  'version',
  'status',
  'code',
  'title',
  'area',
  'summary',
  'effectiveDate',
  'nextReviewDate',
  'approvedBy',
  'approval',
  'lastEditedBy',
  'rev',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof Item>;

const conversions = onFirstUse(() => createConversions(sopVersion));

/**
 * Access pattern: every SOP with every version, oldest first, a page of versions at a time (one Query of GSI2
 * `SOPS#ALL`, sorted by SOP then version, without the text). The versions of a page are grouped by SOP; the last
 * SOP of a page may continue on the next.
 */
export async function listStaffSops(page: PageRequest): Promise<Page<SopStaffEntry>> {
  const result = await readPage(
    'cms-sops',
    page,
    (options) =>
      store()
        .sopVersion.query.all({})
        .go({ ...options, attributes: [...SUMMARY_ATTRIBUTES] }),
    (item) => conversions.byAccessPattern.all.fromComposite.toCursor({ sopId: item.sopId, seq: item.seq }),
  );
  const bySop = new Map<string, SopStaffVersionSummary[]>();
  for (const item of result.items) {
    const versions = bySop.get(item.sopId) ?? [];
    versions.push(summaryOf(item as Omit<Item, 'bodyJson'>));
    bySop.set(item.sopId, versions);
  }
  return { items: [...bySop].map(([id, versions]) => ({ id, versions })), next: result.next };
}

/**
 * Access pattern: one SOP's versions whole, newest first, a page at a time (one consistent Query of its
 * partition); an SOP without versions → 404.
 */
export async function readStaffSopPage(sopId: string, page: PageRequest): Promise<Page<SopStaffVersion>> {
  const result = await readPage(
    `cms-sop:${sopId}`,
    page,
    (options) =>
      store()
        .sopVersion.query.byVersion({ sopId })
        .go({ order: 'desc', consistent: true, ...options }),
    (item) => conversions.fromComposite.toCursor({ sopId, seq: item.seq }),
  );
  if (result.items.length === 0 && !page.cursor) throw new NotFoundError(SOP_EDIT_MESSAGES.notFound);
  return { items: result.items.map(versionOf), next: result.next };
}

/**
 * One SOP's versions whole, oldest first (one consistent Query of its partition); none → 404. For the writes,
 * which check the open and the approved version: a handful per SOP.
 */
export async function readStaffSop(sopId: string): Promise<SopStaffVersion[]> {
  const { data } = await store().sopVersion.query.byVersion({ sopId }).go({ consistent: true, pages: 'all' });
  if (data.length === 0) throw new NotFoundError(SOP_EDIT_MESSAGES.notFound);
  return data.map(versionOf);
}

/** Access pattern: one version as the caller read it (GetItem, consistent); missing → 404, another rev → 409. */
async function readVersionAt(sopId: string, seq: number, rev: number): Promise<SopStaffVersion> {
  const { data } = await store().sopVersion.get({ sopId, seq }).go({ consistent: true });
  if (!data) throw new NotFoundError(SOP_EDIT_MESSAGES.versionNotFound);
  const version = versionOf(data);
  if (version.rev !== rev) throw new StaleVersionError();
  return version;
}

/** Why a conditional put of a version was refused, from the item as it was. */
function refusalOf(
  stored: Record<string, unknown> | null,
  rev: number,
  otherwise: (status: SopStatus, version: string) => DomainError,
): DomainError {
  if (!stored) return new NotFoundError(SOP_EDIT_MESSAGES.versionNotFound);
  if (((stored.rev as number | undefined) ?? 1) !== rev) return new StaleVersionError();
  return otherwise(stored.status as SopStatus, stored.version as string);
}

/**
 * The replacement of a stored version, on condition that it is still at `from` (rev and status) — the one
 * way a version changes.
 */
function replaceVersion(
  { sopVersion }: Entities,
  from: Pick<SopStaffVersion, 'rev' | 'status'>,
  next: SopStaffVersion,
  otherwise: (status: SopStatus, version: string) => DomainError,
): Write {
  return {
    item: sopVersion
      .put(toItem(next))
      .where(({ rev, status }, { eq, notExists }) =>
        // Seeded items carry no rev: read as 1.
        from.rev === 1
          ? `(${eq(rev, 1)} OR ${notExists(rev)}) AND ${eq(status, from.status)}`
          : `${eq(rev, from.rev)} AND ${eq(status, from.status)}`,
      )
      .commit({ response: 'all_old' }),
    refusal: (stored) => refusalOf(stored, from.rev, otherwise),
  };
}

const change = (actor: string, sopId: string, action: string, before: unknown, after: unknown): TrailChange => ({
  entityType: ENTITY_TYPE,
  entityId: sopId,
  actor,
  action,
  before,
  after,
});

/** The id of a new SOP: from its title (the seeded ones read `sop-informed-consent`). */
export const sopIdFor = (title: string) => `sop-${slugify(title).slice(0, 70).replace(/-+$/, '') || 'untitled'}`;

/** What every new draft version starts with: undated, unsigned, first revision, edited by its maker. */
const freshDraft = (actor: string) => {
  const now = new Date().toISOString();
  return {
    status: 'draft',
    effectiveDate: null,
    nextReviewDate: null,
    rev: 1,
    lastEditedBy: actor,
    approval: null,
    createdAt: now,
    updatedAt: now,
  } as const;
};

/** A new SOP: draft 1.0, trailed. A title whose id is taken is refused (409). */
export async function createSop(actor: string, input: SopCreate): Promise<SopStaffVersion> {
  const version: SopStaffVersion = {
    sopId: sopIdFor(input.title),
    seq: 1,
    version: '1.0',
    ...input,
    ...freshDraft(actor),
  };
  await trailedWrite(change(actor, version.sopId, 'create', null, version), ({ sopVersion }) => [
    {
      item: sopVersion.create(toItem(version)).commit({ response: 'all_old' }),
      refusal: () => new ConflictError(SOP_EDIT_MESSAGES.titleTaken),
    },
  ]);
  return version;
}

/**
 * A new draft copied from the approved version (next minor or major label, dates cleared), trailed. Refused
 * while another version is open (draft or in review) or when nothing is approved yet (409).
 */
export async function startRevision(actor: string, sopId: string, kind: SopRevisionKind): Promise<SopStaffVersion> {
  const versions = await readStaffSop(sopId);
  const open = versions.find((v) => sopOpen(v.status));
  if (open) throw new InvalidTransitionError(SOP_EDIT_MESSAGES.openVersion(open.version, open.status));
  const current = versions.find((v) => v.status === 'approved');
  if (!current) throw new InvalidTransitionError(SOP_EDIT_MESSAGES.noApproved);
  const draft: SopStaffVersion = {
    ...current,
    seq: Math.max(...versions.map((v) => v.seq)) + 1,
    version: nextSopVersion(current.version, kind),
    ...freshDraft(actor),
  };
  await trailedWrite(change(actor, sopId, 'revise', null, { ...draft, from: current.version }), ({ sopVersion }) => [
    {
      // Two editors starting a revision at once compute the same seq: the second is stale.
      item: sopVersion.create(toItem(draft)).commit({ response: 'all_old' }),
      refusal: () => new StaleVersionError(),
    },
  ]);
  return draft;
}

const notEditable = (status: SopStatus, version: string) =>
  new InvalidTransitionError(SOP_EDIT_MESSAGES.notEditable(version, status));

/** A draft's text replaced whole, rev-checked, trailed with the fields that changed. Only a draft (409 otherwise). */
export async function updateDraft(
  actor: string,
  sopId: string,
  seq: number,
  rev: number,
  fields: SopDraftFields,
): Promise<SopStaffVersion> {
  const current = await readVersionAt(sopId, seq, rev);
  if (!sopEditable(current.status)) throw notEditable(current.status, current.version);
  const next: SopStaffVersion = {
    ...current,
    ...fields,
    lastEditedBy: actor,
    rev: rev + 1,
    updatedAt: new Date().toISOString(),
  };
  const changed = (['title', 'area', 'summary', 'body'] as const).filter(
    (k) => JSON.stringify(next[k]) !== JSON.stringify(current[k]),
  );
  await trailedWrite(
    change(
      actor,
      sopId,
      'update',
      { version: current.version, ...Object.fromEntries(changed.map((k) => [k, current[k]])) },
      { version: next.version, ...Object.fromEntries(changed.map((k) => [k, next[k]])) },
    ),
    (entities) => [replaceVersion(entities, current, next, notEditable)],
  );
  return next;
}

const wrongStatus = (move: SopMove) => (status: SopStatus, version: string) =>
  new InvalidTransitionError(SOP_EDIT_MESSAGES.wrongStatus(version, status, move));

/** Submit for review or send back to draft: a status move, rev-checked, trailed. */
export async function moveVersion(
  actor: string,
  sopId: string,
  seq: number,
  rev: number,
  move: Exclude<SopMove, 'approve'>,
): Promise<SopStaffVersion> {
  const current = await readVersionAt(sopId, seq, rev);
  const { from, to } = SOP_MOVES[move];
  if (current.status !== from) throw wrongStatus(move)(current.status, current.version);
  const next: SopStaffVersion = { ...current, status: to, rev: rev + 1, updatedAt: new Date().toISOString() };
  await trailedWrite(
    change(actor, sopId, move, { version: current.version, status: from }, { version: next.version, status: to }),
    (entities) => [replaceVersion(entities, current, next, wrongStatus(move))],
  );
  return next;
}

/** The version an approval acts on, read and checked before the signer's password is asked. */
export async function versionToApprove(sopId: string, seq: number, rev: number) {
  const versions = await readStaffSop(sopId);
  const target = versions.find((v) => v.seq === seq);
  if (!target) throw new NotFoundError(SOP_EDIT_MESSAGES.versionNotFound);
  if (target.rev !== rev) throw new StaleVersionError();
  if (target.status !== SOP_MOVES.approve.from) throw wrongStatus('approve')(target.status, target.version);
  return { target, previous: versions.find((v) => v.status === 'approved') ?? null };
}

/**
 * Approves a version in review with its signature and dates; the version approved before becomes superseded in
 * the same transaction (both conditional, so a concurrent approval of either fails the whole), trailed as one
 * entry.
 */
export async function approveVersion(
  { target, previous }: Awaited<ReturnType<typeof versionToApprove>>,
  approval: SopApproval,
  dates: { effectiveDate: string; nextReviewDate: string },
): Promise<SopStaffVersion> {
  const now = approval.signedAt;
  const approved: SopStaffVersion = {
    ...target,
    ...dates,
    status: 'approved',
    approval,
    rev: target.rev + 1,
    updatedAt: now,
  };
  const superseded = previous && { ...previous, status: 'superseded' as const, rev: previous.rev + 1, updatedAt: now };
  await trailedWrite(
    change(
      approval.signerId,
      target.sopId,
      'approve',
      {
        version: target.version,
        status: target.status,
        ...(previous ? { superseding: { version: previous.version, status: previous.status } } : {}),
      },
      {
        version: approved.version,
        status: approved.status,
        ...dates,
        approval,
        ...(superseded ? { superseding: { version: superseded.version, status: superseded.status } } : {}),
      },
    ),
    (entities) => [
      replaceVersion(entities, target, approved, wrongStatus('approve')),
      ...(previous && superseded
        ? [replaceVersion(entities, previous, superseded, () => new StaleVersionError())]
        : []),
    ],
  );
  return approved;
}
