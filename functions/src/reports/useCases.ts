import { BUILT_IN_PREFIX } from '@cq/shared/templates/builtIn';
import { evidenceRefusal, orderedScale, typeChecklistFields } from '@cq/shared/templates/rules';
import {
  APPROVING_MEANING,
  REPORT_TYPES,
  type Grading,
  signingRefusal,
  answersLocked,
  finalAuditRefusal,
  isFinalAuditStatus,
  canDeleteReport,
  canMoveReport,
  complianceRate,
  generateFindings,
  ORG_MESSAGES,
  REPORT_MESSAGES,
  completionRefusal,
  REPORT_STATUS_LABELS,
  reportMoveRefusal,
  reportProgress,
  riskLevel,
  riskScore,
  XP_AWARDS,
  type ChecklistItem,
  type LastReport,
  type LastReportQuery,
  type Report,
  type ReportApprove,
  type ReportCreate,
  type ReportResponses,
  type ReportUpdate,
} from '@cq/shared';
import { ForbiddenError, InvalidInputError, InvalidTransitionError, StaleVersionError } from '../domain/errors';
import { requireReason } from '../domain/reason';
import { REPORT_RECORDED_STATUSES } from '@cq/shared/trail/reasonForChange';
import { getAudit } from '../data/audits/audits';
import { retryOnContention } from '../data/core/contention';
import type { Workspace } from '../data/core/owner';
import { checkAssignees } from '../orgs/assignees';
import { awardWrites, planAward } from '../data/people/progress';
import {
  contentHash,
  createReport,
  deleteReport,
  getReport,
  lastReportOfAuditee,
  reportTemplateFor,
  templateOfReport,
  updateReport,
  type NewReport,
  type ReportChanges,
  type ReportRecord,
} from '../data/audits/reports';
import { publishedTemplate } from './templates';
import { answerEvidenceCounts } from '../data/evidence/evidence';
import { ensureProfile } from '../data/people/users';
import type { AuthUser } from '../lib/event';
import { confirmSigner, openSigning } from '../services/signer';
import { auditFollows } from './auditFollow';
import {
  FINDINGS_PER_TRANSACTION,
  raisedFindingWrites,
  repeatsOf,
  settleRaisedFindings,
} from '../services/reportExport/raisedFindings';

/** In an organisation the reviewer is a member who may approve and did not write or answer the report. */
async function checkReviewer(owner: Workspace, reviewerId: string | null | undefined, authorIds: readonly string[]) {
  await checkAssignees(owner, { reviewerId });
  if (owner.orgId && reviewerId && authorIds.includes(reviewerId)) {
    throw new InvalidInputError(ORG_MESSAGES.reviewerIsAuthor, { reviewerId: ORG_MESSAGES.reviewerIsAuthor });
  }
}

const approvedRefusal = () => new InvalidTransitionError('An approved report is signed and cannot be changed.');

/** What a new report's checklist is built from: a report type's default template, or a published template version. */
type ChecklistSource = Pick<
  NewReport,
  'type' | 'checklist' | 'templateId' | 'templateVersion' | 'grading' | 'answerScale'
>;

async function checklistSource(owner: Workspace, input: ReportCreate): Promise<ChecklistSource> {
  // The three types' built-ins keep reading the stored type template, as a report started by type does.
  const builtInType = input.templateId && REPORT_TYPES.find((t) => input.templateId === `${BUILT_IN_PREFIX}${t}`);
  const type = builtInType || (input.templateId ? null : input.type);
  if (type) {
    const template = await reportTemplateFor(type);
    return {
      type,
      checklist: template.questions.map((q) => ({ ...q, response: null, notes: '' })),
      ...typeChecklistFields(),
    };
  }
  const published = await publishedTemplate(owner, input.templateId!);
  if (input.type && input.type !== published.type) {
    throw new InvalidInputError(TEMPLATE_TYPE_MISMATCH, { type: TEMPLATE_TYPE_MISMATCH });
  }
  return {
    type: published.type,
    checklist: published.questions.map((q) => ({ ...q, response: null, notes: '' })),
    templateId: published.templateId,
    templateVersion: published.number,
    grading: published.grading,
    answerScale: orderedScale(published.answerScale),
  };
}

const TEMPLATE_TYPE_MISMATCH = 'The report type must be the template’s type.';

