import { createHash } from 'node:crypto';
import { createConversions } from 'electrodb';
import { v7 as uuidv7 } from 'uuid';
import {
  checklistCount,
  CHECKLIST_RESPONSES,
  DEFAULT_TEMPLATES,
  reviewersWhoSigned,
  type ChecklistItem,
  type ChecklistResponse,
  type GeneratedFinding,
  type Grading,
  type Report,
  type ReportStatus,
  type ReportType,
  type ReportSummary,
  type ReportTemplate,
  type RiskLevel,
  type Signature,
  type VerifiedSignature,
} from '@cq/shared';
import { templateOfReport } from '@cq/shared/templates/builtInIds';
import { NotFoundError } from '../../domain/errors';
import { auditChildKeys, parentKey } from '../core/model';
import type { Owner } from '../core/owner';
import { readPage, type Page, type PageRequest } from '../core/paging';
import { auditReport as reportEntity } from './report.entity';
import { store, type TransactionEntities } from '../core/store';
import type { TrailedState } from '../trail/recordState';
import { canonical, trailedWrite, type CompanionChange, type Write } from '../trail/trail';
import { bellMove, reportEntries } from './bell';
import { reportCounts, tallyMove } from './tally';
import { aggMove } from '../analytics/aggregates';
import { reportContributions } from '../analytics/rules';
import { explainRefusal } from '../core/versioning';
import { filterValuesOf, withFilterValues, type WithFilterValues } from '../analytics/filterValues';
import { onFirstUse } from '../../lib/onFirstUse';

export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_ENTITY = 'AuditReport';

/** How a stored report maps to its trail (`trail:verify` checks the report is what its trail says). */
export const REPORT_TRAILED_STATE: TrailedState = {
  entityType: REPORT_ENTITY,
  skPrefix: 'REPORT#',
  // Exports are trailed (who took a copy) but change nothing.
  readOnlyActions: ['export'],
  // `findings` and `reviewedBy` are worked out on read, never stored; `updatedAt` is set in the write, not in the
  // entry (whose own `at` is taken a moment later).
  unchecked: ['findings', 'reviewedBy', 'updatedAt'],
  // A report is created without signatures: the list is stored with the first one.
  absentMeans: { signatures: [] },
};

const reportConversions = onFirstUse(() => createConversions(reportEntity));

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['auditReport']['get']>['go']>>['data']>;

function toReport(item: Item): ReportRecord {
  const generatedFindings = item.generatedFindings as GeneratedFinding[];
  // Reports signed before several signatures were kept hold their one signature in `signature`.
  const stored = (item.signatures as Signature[] | undefined) ?? (item.signature ? [item.signature as Signature] : []);
  const report: Omit<Report, 'signatures' | 'reviewedBy'> = {
    id: item.id,
    title: item.title,
    type: item.type,
    status: item.status,
    progress: item.progress,
    findings: generatedFindings.length,
    riskScore: item.riskScore,
    riskLevel: item.riskLevel,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    version: item.version,
    notes: item.notes,
    auditId: item.auditId ?? null,
    templateId: item.templateId ?? null,
    templateVersion: item.templateVersion ?? null,
    grading: (item.grading as Grading | undefined) ?? null,
    answerScale: (item.answerScale as ChecklistResponse[] | undefined) ?? [...CHECKLIST_RESPONSES],
    checklist: item.checklist as ChecklistItem[],
    generatedFindings,
    complianceRate: item.complianceRate ?? null,
    completedAt: item.completedAt ?? null,
    createdBy: item.createdBy,
    reviewerId: item.reviewerId ?? null,
    authorIds: item.authorIds ?? [item.createdBy],
  };
  // Every read re-verifies every signature against the content as it is now.
  const signatures = verifySignatures(report, stored);
  return writtenFor(
    { ...report, signatures, reviewedBy: reviewersWhoSigned(signatures) },
    auditeeOfKey(item.auditeeKey),
  );
}

/** A report as the data layer hands it out: with the auditee it was made for on it (filterValues.ts). */
export type ReportRecord = WithFilterValues<Report>;
/** The report with the auditee it was made for (its `auditeeKey`, fixed at creation): the risk aggregates' key. */
const writtenFor = (report: Report, auditeeId: string | null): ReportRecord => withFilterValues(report, { auditeeId });
const auditeeOfKey = (key: string | undefined) => (key ? key.slice(key.indexOf('#AUDITEE#') + 9) : null);

