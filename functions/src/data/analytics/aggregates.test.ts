import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  AUDIT_STATUSES,
  AUDIT_TYPES,
  canMoveAudit,
  CAPA_STATUSES,
  FINDING_SEVERITIES,
  FINDING_STATUSES,
  NO_AUDIT_PLAN,
  type Audit,
  type Capa,
  type Finding,
  type Report,
} from '@cq/shared';
import { useTestTable } from '../../../test/harness';
import { createAudit, updateAudit } from '../audits/audits';
import { capaCreation, getCapa, updateCapa, type CapaRecord } from '../audits/capas';
import {
  createFinding,
  findingCreationWrites,
  getFinding,
  updateFinding,
  type FindingRecord,
} from '../audits/findings';
import { createReport, updateReport, type ReportChanges, type ReportRecord } from '../audits/reports';
import { createInteraction } from '../quala/quala';
import { writeTogether } from '../trail/trail';
import { storedAggregates } from './aggregates';
import { aggregatesFromRecords, backfillAnalytics, rebuildAggregates } from './rebuild';
import { findingScope } from './rules';
import { store } from '../core/store';
import './aggregate.entity';

/**
 * The aggregates moved write by write equal the ones added up from the records afterwards (issue 21), for random
 * sequences of audit, finding and CAPA writes over several months: creations, status moves (completions,
 * cancellations, reopened and closed findings), re-planned audits, re-graded findings, findings raised under an
 * auditee that repeat earlier ones (then changed like any other; every finding counted under the filters it was
 * raised under), moved CAPA due dates, effectiveness checks and closures, reports completed, sent back and
 * re-scored, and questions to Quala.
 */
useTestTable();
afterAll(() => vi.useRealTimers());

const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);
const day = (offset: number) => new Date(Date.parse('2026-01-01') + offset * 86_400_000).toISOString().slice(0, 10);

