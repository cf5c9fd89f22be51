import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@cq/shared';
import { TEMPLATE_MESSAGES } from '@cq/shared/templates/rules';
import { invoke, useTestTable, type Caller } from '../../test/harness';

useTestTable();

const alice: Caller = { sub: 'template-alice', email: 'alice@example.com' };
const bob: Caller = { sub: 'template-bob', email: 'bob@example.com' };

/** A workspace's own grading: four grades, points per grade, and which grade each answer and priority gives. */
const GRADING = {
  grades: [
    { label: 'Critical', points: 40, severity: 'critical' },
    { label: 'Major', points: 20, severity: 'high' },
    { label: 'Minor', points: 5, severity: 'medium' },
    { label: 'Observation', points: 1, severity: 'low' },
  ],
  matrix: {
    non_compliant: { critical: 'Critical', high: 'Major', medium: 'Minor' },
    minor_finding: { critical: 'Major', high: 'Minor', medium: 'Observation' },
  },
};

const QUESTIONS = [
  {
    section: 'Consent',
    question: 'Was consent signed before screening?',
    category: 'Informed Consent',
    priority: 'critical',
    guidance: 'Compare consent dates with the first visit.',
    reference: 'ICH E6(R3) 2.8.7',
    evidenceRequired: true,
  },
  {
    section: 'Consent',
    question: 'Is the current form version in use?',
    category: 'Informed Consent',
    priority: 'high',
  },
  { section: 'Records', question: 'Is the site file indexed?', category: 'Documentation', priority: 'medium' },
];

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Site audit 2027',
  type: 'gcp_site_audit',
  questions: QUESTIONS,
  grading: GRADING,
  ...over,
});