/** What a report adds to the risk aggregates, under the auditee it was made for. */
const riskOf = (report: Report | null, auditeeId: string | null) => reportContributions(report, auditeeId);
/** What a report read here adds to the risk aggregates (the analytics rebuild's). */
export const reportRiskContributions = (report: ReportRecord) => riskOf(report, filterValuesOf(report).auditeeId);

export const toSummary = ({
  id,
  title,
  type,
  status,
  progress,
  findings,
  riskScore,
  riskLevel,
  reviewerId,
  authorIds,
  reviewedBy,
  createdAt,
  updatedAt,
  version,
  checklist,
}: Report): ReportSummary => ({
  ...checklistCount(checklist),
  id,
  title,
  type,
  status,
  progress,
  findings,
  riskScore,
  riskLevel,
  reviewerId,
  authorIds,
  reviewedBy,
  createdAt,
  updatedAt,
  version,
});

/** What a signature covers: the report's content, none of its bookkeeping (status, version, reviewer, …). */
type SignedContent = Pick<
  Report,
  'title' | 'type' | 'notes' | 'checklist' | 'generatedFindings' | 'riskScore' | 'riskLevel' | 'completedAt' | 'auditId'
>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The signed content's fields, always in this order. */
const signedFields = (report: SignedContent): SignedContent => {
  const { title, type, notes, checklist, generatedFindings, riskScore, riskLevel, completedAt, auditId } = report;
  return { title, type, notes, checklist, generatedFindings, riskScore, riskLevel, completedAt, auditId };
};

/**
 * The content a signature covers, hashed canonically (sorted keys at every depth): the checklist and findings
 * come back from DynamoDB as maps, whose key order is not promised, and the same content must hash the same.
 */
export const contentHash = (report: SignedContent): string => sha256(canonical(signedFields(report)));

/**
 * Signatures made before the hash was canonical hashed the content as read at signing (nested keys in the order
 * DynamoDB returned them); they still verify against that form, so no valid signature turns invalid.
 */
const earlierContentHash = (report: SignedContent): string => sha256(JSON.stringify(signedFields(report)));

/** A signature as stored and trailed: never the verdict, which is recomputed on every read. */
const storedSignature = (s: Signature): Signature => ({
  signerId: s.signerId,
  printedName: s.printedName,
  email: s.email,
  meaning: s.meaning,
  signedAt: s.signedAt,
  contentHash: s.contentHash,
});

/**
 * Each stored signature with whether it still covers the report's current content: its hash recomputed now. A
 * mismatch means the content changed after signing (the API allows no such change, so only behind its back).
 */
export function verifySignatures(report: SignedContent, signatures: readonly Signature[]): VerifiedSignature[] {
  if (signatures.length === 0) return [];
  const hashes = [contentHash(report), earlierContentHash(report)];
  return signatures.map((s) => ({ ...storedSignature(s), valid: hashes.includes(s.contentHash) }));
}

/** A report type's template: the stored one (staff may change it), else the built-in default. */
export async function reportTemplateFor(type: string): Promise<ReportTemplate> {
  const { data } = await store().reportTemplate.get({ type }).go();
  if (data?.isActive) return { ...data, questions: data.questions as ReportTemplate['questions'] };
  const builtIn = DEFAULT_TEMPLATES.find((t) => t.type === type);
  if (!builtIn) throw new NotFoundError('Unknown report type');
  return builtIn;
}

/** Writes the default templates that are not stored yet; returns how many it wrote. */
export async function seedReportTemplates(): Promise<number> {
  let written = 0;
  for (const template of DEFAULT_TEMPLATES) {
    const { data } = await store().reportTemplate.get({ type: template.type }).go();
    if (data) continue;
    await store().reportTemplate.create(template).go();
    written++;
  }
  return written;
}

/** Access pattern: one of the owner's reports by id (GetItem); another owner's id is not found. */
export async function getReport(owner: Owner, id: string): Promise<ReportRecord> {
  const { data } = await store().auditReport.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(REPORT_NOT_FOUND);
  return toReport(data);
}

/**
 * Access pattern: a page of the owner's reports, newest first (one Query on the workspace partition); with a
 * status or a type, only those (a filter on the same Query, so a page may hold fewer items).
 */
export async function listReports(
  owner: Owner,
  page: PageRequest,
  filter: { status?: ReportStatus; type?: ReportType } = {},
): Promise<Page<ReportRecord>> {
  const { auditReport } = store();
  const { status, type } = filter;
  const result = await readPage(
    `reports:${owner.workspaceId}:${status ?? ''}:${type ?? ''}`,
    page,
    (options) => {
      const query = auditReport.query.byWorkspace({ workspaceId: owner.workspaceId });
      const filtered =
        status || type
          ? query.where((attr, { eq }) =>
              [...(status ? [eq(attr.status, status)] : []), ...(type ? [eq(attr.type, type)] : [])].join(' AND '),
            )
          : query;
      return filtered.go({ order: 'desc', ...options });
    },
    (item) =>
      reportConversions.byAccessPattern.byWorkspace.fromComposite.toCursor({
        workspaceId: owner.workspaceId,
        id: item.id,
      }),
  );
  return { items: result.items.map(toReport), next: result.next };
}

