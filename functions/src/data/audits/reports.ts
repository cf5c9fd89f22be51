import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import {
  DEFAULT_TEMPLATES,
  reviewersWhoSigned,
  type ChecklistItem,
  type GeneratedFinding,
  type Report,
  type ReportStatus,
  type ReportSummary,
  type ReportTemplate,
  type RiskLevel,
  type Signature,
} from '@cq/shared';
import { NotFoundError } from '../../domain/errors';
import type { Owner } from '../core/owner';
import { store, type TransactionEntities } from '../core/store';
import { trailedWrite, type Write } from '../trail/trail';
import { explainRefusal } from '../core/versioning';

export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_ENTITY = 'AuditReport';

type Item = NonNullable<Awaited<ReturnType<ReturnType<ReturnType<typeof store>['auditReport']['get']>['go']>>['data']>;

function toReport(item: Item): Report {
  const generatedFindings = item.generatedFindings as GeneratedFinding[];
  // Reports signed before several signatures were kept hold their one signature in `signature`.
  const signatures =
    (item.signatures as Signature[] | undefined) ?? (item.signature ? [item.signature as Signature] : []);
  return {
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
    checklist: item.checklist as ChecklistItem[],
    generatedFindings,
    complianceRate: item.complianceRate ?? null,
    completedAt: item.completedAt ?? null,
    createdBy: item.createdBy,
    reviewerId: item.reviewerId ?? null,
    authorIds: item.authorIds ?? [item.createdBy],
    signatures,
    reviewedBy: reviewersWhoSigned(signatures),
  };
}

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
}: Report): ReportSummary => ({
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

/** The content a signature covers: everything but the bookkeeping, hashed canonically. */
export function contentHash(report: Report): string {
  const { title, type, notes, checklist, generatedFindings, riskScore, riskLevel, completedAt, auditId } = report;
  const content = JSON.stringify({
    title,
    type,
    notes,
    checklist,
    generatedFindings,
    riskScore,
    riskLevel,
    completedAt,
    auditId,
  });
  return createHash('sha256').update(content).digest('hex');
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
export async function getReport(owner: Owner, id: string): Promise<Report> {
  const { data } = await store().auditReport.get({ workspaceId: owner.workspaceId, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(REPORT_NOT_FOUND);
  return toReport(data);
}

/** Access pattern: the owner's reports, newest first (one Query on the workspace partition). */
export async function listReports(owner: Owner): Promise<Report[]> {
  const { data } = await store()
    .auditReport.query.byWorkspace({ workspaceId: owner.workspaceId })
    .go({ order: 'desc', pages: 'all' });
  return data.map(toReport);
}

export interface NewReport {
  type: Report['type'];
  title: string;
  notes: string;
  auditId: string | null;
  reviewerId: string | null;
  checklist: ChecklistItem[];
}

/** Creates a draft report with its checklist, trailed. */
export async function createReport(owner: Owner, input: NewReport): Promise<Report> {
  const now = new Date().toISOString();
  const report: Report = {
    id: uuidv7(),
    ...input,
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
    ],
  );
  return report;
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
  current: Report,
  expectedVersion: number,
  changes: ReportChanges,
  trail: { action: string; reason?: string },
  also: (entities: TransactionEntities) => Write[] = () => [],
): Promise<Report> {
  const now = new Date().toISOString();
  const { complianceRate, reviewerId, ...rest } = changes;
  const set = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (reviewerId) set.reviewerId = reviewerId;
  const before = Object.fromEntries(Object.keys(changes).map((k) => [k, current[k as keyof Report]]));
  await trailedWrite(
    {
      entityType: REPORT_ENTITY,
      entityId: current.id,
      actor: owner.actor,
      workspaceId: owner.workspaceId,
      action: trail.action,
      before,
      after: changes,
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
        ...also(entities),
      ];
    },
  );
  const next: Report = { ...current, ...changes, updatedAt: now, version: expectedVersion + 1 } as Report;
  return { ...next, findings: next.generatedFindings.length, reviewedBy: reviewersWhoSigned(next.signatures) };
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
    ],
  );
}