/**
 * Wizard step 1: a draft report with its type's checklist or a template's newest published version (the report
 * keeps that version's questions, grading and answer scale), optionally attached to one of the caller's audits.
 * "Start from last audit" (`carryOverFrom: 'last'`) then fills it with the answers and notes of the auditee's last
 * finished report of the same template, question by question (any version: matched by question id), each marked
 * carried over until confirmed; that fill is its own trailed change, naming the report it came from.
 */
export async function startReport(owner: Workspace, input: ReportCreate): Promise<Report> {
  const audit = input.auditId ? await getAudit(owner, input.auditId) : null;
  if (audit && isFinalAuditStatus(audit.status)) throw new InvalidTransitionError(finalAuditRefusal(audit.status));
  await checkReviewer(owner, input.reviewerId, [owner.actor]);
  const source = await checklistSource(owner, input);
  let carried: { from: Report; checklist: ChecklistItem[] } | null = null;
  if (input.carryOverFrom) {
    if (!audit?.auditeeId) throw carryOverRefusal(CARRY_OVER_MESSAGES.needsAuditee);
    const from = await lastReportOfAuditee(owner, audit.auditeeId, templateOfReport(source));
    if (!from) throw carryOverRefusal(CARRY_OVER_MESSAGES.noLastReport);
    const checklist = carriedOver(source.checklist, from, source.answerScale);
    if (!checklist.some((item) => item.carriedOver)) throw carryOverRefusal(CARRY_OVER_MESSAGES.noSharedQuestion);
    carried = { from, checklist };
  }
  const created = await createReport(owner, {
    ...source,
    auditeeId: audit?.auditeeId ?? null,
    title: input.title,
    notes: input.notes ?? '',
    auditId: input.auditId ?? null,
    reviewerId: input.reviewerId ?? null,
  });
  if (!carried) return created;
  return updateReport(owner, created, created.version, scored(carried.checklist, created.grading), {
    action: 'responses.carry_over',
    reason: `Carried over from the last audit's report "${carried.from.title}" (${carried.from.id})`,
  });
}

export const CARRY_OVER_MESSAGES = {
  needsAuditee: 'Start from last audit needs an audit with an auditee.',
  noLastReport: 'This auditee has no completed report of this checklist to start from.',
  noSharedQuestion: 'The last audit’s report has none of this checklist’s questions.',
} as const;

const carryOverRefusal = (message: string) => new InvalidInputError(message, { carryOverFrom: message });

/** The new checklist with the previous report's answer and notes on each question both have, marked carried over. */
function carriedOver(
  checklist: readonly ChecklistItem[],
  from: Report,
  scale: readonly ChecklistItem['response'][],
): ChecklistItem[] {
  const before = new Map(from.checklist.map((item) => [item.id, item]));
  return checklist.map((item) => {
    const previous = before.get(item.id);
    if (!previous?.response || !scale.includes(previous.response)) return item;
    return { ...item, response: previous.response, notes: previous.notes, carriedOver: true };
  });
}

/** `GET /api/audits/{id}/last-report`: what "Start from last audit" would start from on this audit, or null. */
export async function lastReportFor(owner: Workspace, auditId: string, query: LastReportQuery): Promise<LastReport> {
  const audit = await getAudit(owner, auditId);
  if (!audit.auditeeId) return { report: null };
  const templateId = query.templateId ?? `${BUILT_IN_PREFIX}${query.type!}`;
  const last = await lastReportOfAuditee(owner, audit.auditeeId, templateId);
  return { report: last ? { id: last.id, title: last.title, completedAt: last.completedAt } : null };
}

/** Everything that follows from the answers, recomputed whole: the same answers always give the same result. */
function scored(checklist: ChecklistItem[], grading: Grading | null): ReportChanges {
  const generatedFindings = generateFindings(checklist, grading);
  const score = riskScore(generatedFindings);
  return {
    checklist,
    generatedFindings,
    progress: reportProgress(checklist),
    riskScore: score,
    riskLevel: riskLevel(score),
    complianceRate: complianceRate(checklist),
  };
}