const op = fc.oneof(
  fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: 1, max: 24 * 20 }) }),
  fc.record({
    kind: fc.constant('audit' as const),
    type: fc.constantFrom(...AUDIT_TYPES),
    status: fc.constantFrom('draft', 'scheduled', 'in_progress', 'completed' as const),
    plan: fc.option(fc.integer({ min: 0, max: 120 })),
    lead: fc.option(fc.constantFrom('ann', 'bob')),
    co: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('auditMove' as const),
    n: fc.nat(),
    status: fc.constantFrom(...AUDIT_STATUSES),
    plan: fc.option(fc.integer({ min: 0, max: 120 })),
    type: fc.constantFrom(...AUDIT_TYPES),
    actualEnd: fc.option(fc.integer({ min: 0, max: 120 })),
  }),
  fc.record({ kind: fc.constant('finding' as const), n: fc.nat(), severity: fc.constantFrom(...FINDING_SEVERITIES) }),
  fc.record({
    kind: fc.constant('findingMove' as const),
    n: fc.nat(),
    status: fc.constantFrom(...FINDING_STATUSES),
    severity: fc.constantFrom(...FINDING_SEVERITIES),
  }),
  // A finding a completed report raises under an auditee, repeating its earlier ones of the question if any.
  fc.record({
    kind: fc.constant('raised' as const),
    n: fc.nat(),
    auditee: fc.constantFrom('north', 'south'),
    question: fc.constantFrom('q-1', 'q-2'),
    severity: fc.constantFrom(...FINDING_SEVERITIES),
  }),
  fc.record({
    kind: fc.constant('capa' as const),
    due: fc.integer({ min: 0, max: 120 }),
    // The audit whose filter values it is counted under (as the finding it answers), or none.
    n: fc.option(fc.nat(), { nil: null }),
  }),
  // A report written for an auditee (or none), from a template or the built-in checklist.
  fc.record({
    kind: fc.constant('report' as const),
    auditee: fc.option(fc.constantFrom('north', 'south')),
    template: fc.option(fc.constantFrom('tpl-1', 'tpl-2')),
  }),
  // A report moved one step (completed with a score and findings, sent back from review, re-answered in review).
  fc.record({
    kind: fc.constant('reportMove' as const),
    n: fc.nat(),
    score: fc.integer({ min: 0, max: 100 }),
    grades: fc.array(fc.constantFrom('critical', 'high', 'medium', 'low' as const), { maxLength: 4 }),
    back: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('quala' as const) }),
  fc.record({
    kind: fc.constant('capaMove' as const),
    n: fc.nat(),
    status: fc.option(fc.constantFrom(...CAPA_STATUSES)),
    due: fc.option(fc.integer({ min: 0, max: 120 })),
    checkDue: fc.option(fc.integer({ min: 0, max: 150 })),
    check: fc.option(fc.constantFrom('effective', 'not_effective' as const)),
    owner: fc.option(fc.constantFrom('Ann', 'Bob')),
  }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const QUESTION = {
  prompt: 'What is ALCOA+?',
  response: 'Attributable, legible…',
  citations: [],
  grounded: true,
  engine: 'offline' as const,
  model: 'kb',
  kbVersion: '1',
  latencyMs: 1,
};

/** The next step of a report: draft → in progress → review → completed (with its score) → approved; or back. */
function reportStep(r: Report, o: Extract<Op, { kind: 'reportMove' }>, at: string): ReportChanges {
  const scored = {
    riskScore: o.score,
    generatedFindings: o.grades.map((severity, i) => ({
      id: `f${i}`,
      questionId: `q${i}`,
      title: 'F',
      description: '',
      severity,
      category: 'Consent',
      recommendation: '',
      capa: null,
      points: 1,
    })),
  };
  if (r.status === 'draft') return { status: 'in_progress' };
  if (r.status === 'in_progress') return { status: 'review', ...scored };
  if (r.status === 'review') return o.back ? { status: 'in_progress' } : { status: 'completed', completedAt: at };
  // A completed report is approved, or (as answers changed under review do) re-scored.
  return o.back ? { status: 'approved' } : scored;
}

/** Runs one sequence in a fresh workspace and returns it. */
async function play(ops: Op[]): Promise<string> {
  const owner = { workspaceId: `prop-${randomUUID()}`, actor: 'prop-user' };
  let now = Date.parse('2026-01-20T12:00:00Z');
  vi.setSystemTime(now);
  const audits: Audit[] = [];
  const findings: FindingRecord[] = [];
  const capas: CapaRecord[] = [];
  const raised: Array<Finding & { auditee: string }> = [];
  const reports: ReportRecord[] = [];
  for (const o of ops) {
    if (o.kind === 'clock') vi.setSystemTime((now += o.hours * 3_600_000));
    else if (o.kind === 'audit') {
      const plannedStart = o.plan === null ? null : day(o.plan);
      audits.push(
        await createAudit(owner, {
          ...NO_AUDIT_PLAN,
          plannedStart,
          plannedEnd: plannedStart && day((o.plan ?? 0) + 2),
          title: 'Audit',
          description: '',
          type: o.type,
          status: o.status,
          progress: 0,
          scheduledDate: null,
          completedDate: null,
          leadAuditorId: o.lead,
          auditorIds: o.co ? ['cy'] : [],
          reviewerId: null,
        }),
      );
    } else if (o.kind === 'auditMove') {
      const i = audits.length ? o.n % audits.length : -1;
      const a = audits[i];
      if (!a || !canMoveAudit(a.status, o.status)) continue;
      audits[i] = await updateAudit(owner, a, a.version, {
        status: o.status,
        type: o.type,
        plannedStart: o.plan === null ? null : day(o.plan),
        ...(o.status === 'completed' && o.actualEnd !== null ? { actualEnd: day(o.actualEnd) } : {}),
      });
    } else if (o.kind === 'finding') {
      const a = pick(audits, o.n);
      if (!a) continue;
      findings.push(
        await createFinding(
          owner,
          {
            auditId: a.id,
            title: 'Finding',
            description: '',
            severity: o.severity,
            responseRequired: false,
            dueDate: null,
          },
          findingScope(a),
        ),
      );
    } else if (o.kind === 'raised') {
      const a = pick(audits, o.n);
      if (!a) continue;
      const at = new Date(now).toISOString();
      const earlier = raised.filter(
        (r) => r.auditee === o.auditee && r.questionId === o.question && r.auditId !== a.id,
      );
      const record: Finding = {
        id: `${randomUUID()}.${o.question}`,
        auditId: a.id,
        reportId: 'report',
        questionId: o.question,
        category: 'Consent',
        capaId: null,
        title: `Question ${o.question}`,
        description: '',
        severity: o.severity,
        status: 'open',
        responseRequired: false,
        dueDate: null,
        resolution: null,
        closedAt: null,
        repeatOf: earlier.map((r) => ({ id: r.id, auditId: r.auditId!, raisedAt: r.createdAt.slice(0, 10) })),
        createdAt: at,
        updatedAt: at,
        version: 1,
      };
      const scope = findingScope({ ...a, auditeeId: o.auditee }, 'tpl-1');
      await writeTogether((entities) =>
        findingCreationWrites(entities, owner, [record], owner.actor, o.auditee, scope),
      );
      raised.push({ ...record, auditee: o.auditee });
      // Read back, as every write path does: a change of it then moves what it was raised under.
      findings.push(await getFinding(owner, record.id));
    } else if (o.kind === 'report') {
      reports.push(
        await createReport(owner, {
          auditeeId: o.auditee,
          type: 'vendor_audit',
          title: 'Report',
          notes: '',
          auditId: null,
          reviewerId: null,
          checklist: [],
          templateId: o.template,
          templateVersion: o.template ? 1 : null,
          grading: null,
          answerScale: ['compliant', 'non_compliant'],
        }),
      );
    } else if (o.kind === 'reportMove') {
      const i = reports.length ? o.n % reports.length : -1;
      const r = reports[i];
      if (!r || r.status === 'approved') continue;
      reports[i] = await updateReport(owner, r, r.version, reportStep(r, o, new Date(now).toISOString()), {
        action: 'move',
      });
    } else if (o.kind === 'quala') {
      await createInteraction(owner, QUESTION, new Date(now).toISOString());
    } else if (o.kind === 'findingMove') {
      const i = findings.length ? o.n % findings.length : -1;
      const f = findings[i];
      if (!f) continue;
      findings[i] = await updateFinding(owner, f, f.version, { status: o.status, severity: o.severity });
    } else if (o.kind === 'capa') {
      const at = new Date(now).toISOString();
      const record: Capa = {
        id: randomUUID(),
        reportId: 'report',
        findingId: 'finding',
        title: 'CAPA',
        description: '',
        rootCause: '',
        correctiveAction: '',
        preventiveAction: '',
        responsiblePerson: '',
        dueDate: day(o.due),
        status: 'open',
        checkDueDate: null,
        effectivenessChecks: [],
        createdAt: at,
        updatedAt: at,
        version: 1,
      };
      const a = o.n === null ? undefined : pick(audits, o.n);
      const scope = a ? findingScope(a, 'tpl-1') : [];
      await writeTogether((entities) => capaCreation(entities, owner, record, scope));
      // Read back, as every write path does: its changes then move what it is counted under.
      capas.push(await getCapa(owner, record.id));
    } else {
      const i = capas.length ? o.n % capas.length : -1;
      const c = capas[i];
      if (!c || c.status === 'closed') continue;
      const checks = o.check
        ? [
            ...c.effectivenessChecks,
            {
              id: randomUUID(),
              method: 'Review',
              result: o.check,
              notes: 'n',
              checkedBy: 'prop-user',
              checkedAt: new Date(now).toISOString(),
            },
          ]
        : undefined;
      capas[i] = await updateCapa(owner, c, c.version, {
        ...(o.status ? { status: o.status } : {}),
        ...(o.due !== null ? { dueDate: day(o.due) } : {}),
        ...(o.checkDue !== null ? { checkDueDate: day(o.checkDue) } : {}),
        ...(o.owner !== null ? { responsiblePerson: o.owner } : {}),
        ...(checks ? { effectivenessChecks: checks } : {}),
      });
    }
  }
  return owner.workspaceId;
}

describe('analytics aggregates', () => {
  it('moved with each write equal the sums rebuilt from the records', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40 }), async (ops) => {
        const workspaceId = await play(ops);
        const incremental = await storedAggregates(workspaceId);
        expect(incremental).toEqual(await aggregatesFromRecords(workspaceId));
        // The backfill writes exactly what the writes had kept.
        await rebuildAggregates(workspaceId);
        expect(await storedAggregates(workspaceId)).toEqual(incremental);
      }),
      { numRuns: 6 },
    );
  }, 240_000);

  it('are rebuilt by the backfill for records stored before they were kept, and left alone once they agree', async () => {
    const workspaceId = await play([
      { kind: 'audit', type: 'pharmacy', status: 'in_progress', plan: 40, lead: 'ann', co: true },
      { kind: 'report', auditee: 'north', template: 'tpl-1' },
      { kind: 'reportMove', n: 0, score: 0, grades: [], back: false },
      { kind: 'reportMove', n: 0, score: 40, grades: ['critical', 'low'], back: false },
      { kind: 'reportMove', n: 0, score: 0, grades: [], back: false },
      { kind: 'quala' },
      { kind: 'finding', n: 0, severity: 'critical' },
      { kind: 'capa', due: 70, n: 0 },
      { kind: 'auditMove', n: 0, status: 'completed', plan: 40, type: 'pharmacy', actualEnd: 41 },
      { kind: 'audit', type: 'pharmacy', status: 'in_progress', plan: 70, lead: null, co: false },
      { kind: 'raised', n: 0, auditee: 'north', question: 'q-1', severity: 'high' },
      { kind: 'clock', hours: 24 * 20 },
      { kind: 'raised', n: 1, auditee: 'north', question: 'q-1', severity: 'low' },
    ]);
    const kept = await storedAggregates(workspaceId);
    // The second raised finding repeats the first: listed under the workspace and under its auditee.
    expect(
      [...kept.values()].filter((c) => c.series === 'repeat-findings').map((c) => [c.dim, c.month, c.shard]),
    ).toEqual([
      ['all', '2026-02', 'a:north'],
      ['auditeeId:north', '2026-02', 'a:north'],
    ]);
    // The completed report counts under its auditee for the workspace and each of its filters.
    expect(
      [...kept.values()].filter((c) => c.series === 'risk').map((c) => [c.dim, c.month, c.shard, c.counts]),
    ).toEqual(
      ['by:auditee', 'by:auditee@auditeeId:north', 'by:auditee@templateId:tpl-1'].map((dim) => [
        dim,
        '2026-01',
        'k:north',
        { riskReports: 1, riskSum: 40, riskFindings: 2, riskCritical: 1 },
      ]),
    );
    expect([...kept.values()].filter((c) => c.series === 'quala').map((c) => c.counts)).toEqual([{ questions: 1 }]);
    const { analyticsAggregate } = store();
    const { data } = await analyticsAggregate.query.byWorkspace({ workspaceId }).go({ pages: 'all' });
    await Promise.all(data.map((item) => analyticsAggregate.delete(item).go()));
    expect((await storedAggregates(workspaceId)).size).toBe(0);

    expect((await backfillAnalytics()).rebuilt).toBe(1);
    expect(await storedAggregates(workspaceId)).toEqual(kept);
    expect((await backfillAnalytics()).rebuilt).toBe(0);
  }, 60_000);
});