/** Access pattern: an audit's reports, oldest first (one Query on GSI1; an audit has a few). */
export async function listAuditReports(owner: Owner, auditId: string): Promise<ReportRecord[]> {
  const { data } = await store()
    .auditReport.query.byAudit({ parentKey: parentKey(owner.workspaceId, 'AUDIT', auditId) })
    .go({ pages: 'all' });
  return data.map(toReport);
}

/** Access pattern: whether an audit has any report (one Query on GSI1, at most one item read). */
export async function auditHasReports(owner: Owner, auditId: string): Promise<boolean> {
  const { data } = await store()
    .auditReport.query.byAudit({ parentKey: parentKey(owner.workspaceId, 'AUDIT', auditId) })
    .go({ limit: 1, attributes: ['id'] });
  return data.length > 0;
}

export { templateOfReport };

/** A report's template as a key part. */
const templateKeyOf = (report: Pick<Report, 'templateId' | 'type'>) => encodeURIComponent(templateOfReport(report));

/** How many of an auditee's newest reports of a template "Start from last audit" reads for a finished one. */
const LAST_REPORT_LOOKBACK = 5;

/**
 * Access pattern: the auditee's newest completed or approved report of a template (or type's built-in), one
 * Query on GSI2 reading at most LAST_REPORT_LOOKBACK, newest first; null when none of them is finished.
 */
export async function lastReportOfAuditee(owner: Owner, auditeeId: string, templateId: string): Promise<Report | null> {
  const { data } = await store()
    .auditReport.query.byAuditee({ auditeeKey: `${owner.workspaceId}#AUDITEE#${auditeeId}` })
    .begins({ templateKey: `${encodeURIComponent(templateId)}#` })
    .go({ order: 'desc', limit: LAST_REPORT_LOOKBACK });
  const finished = data.find((item) => item.status === 'completed' || item.status === 'approved');
  return finished ? toReport(finished) : null;
}

export interface NewReport {
  /** The auditee of its audit: the report is then found by "Start from last audit" on the auditee's next one. */
  auditeeId?: string | null;
  type: Report['type'];
  title: string;
  notes: string;
  auditId: string | null;
  reviewerId: string | null;
  checklist: ChecklistItem[];
  templateId: string | null;
  templateVersion: number | null;
  grading: Grading | null;
  answerScale: ChecklistResponse[];
}