/** Wizard step 2: records answers and recomputes findings, score and progress in the same write. */
export async function answerChecklist(owner: Workspace, id: string, input: ReportResponses): Promise<Report> {
  return retryOnContention(async () => {
    const current = await getReport(owner, id);
    if (answersLocked(current.status)) {
      throw new InvalidTransitionError(`A ${REPORT_STATUS_LABELS[current.status]} report's answers cannot be changed.`);
    }
    const byId = new Map(current.checklist.map((item) => [item.id, item]));
    for (const r of input.responses) {
      if (!byId.has(r.questionId)) {
        throw new InvalidInputError('Unknown checklist question', { responses: `Unknown question ${r.questionId}` });
      }
    }
    const answers = new Map(input.responses.map((r) => [r.questionId, r]));
    const checklist = current.checklist.map((item) => {
      const answer = answers.get(item.id);
      if (!answer) return item;
      const notes = answer.notes ?? item.notes;
      const { carriedOver, ...question } = item;
      // Confirming a carried-over answer, or changing it, makes it this audit's answer; sent again unchanged, it
      // stays marked (the wizard saves every answer at once).
      const confirmed = answer.confirm || answer.response !== item.response || notes !== item.notes;
      return {
        ...question,
        response: answer.response,
        notes,
        ...(carriedOver && !confirmed ? { carriedOver } : {}),
      };
    });
    checkAnswers(current, checklist, answers, await evidenceFilesOf(owner, current.id, checklist, answers));
    // A recorded answer (or note) altered needs the reason; a first answer to an open question does not.
    const altered = current.checklist.filter(
      (before, i) => !sameAnswer(before, checklist[i]!) && (before.response !== null || Boolean(before.notes)),
    );
    if (REPORT_RECORDED_STATUSES.includes(current.status)) {
      requireReason('report', { answers: altered }, { answers: altered.length > 0 || undefined }, input.reason);
    }
    const changes = scored(checklist, current.grading);
    // Whoever records an answer is one of its authors: separation of duties keeps them from approving it.
    if (!current.authorIds.includes(owner.actor)) changes.authorIds = [...current.authorIds, owner.actor];
    // Answering starts the work: a draft moves to in progress with its first answer.
    if (current.status === 'draft' && checklist.some((i) => i.response !== null)) changes.status = 'in_progress';
    const audit = await auditFollows(owner, { ...current, ...changes } as ReportRecord);
    return updateReport(
      owner,
      current,
      input.version,
      changes,
      { action: 'responses', reason: input.reason },
      undefined,
      audit,
    );
  });
}

/**
 * The answers given must be on the checklist's scale, and an evidence-required question answered non-compliant
 * needs its evidence: a file attached to the answer, or a note saying why.
 */
function checkAnswers(
  current: Report,
  checklist: ChecklistItem[],
  answers: ReadonlyMap<string, unknown>,
  evidenceFiles: ReadonlyMap<string, number>,
) {
  for (const item of checklist) {
    if (!answers.has(item.id)) continue;
    if (item.response !== null && !current.answerScale.includes(item.response)) {
      throw new InvalidInputError(ANSWER_OFF_SCALE, { [`responses.${item.id}`]: ANSWER_OFF_SCALE });
    }
    const refusal = evidenceRefusal(item, evidenceFiles.get(item.id) ?? 0);
    if (refusal) throw new InvalidInputError(refusal, { [`responses.${item.id}`]: refusal });
  }
}

const ANSWER_OFF_SCALE = 'This checklist does not offer that answer.';

const sameAnswer = (a: ChecklistItem, b: ChecklistItem): boolean => a.response === b.response && a.notes === b.notes;

/**
 * How many evidence files each answer has (superseded ones do not count): read (one Query) only when an answer
 * given needs evidence and has no note, the one case a file decides.
 */
async function evidenceFilesOf(
  owner: Workspace,
  reportId: string,
  checklist: readonly ChecklistItem[],
  answers: ReadonlyMap<string, unknown>,
): Promise<ReadonlyMap<string, number>> {
  const needed = checklist.some((item) => answers.has(item.id) && evidenceRefusal(item, 0) !== null);
  return needed ? answerEvidenceCounts(owner, reportId) : new Map();
}