async function draft(caller: Caller, over: Record<string, unknown> = {}) {
  const res = await invoke('POST', '/api/report-templates', { caller, body: body(over) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json!;
}

const publish = (id: string, version: number, caller = alice) =>
  invoke('POST', `/api/report-templates/${id}/versions`, { caller, body: { version } });
const startFrom = (templateId: string, caller = alice, over: Record<string, unknown> = {}) =>
  invoke('POST', '/api/audit-reports', { caller, body: { templateId, title: 'From a template', ...over } });
const answer = (id: string, version: number, responses: unknown[], caller = alice) =>
  invoke('PUT', `/api/audit-reports/${id}/responses`, { caller, body: { version, responses } });

describe('workspace templates', () => {
  it('creates a draft, lists it after the built-ins, edits it with the version read, trailed', async () => {
    const created = await draft(alice);
    expect(created).toMatchObject({
      name: 'Site audit 2027',
      builtIn: false,
      status: 'draft',
      publishedVersion: null,
      unpublishedChanges: true,
      questionCount: 3,
      version: 1,
      answerScale: ['compliant', 'minor_finding', 'non_compliant', 'not_applicable'],
    });
    expect(created.questions[1]).toEqual({
      section: 'Consent',
      question: 'Is the current form version in use?',
      category: 'Informed Consent',
      priority: 'high',
      guidance: '',
      reference: '',
      evidenceRequired: false,
    });

    const list = await invoke('GET', '/api/report-templates', { caller: alice });
    expect(list.status).toBe(200);
    const ids = list.json!.map((t: { id: string }) => t.id);
    expect(ids.slice(0, 4)).toEqual([
      'builtin-vendor_audit',
      'builtin-gcp_site_audit',
      'builtin-internal_qa_audit',
      'builtin-gcp-site-full',
    ]);
    expect(ids.slice(4)).toEqual([created.id]);
    expect(list.json![1]).toMatchObject({ status: 'published', publishedVersion: 1, questionCount: 5 });

    const edited = await invoke('PATCH', `/api/report-templates/${created.id}`, {
      caller: alice,
      body: { version: 1, name: 'Site audit 2027 (rev)', answerScale: ['compliant', 'non_compliant'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      name: 'Site audit 2027 (rev)',
      version: 2,
      answerScale: ['compliant', 'non_compliant'],
    });
    const stale = await invoke('PATCH', `/api/report-templates/${created.id}`, {
      caller: alice,
      body: { version: 1, name: 'Late edit' },
    });
    expect(stale.status).toBe(409);

    const trail = await invoke('GET', `/api/report-templates/${created.id}/trail`, { caller: alice });
    expect(trail.json!.entries.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
    expect(trail.json!.entries[1]).toMatchObject({
      actor: alice.sub,
      before: { name: 'Site audit 2027' },
      after: { name: 'Site audit 2027 (rev)' },
    });
  });

  it('pages the workspace’s own templates with a cursor; the built-ins come with the first page only', async () => {
    for (const name of ['One', 'Two', 'Three']) await draft(bob, { name });
    const first = await invoke('GET', '/api/report-templates', { caller: bob, query: { limit: '2' } });
    expect(first.json!.filter((t: { builtIn: boolean }) => !t.builtIn).map((t: { name: string }) => t.name)).toEqual([
      'Three',
      'Two',
    ]);
    const cursor = first.headers[NEXT_CURSOR_HEADER]!;
    const second = await invoke('GET', '/api/report-templates', { caller: bob, query: { limit: '2', cursor } });
    expect(second.json!.map((t: { name: string }) => t.name)).toEqual(['One']);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('publishes immutable versions: a report keeps the version it started from after v2 is published', async () => {
    const t = await draft(alice, { name: 'Versioned' });
    const v1 = await publish(t.id, 1);
    expect(v1.status).toBe(201);
    expect(v1.json).toMatchObject({ templateId: t.id, number: 1, publishedBy: alice.sub });
    expect(v1.json!.questions.map((q: { id: string }) => q.id)).toEqual(['q1', 'q2', 'q3']);
    // Nothing changed since v1: no empty version.
    const again = await publish(t.id, 2);
    expect(again.status).toBe(409);
    expect(again.json!.error).toBe(TEMPLATE_MESSAGES.noChanges);

    const report = await startFrom(t.id);
    expect(report.status).toBe(201);
    expect(report.json).toMatchObject({
      type: 'gcp_site_audit',
      templateId: t.id,
      templateVersion: 1,
      grading: GRADING,
    });
    expect(report.json!.checklist[0]).toMatchObject({
      id: 'q1',
      guidance: 'Compare consent dates with the first visit.',
      reference: 'ICH E6(R3) 2.8.7',
      evidenceRequired: true,
      response: null,
    });

    const edited = await invoke('PATCH', `/api/report-templates/${t.id}`, {
      caller: alice,
      body: {
        version: 2,
        questions: [{ question: 'A new single question?', category: 'Training', priority: 'medium' }],
      },
    });
    expect(edited.json).toMatchObject({ status: 'published', publishedVersion: 1, unpublishedChanges: true });
    const v2 = await publish(t.id, 3);
    expect(v2.json).toMatchObject({ number: 2 });
    const listed = await invoke('GET', `/api/report-templates/${t.id}`, { caller: alice });
    expect(listed.json).toMatchObject({ publishedVersion: 2, unpublishedChanges: false, version: 4 });

    const kept = await invoke('GET', `/api/audit-reports/${report.json!.id}`, { caller: alice });
    expect(kept.json).toMatchObject({ templateVersion: 1 });
    expect(kept.json!.checklist).toHaveLength(3);
    const fresh = await startFrom(t.id);
    expect(fresh.json).toMatchObject({ templateVersion: 2 });
    expect(fresh.json!.checklist.map((i: { question: string }) => i.question)).toEqual(['A new single question?']);
  });

  it('scores with the template’s grading: its grades, their points, and the severity each counts as', async () => {
    const t = await draft(alice, { name: 'Graded' });
    await publish(t.id, 1);
    const report = (await startFrom(t.id)).json!;
    const res = await answer(report.id, 1, [
      { questionId: 'q1', response: 'non_compliant', notes: 'Two consents dated after screening.' },
      { questionId: 'q2', response: 'minor_finding', notes: 'One old form in the drawer.' },
      { questionId: 'q3', response: 'minor_finding', notes: 'Index a month behind.' },
    ]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(
      res.json!.generatedFindings.map((f: { grade: string; points: number; severity: string }) => [
        f.grade,
        f.points,
        f.severity,
      ]),
    ).toEqual([
      ['Critical', 40, 'critical'],
      ['Minor', 5, 'medium'],
      ['Observation', 1, 'low'],
    ]);
    // 40 + 5 + 1.
    expect(res.json).toMatchObject({ riskScore: 46, riskLevel: 'Medium', findings: 3 });
    // The export names the grades and where the points come from.
    const md = await invoke('GET', `/api/audit-reports/${report.id}/export`, {
      caller: alice,
      query: { format: 'md' },
    });
    const text = md.raw.toString('utf8');
    expect(text).toContain('### Non-compliance: Informed Consent — Critical (40 points)');
    expect(text).toContain('### Minor finding: Documentation — Observation (1 points)');
    expect(text).toContain(
      'Sum of grade points (Critical 40, Major 20, Minor 5, Observation 1), capped at 100: 40 + 5 + 1 = 46',
    );
  });

  it('refuses a non-compliant answer to an evidence-required question without a note saying why', async () => {
    const t = await draft(alice, { name: 'Evidence' });
    await publish(t.id, 1);
    const report = (await startFrom(t.id)).json!;
    const bare = await answer(report.id, 1, [{ questionId: 'q1', response: 'non_compliant', notes: '  ' }]);
    expect(bare.status).toBe(400);
    expect(bare.json).toMatchObject({
      error: TEMPLATE_MESSAGES.evidenceNote,
      fields: { 'responses.q1': TEMPLATE_MESSAGES.evidenceNote },
    });
    // Not evidence-required: no note needed.
    expect((await answer(report.id, 1, [{ questionId: 'q2', response: 'non_compliant' }])).status).toBe(200);
    const noted = await answer(report.id, 2, [
      { questionId: 'q1', response: 'non_compliant', notes: 'No photo allowed on the ward; seen on site.' },
    ]);
    expect(noted.status).toBe(200);
  });

  it('offers only the template’s answer scale', async () => {
    const t = await draft(alice, { name: 'Yes or no', answerScale: ['non_compliant', 'compliant'] });
    expect(t.answerScale).toEqual(['non_compliant', 'compliant']);
    await publish(t.id, 1);
    const report = (await startFrom(t.id)).json!;
    expect(report.answerScale).toEqual(['compliant', 'non_compliant']);
    const off = await answer(report.id, 1, [{ questionId: 'q3', response: 'minor_finding', notes: 'x' }]);
    expect(off.status).toBe(400);
    expect(off.json!.error).toBe('This checklist does not offer that answer.');
  });

  it('starts only from a published version, and keeps type-only creation working', async () => {
    const t = await draft(alice, { name: 'Unpublished' });
    const res = await startFrom(t.id);
    expect(res.status).toBe(409);
    expect(res.json!.error).toBe(TEMPLATE_MESSAGES.notPublished);
    const byType = await invoke('POST', '/api/audit-reports', {
      caller: alice,
      body: { type: 'vendor_audit', title: 'By type' },
    });
    expect(byType.json).toMatchObject({ templateId: null, templateVersion: null, grading: null });
    expect(byType.json!.checklist).toHaveLength(5);
    const neither = await invoke('POST', '/api/audit-reports', { caller: alice, body: { title: 'Nothing' } });
    expect(neither.status).toBe(400);
    expect(neither.json!.fields).toEqual({ type: 'Report type is required' });
    await publish(t.id, 1);
    const mismatch = await startFrom(t.id, alice, { type: 'vendor_audit' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json!.fields).toEqual({ type: 'The report type must be the template’s type.' });
  });

  it('ships the full GCP site template (built-in rule) and keeps every built-in read-only', async () => {
    const full = await invoke('GET', '/api/report-templates/builtin-gcp-site-full', { caller: alice });
    expect(full.status).toBe(200);
    expect(full.json!.questions.length).toBeGreaterThanOrEqual(25);
    expect(new Set(full.json!.questions.map((q: { section: string }) => q.section))).toEqual(
      new Set([
        'Informed consent',
        'Eligibility',
        'Safety reporting',
        'Investigational product accountability',
        'Source data and ALCOA+',
        'Delegation and training',
        'Essential records',
        'Computerised systems',
      ]),
    );
    for (const q of full.json!.questions) {
      expect(q.guidance).not.toBe('');
      expect(q.reference).not.toBe('');
    }
    const report = (await startFrom('builtin-gcp-site-full')).json!;
    expect(report).toMatchObject({ templateId: 'builtin-gcp-site-full', templateVersion: 1, grading: null });
    const r = await answer(report.id, 1, [
      { questionId: 'gcp-site-1', response: 'minor_finding', notes: 'Approval arrived a day late.' },
    ]);
    // The built-in rule: critical priority gives critical, 25 points, no grade name.
    expect(r.json!.generatedFindings[0]).toMatchObject({ severity: 'critical', points: 25 });
    expect(r.json!.generatedFindings[0].grade).toBeUndefined();

    const edit = await invoke('PATCH', '/api/report-templates/builtin-gcp-site-full', {
      caller: alice,
      body: { version: 1, name: 'Mine now' },
    });
    expect(edit.status).toBe(409);
    expect(edit.json!.error).toBe(TEMPLATE_MESSAGES.builtInReadOnly);
    expect((await publish('builtin-vendor_audit', 1)).status).toBe(409);
    expect((await invoke('GET', '/api/report-templates/builtin-nothing', { caller: alice })).status).toBe(404);
  });

  it('keeps each workspace’s templates to itself: another workspace’s id is not found', async () => {
    const t = await draft(alice, { name: 'Private' });
    await publish(t.id, 1);
    expect((await invoke('GET', `/api/report-templates/${t.id}`, { caller: bob })).status).toBe(404);
    expect((await publish(t.id, 2, bob)).status).toBe(404);
    expect((await startFrom(t.id, bob)).status).toBe(404);
    const bobs = await invoke('GET', '/api/report-templates', { caller: bob });
    expect(bobs.json!.map((x: { id: string }) => x.id)).not.toContain(t.id);
  });

  it('validates a template (an import) with field messages and its limits', async () => {
    const tooMany = Array.from({ length: 201 }, (_, i) => ({
      question: `Question ${i + 1}?`,
      category: 'Training',
      priority: 'medium',
    }));
    const many = await invoke('POST', '/api/report-templates', { caller: alice, body: body({ questions: tooMany }) });
    expect(many.status).toBe(400);
    expect(many.json!.fields).toEqual({ questions: 'A template has at most 200 questions' });

    const bad = await invoke('POST', '/api/report-templates', {
      caller: alice,
      body: body({
        name: ' ',
        questions: [{ question: '', category: 'Training', priority: 'urgent' }],
        grading: {
          ...GRADING,
          grades: [...GRADING.grades, { label: 'major', points: 101, severity: 'high' }],
          matrix: { ...GRADING.matrix, minor_finding: { critical: 'Major', high: 'Minor', medium: 'Trivial' } },
        },
        answerScale: ['compliant'],
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json!.fields).toEqual({
      name: 'Name is required',
      'questions.0.question': 'Question text is required',
      'questions.0.priority': 'Priority must be critical, high or medium',
      'grading.grades.4.label': 'Each grade needs its own name',
      'grading.grades.4.points': 'Points must be a whole number from 0 to 100',
      'grading.matrix.minor_finding.medium': 'Choose one of the grading’s grades',
      answerScale: 'The answer scale needs Compliant and Non-Compliant',
    });

    const long = await invoke('POST', '/api/report-templates', {
      caller: alice,
      body: body({ questions: [{ ...QUESTIONS[0], guidance: 'g'.repeat(601) }] }),
    });
    expect(long.json!.fields).toEqual({ 'questions.0.guidance': 'Must be at most 600 characters' });
  });
});
