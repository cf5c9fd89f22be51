import type { TrainingRecord } from '@cq/shared/learning/schemas';
import { ORG_ROLE_LABELS } from '@cq/shared/orgs/roles';
import { trainingCourseSummary } from '@cq/shared/learning/rules';
import { NotFoundError } from '../domain/errors';
import { retryOnContention } from '../data/core/contention';
import type { Workspace } from '../data/core/owner';
import { learningStandings, standingOf } from '../data/learning/progress';
import { listMembers, requireOrg } from '../data/orgs/orgs';
import { trailedWrite } from '../data/trail/trail';
import { download, type ApiResult } from '../lib/response';
import type { Block, PrintedDocument } from '../services/documentPdf';
import { toCsv } from '../services/csv';
import { progressOf } from './courses';
import { COURSES } from './content';

/**
 * The organisation's training records (ICH E6(R3) asks that training be documented): every member with the
 * courses they have started. One Query per member, and the members are bounded by the organisation's seat cap.
 * The personal workspace has no members to report on (404, like any other missing record).
 */
export async function trainingRecords(workspace: Workspace): Promise<TrainingRecord[]> {
  if (!workspace.orgId) throw new NotFoundError('Not found');
  const members = await listMembers(workspace.orgId);
  const standings = await Promise.all(members.map((m) => learningStandings(m.userId)));
  return members.map((m, i) => ({
    userId: m.userId,
    name: m.name,
    email: m.email,
    role: m.role,
    courses: COURSES.filter((c) => standings[i]!.has(c.id)).map((c) => ({
      courseId: c.id,
      course: c.title,
      ...progressOf(c, standingOf(standings[i]!, c.id)),
    })),
  }));
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

const COLUMNS = [
  'Member',
  'E-mail',
  'Role',
  'Course',
  'Lessons done',
  'Lessons',
  'Quiz attempts',
  'Last score (%)',
  'Passed on',
  'Certificate code',
  'Certificate issued on',
];

export function trainingCsv(records: readonly TrainingRecord[]): string {
  const rows = records.flatMap((r) => {
    const who = [r.name, r.email, ORG_ROLE_LABELS[r.role as keyof typeof ORG_ROLE_LABELS] ?? r.role];
    if (r.courses.length === 0) return [[...who, 'No course started', '', '', '', '', '', '', '']];
    return r.courses.map((c) => [
      ...who,
      c.course,
      c.lessonsDone,
      c.lessonCount,
      c.attempts,
      c.lastScore,
      day(c.passedAt),
      c.certificate?.code ?? '',
      day(c.certificate?.issuedAt),
    ]);
  });
  return `\uFEFF${toCsv(COLUMNS, rows)}`;
}

export function trainingDocument(orgName: string, records: readonly TrainingRecord[], at: Date): PrintedDocument {
  const blocks: Block[] = [
    { kind: 'title', text: `Training records: ${orgName}` },
    { kind: 'paragraph', text: `Learning Hub courses of every member, as recorded on ${day(at.toISOString())}.` },
  ];
  for (const r of records) {
    blocks.push({ kind: 'heading', text: `${r.name} (${r.email})` });
    if (r.courses.length === 0) blocks.push({ kind: 'paragraph', text: 'No course started.' });
    for (const c of r.courses) {
      blocks.push({ kind: 'bullet', text: `${c.course}: ${trainingCourseSummary(c, day)}.` });
    }
  }
  return {
    title: `Training records: ${orgName}`,
    licence: `Training records of ${orgName}`,
    edition: `Exported ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    blocks,
  };
}

async function orgName(workspace: Workspace): Promise<string> {
  return (await requireOrg(workspace.orgId!)).name;
}

/** The organisation's training records as one chain: who took a copy of them, when and in which form. */
export const TRAINING_EXPORT_ENTITY = 'TrainingRecords';

/**
 * The organisation's training records as a file (CSV or PDF), and the export trailed like a report's (DESIGN §8:
 * who took a copy, when, in which form, of how many members); nothing else is written.
 */
export async function exportTrainingRecords(workspace: Workspace, format: 'csv' | 'pdf'): Promise<ApiResult> {
  const all = await trainingRecords(workspace);
  const name = await orgName(workspace);
  const now = new Date();
  const file = `Training records ${name} ${now.toISOString().slice(0, 10)}.${format}`;
  const body =
    format === 'csv'
      ? trainingCsv(all)
      : Buffer.from(
          await (await import('../services/documentPdf')).renderDocumentPdf(trainingDocument(name, all, now)),
        );
  await retryOnContention(() =>
    trailedWrite(
      {
        entityType: TRAINING_EXPORT_ENTITY,
        entityId: workspace.orgId!,
        workspaceId: workspace.workspaceId,
        actor: workspace.actor,
        action: 'export',
        before: null,
        after: { format, members: all.length, bytes: Buffer.byteLength(body) },
      },
      () => [],
    ),
  );
  return download(file, format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf', body);
}