/** Status moves (draft → in progress → review → completed → approved; review may go back), title, notes. */
export async function reviseReport(owner: Workspace, user: AuthUser, id: string, input: ReportUpdate): Promise<Report> {
  const { version, reason, ...requested } = input;
  return retryOnContention(async () => {
    const current = await getReport(owner, id);
    const changes: ReportChanges = Object.fromEntries(
      Object.entries(requested).filter(([field, value]) => current[field as keyof Report] !== value),
    );
    if (Object.keys(changes).length === 0) {
      if (current.version !== version) throw new StaleVersionError();
      return current;
    }
    if (current.status === 'approved') throw approvedRefusal();
    await checkReviewer(owner, changes.reviewerId, current.authorIds);
    if (changes.status === 'approved') {
      throw new InvalidTransitionError('A report is approved by signing it (POST /api/audit-reports/{id}/approve).');
    }
    if (changes.status && !canMoveReport(current.status, changes.status)) {
      throw new InvalidTransitionError(reportMoveRefusal(current.status, changes.status));
    }
    if (current.status === 'completed' && (changes.title !== undefined || changes.notes !== undefined)) {
      throw new InvalidTransitionError('A Completed report cannot be edited; only signed.');
    }
    if (REPORT_RECORDED_STATUSES.includes(current.status)) requireReason('report', current, changes, reason);
    const action = changes.status ? `status.${changes.status}` : 'update';
    const audit = changes.status ? await auditFollows(owner, { ...current, ...changes } as ReportRecord) : [];
    if (changes.status !== 'completed') {
      return updateReport(owner, current, version, changes, { action, reason }, undefined, audit);
    }
    const refusal = completionRefusal(current.checklist);
    if (refusal) throw new InvalidTransitionError(refusal);
    const at = new Date().toISOString();
    changes.completedAt = at;
    await ensureProfile(user);
    const award = await planAward(
      user.sub,
      {
        xp: XP_AWARDS.reportCompleted,
        counters: current.riskLevel === 'Low' ? { lowRiskReportsCompleted: 1 } : {},
      },
      at,
    );
    // Completion raises the findings, each as the one record of it (on the report's audit, if any) with the CAPA
    // that closes it: the first batch with the completion itself, any more right after (`settleRaisedFindings`).
    const firstBatch = current.generatedFindings.slice(0, FINDINGS_PER_TRANSACTION);
    const repeats = await repeatsOf(owner, current, firstBatch);
    const completed = await updateReport(
      owner,
      current,
      version,
      changes,
      { action, reason },
      (entities) => [
        ...awardWrites(entities, award).map((item) => ({ item })),
        ...raisedFindingWrites(entities, owner, { ...current, completedAt: at }, firstBatch, undefined, repeats),
      ],
      audit,
    );
    if (current.generatedFindings.length > firstBatch.length) await settleRaisedFindings(owner, completed);
    return completed;
  });
}

/**
 * The electronic signature (21 CFR 11.50, 11.70, 11.200): only a completed report, the signer's password again,
 * the printed name, e-mail, UTC time and meaning, linked to the hash of the content signed. Trailed; the report
 * is read-only afterwards.
 */
export async function approveReport(
  owner: Workspace,
  user: AuthUser,
  id: string,
  input: ReportApprove,
): Promise<Report> {
  await openSigning(user);
  const current = await getReport(owner, id);
  if (current.status === 'approved') throw approvedRefusal();
  if (current.status !== 'completed') {
    throw new InvalidTransitionError(reportMoveRefusal(current.status, 'approved'));
  }
  if (current.version !== input.version) throw new StaleVersionError();
  // A new signature over content that changed behind the earlier signatures' back would make it look settled.
  if (current.signatures.some((s) => !s.valid)) {
    throw new InvalidTransitionError(`${REPORT_MESSAGES.signatureInvalid}; it cannot be signed again.`);
  }
  const refusal = signingRefusal({
    role: owner.orgId ? owner.role : null,
    signerId: user.sub,
    authorIds: current.authorIds,
    meaning: input.meaning,
  });
  if (refusal) throw new ForbiddenError(refusal);
  if (current.signatures.some((s) => s.signerId === user.sub && s.meaning === input.meaning)) {
    throw new InvalidTransitionError(`You have already signed this report as "${input.meaning}".`);
  }
  const { printedName, email } = await confirmSigner(user, input.password, REPORT_MESSAGES.wrongPassword);
  const signature = {
    signerId: user.sub,
    printedName,
    email,
    meaning: input.meaning,
    signedAt: new Date().toISOString(),
    contentHash: contentHash(current),
  };
  // Only an approving signature approves (and locks) the report; "Authored" and "Reviewed" are recorded beside it.
  const changes: ReportChanges = { signatures: [...current.signatures, signature] };
  if (input.meaning === APPROVING_MEANING) changes.status = 'approved';
  const audit = changes.status ? await auditFollows(owner, { ...current, ...changes } as ReportRecord) : [];
  return updateReport(owner, current, input.version, changes, { action: 'sign' }, undefined, audit);
}

/** Deletes a draft or a report in progress; completed and approved reports are kept for ever. */
export async function removeReport(owner: Workspace, id: string): Promise<void> {
  const current = await getReport(owner, id);
  if (!canDeleteReport(current.status)) {
    throw new InvalidTransitionError(`A ${REPORT_STATUS_LABELS[current.status]} report cannot be deleted.`);
  }
  await deleteReport(owner, current, current.version);
}