/** Creates a draft report with its checklist, trailed. */
export async function createReport(owner: Owner, input: NewReport): Promise<ReportRecord> {
  const now = new Date().toISOString();
  const { auditeeId, ...fields } = input;
  const report: Report = {
    id: uuidv7(),
    ...fields,
    status: 'draft',
    progress: 0,
    findings: 0,
    riskScore: 0,
    riskLevel: 'Low',
    generatedFindings: [],
    complianceRate: null,
    completedAt: null,
    createdBy: owner.actor,
    reviewerId: input.reviewerId ?? null,
    authorIds: [owner.actor],
    signatures: [],
    reviewedBy: [],
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  await trailedWrite(
    {
      entityType: REPORT_ENTITY,
      entityId: report.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'create',
      before: null,
      after: report,
    },
    ({ auditReport }) => [
      {
        item: auditReport
          .create({
            workspaceId: owner.workspaceId,
            id: report.id,
            type: report.type,
            title: report.title,
            notes: report.notes,
            ...(report.auditId ? { auditId: report.auditId } : {}),
            ...auditChildKeys(owner.workspaceId, report.auditId, report.id),
            ...(auditeeId
              ? {
                  auditeeKey: `${owner.workspaceId}#AUDITEE#${auditeeId}`,
                  templateKey: `${templateKeyOf(report)}#${report.id}`,
                }
              : {}),
            ...(report.templateId ? { templateId: report.templateId } : {}),
            ...(report.templateVersion ? { templateVersion: report.templateVersion } : {}),
            ...(report.grading ? { grading: report.grading } : {}),
            answerScale: report.answerScale,
            status: report.status,
            checklist: report.checklist,
            generatedFindings: [],
            progress: 0,
            riskScore: 0,
            riskLevel: 'Low',
            createdBy: owner.actor,
            authorIds: [owner.actor],
            ...(report.reviewerId ? { reviewerId: report.reviewerId } : {}),
            createdAt: now,
            updatedAt: now,
            version: 1,
          })
          .commit(),
      },
      ...tallyMove(owner.workspaceId, {}, reportCounts(report)),
    ],
  );
  return writtenFor(report, auditeeId ?? null);
}

export interface ReportChanges {
  title?: string;
  notes?: string;
  status?: ReportStatus;
  checklist?: ChecklistItem[];
  generatedFindings?: GeneratedFinding[];
  progress?: number;
  riskScore?: number;
  riskLevel?: RiskLevel;
  complianceRate?: number | null;
  completedAt?: string;
  signatures?: Signature[];
  reviewerId?: string | null;
  authorIds?: string[];
}

/**
 * A version-checked, trailed change of one of the owner's reports, conditioned on the status it was checked
 * against; `also` adds writes that hold or fail with it (an XP award). Missing → 404, stale → 409.
 */
export async function updateReport(
  owner: Owner,
  current: ReportRecord,
  expectedVersion: number,
  changes: ReportChanges,
  trail: { action: string; reason?: string },
  also: (entities: TransactionEntities) => Write[] = () => [],
  /** Other records' trailed changes that hold or fail with this one (the audit the report moves). */
  companions: readonly CompanionChange[] = [],
): Promise<ReportRecord> {
  const now = new Date().toISOString();
  // A signature's verdict (`valid`) is worked out on every read; what is stored and trailed is the signature only.
  const written = changes.signatures ? { ...changes, signatures: changes.signatures.map(storedSignature) } : changes;
  const { complianceRate, reviewerId, ...rest } = written;
  const set = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (reviewerId) set.reviewerId = reviewerId;
  const before: Record<string, unknown> = Object.fromEntries(
    Object.keys(changes).map((k) => [k, current[k as keyof Report]]),
  );
  if (before.signatures) before.signatures = current.signatures.map(storedSignature);
  const next = { ...current, ...written, updatedAt: now, version: expectedVersion + 1 } as ReportRecord;
  const { auditeeId } = filterValuesOf(current);
  next.reviewedBy = reviewersWhoSigned(verifySignatures(next, next.signatures));
  await trailedWrite(
    {
      entityType: REPORT_ENTITY,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: trail.action,
      before,
      after: written,
      ...(trail.reason ? { reason: trail.reason } : {}),
    },
    (entities) => {
      let patch = entities.auditReport.patch({ workspaceId: owner.workspaceId, id: current.id }).set({
        ...set,
        ...(typeof complianceRate === 'number' ? { complianceRate } : {}),
        updatedAt: now,
        version: expectedVersion + 1,
      });
      if (complianceRate === null) patch = patch.remove(['complianceRate']);
      if (reviewerId === null) patch = patch.remove(['reviewerId']);
      return [
        {
          item: patch
            .where(({ version, status }, { eq }) => `${eq(version, expectedVersion)} AND ${eq(status, current.status)}`)
            .commit({ response: 'all_old' }),
          refusal: (stored) => explainRefusal(stored, expectedVersion, REPORT_NOT_FOUND),
        },
        ...tallyMove(owner.workspaceId, reportCounts(current), reportCounts({ ...current, ...set })),
        ...aggMove(owner.workspaceId, riskOf(current, auditeeId), riskOf(next, auditeeId)),
        ...bellMove(entities, owner.workspaceId, reportEntries(current), reportEntries(next)),
        ...also(entities),
      ];
    },
    companions,
  );
  const signatures = verifySignatures(next, next.signatures);
  return writtenFor({ ...next, signatures, findings: next.generatedFindings.length }, auditeeId);
}

/** Deletes a draft or in-progress report (the caller checked), version-checked and trailed. */
export async function deleteReport(owner: Owner, current: Report, expectedVersion: number): Promise<void> {
  await trailedWrite(
    {
      entityType: REPORT_ENTITY,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: 'delete',
      before: toSummary(current),
      after: null,
    },
    ({ auditReport }) => [
      {
        item: auditReport
          .delete({ workspaceId: owner.workspaceId, id: current.id })
          .where(({ version, status }, { eq }) => `${eq(version, expectedVersion)} AND ${eq(status, current.status)}`)
          .commit({ response: 'all_old' }),
        refusal: (stored) => explainRefusal(stored, expectedVersion, REPORT_NOT_FOUND),
      },
      ...tallyMove(owner.workspaceId, reportCounts(current), {}),
    ],
  );
}
