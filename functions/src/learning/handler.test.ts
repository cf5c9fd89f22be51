import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CERTIFICATE_CODE } from '@cq/shared/learning/rules';
import type { Course, CourseSummary, QuizResult, TrainingRecord } from '@cq/shared/learning/schemas';
import { invoke, useTestTable, type Caller } from '../../test/harness';
import { joinOrg } from '../../test/members';
import { GOOD_CARD, useStripeStandIn } from '../../test/stripeStandIn';
import { subscriptionsOfBuyer } from '../data/billing/billing';
import { TRAINING_RECORD_ENTITY, trainingRecordId } from '../data/learning/progress';
import { readTrail } from '../data/trail/trail';
import { TRAINING_EXPORT_ENTITY } from './records';
import { stripe as stripeClient } from '../services/billing/client';
import { COURSES } from './content';

useTestTable();
const stripe = useStripeStandIn();

let n = 0;
const newCaller = (): Caller => {
  n++;
  return { sub: `learner-${n}`, email: `learner${n}@example.com`, givenName: 'Grace', familyName: `Learner${n}` };
};

/** Buys a catalogue price as a visitor paying with the caller's e-mail (the entitlement rule). */
async function buy(caller: Caller, priceId: 'learn-monthly' | 'sop-monthly' | 'professional-monthly') {
  const res = await invoke('POST', '/api/checkout/session', { body: { priceId }, sourceIp: `198.51.100.${n + 60}` });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const id = (res.json as { url: string }).url.split('/local-checkout/')[1]!;
  const paid = await stripe.browser(`checkout/sessions/${id}/pay`, { email: caller.email, card: GOOD_CARD });
  expect(paid.status).toBe(200);
  await stripe.settled();
}

async function learner() {
  const caller = newCaller();
  await buy(caller, 'learn-monthly');
  return caller;
}

const COURSE = COURSES[0]!;
const letter = (i: number) => String.fromCharCode(97 + i);
/** Answers with the first `right` questions right and the rest wrong. */
const answersWith = (right: number) =>
  Object.fromEntries(
    COURSE.quiz.map((q, i) => [q.id, letter(i < right ? q.answer : (q.answer + 1) % q.options.length)]),
  );
const takeQuiz = (caller: Caller, body: unknown) => invoke('POST', `/api/courses/${COURSE.id}/quiz`, { caller, body });

const REFUSAL = {
  error: 'This needs the Learning Hub subscription',
  code: 'SUBSCRIPTION_REQUIRED',
  buyUrl: '/subscriptions',
};

async function pdfText(raw: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(raw), verbosity: 0 }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++)
    for (const item of (await (await doc.getPage(i)).getTextContent()).items) if ('str' in item) out.push(item.str);
  return out;
}

describe('content', () => {
  it('has three courses of 4-6 lessons with references and quizzes of at least 10 single-choice questions', () => {
    expect(COURSES.map((c) => c.title)).toEqual([
      'ICH E6(R3) Essentials',
      '21 CFR Part 11 for Site Staff',
      'Inspection Readiness',
    ]);
    for (const c of COURSES) {
      expect(c.lessons.length).toBeGreaterThanOrEqual(4);
      expect(c.lessons.length).toBeLessThanOrEqual(6);
      for (const l of c.lessons) expect(l.references.length, l.id).toBeGreaterThan(0);
      expect(c.quiz.length).toBeGreaterThanOrEqual(10);
      for (const q of c.quiz) expect(q.answer, q.id).toBeLessThan(q.options.length);
      expect(new Set(c.quiz.map((q) => q.id)).size).toBe(c.quiz.length);
    }
  });
});

describe('access', () => {
  it('refuses every course route to a caller who bought nothing, or only the SOP Library', async () => {
    const caller = newCaller();
    await buy(caller, 'sop-monthly');
    const lesson = COURSE.lessons[0]!.id;
    const calls = [
      () => invoke('GET', '/api/courses', { caller }),
      () => invoke('GET', `/api/courses/${COURSE.id}`, { caller }),
      () => invoke('POST', `/api/courses/${COURSE.id}/lessons/${lesson}/complete`, { caller }),
      () => takeQuiz(caller, { answers: answersWith(10) }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.json).toEqual(REFUSAL);
    }
  });

  it('lists the courses with progress, and reads one without its answers', async () => {
    const caller = await learner();
    const list = await invoke('GET', '/api/courses', { caller });
    expect(list.status).toBe(200);
    const courses = list.json as unknown as CourseSummary[];
    expect(courses.map((c) => c.id)).toEqual(COURSES.map((c) => c.id));
    expect(courses[0]!.progress).toEqual({
      lessonsDone: 0,
      lessonCount: COURSE.lessons.length,
      attempts: 0,
      lastScore: null,
      passedAt: null,
      certificate: null,
    });
    const one = await invoke('GET', `/api/courses/${COURSE.id}`, { caller });
    expect(one.status).toBe(200);
    const course = one.json as unknown as Course;
    expect(course.quiz.passMark).toBe(80);
    expect(course.quiz.questions[0]).toEqual({
      id: 'q1',
      text: COURSE.quiz[0]!.text,
      options: COURSE.quiz[0]!.options.map((text, i) => ({ id: letter(i), text })),
    });
    expect(one.raw.toString()).not.toMatch(/"answer"/);
    expect((await invoke('GET', '/api/courses/no-such-course', { caller })).status).toBe(404);
  });

  it('keeps access after a cancel until the period ends, then refuses it (the test clock)', async () => {
    const caller = await learner();
    const [sub] = await subscriptionsOfBuyer(caller.email);
    await (await stripeClient()).subscriptions.update(sub!.subscriptionId, { cancel_at_period_end: true });
    await stripe.settled();
    expect((await invoke('GET', '/api/courses', { caller })).status).toBe(200);
    await stripe.browser('test/advance-clock', { days: 32 });
    await stripe.settled();
    const after = await invoke('GET', `/api/courses/${COURSE.id}`, { caller });
    expect(after.status).toBe(403);
    expect(after.json).toEqual(REFUSAL);
  });
});

describe('lessons', () => {
  it('keeps progress per lesson; completing again keeps the first time; an unknown lesson is 404', async () => {
    const caller = await learner();
    const [first, second] = COURSE.lessons;
    const done = await invoke('POST', `/api/courses/${COURSE.id}/lessons/${first!.id}/complete`, { caller });
    expect(done.status).toBe(200);
    const { completedAt } = done.json as { completedAt: string };
    const again = await invoke('POST', `/api/courses/${COURSE.id}/lessons/${first!.id}/complete`, { caller });
    expect(again.json).toEqual({ lessonId: first!.id, completedAt });
    // Trailed once, by the learner: completing again changes nothing and adds no entry.
    expect(await readTrail(TRAINING_RECORD_ENTITY, trainingRecordId(caller.sub, COURSE.id))).toEqual([
      expect.objectContaining({
        actor: caller.sub,
        action: 'lesson.complete',
        before: null,
        after: { lessonId: first!.id, completedAt },
      }),
    ]);
    const course = (await invoke('GET', `/api/courses/${COURSE.id}`, { caller })).json as unknown as Course;
    expect(course.lessons.map((l) => l.completedAt)).toEqual([completedAt, ...course.lessons.slice(1).map(() => null)]);
    expect(course.progress.lessonsDone).toBe(1);
    expect(course.lessons[1]!.id).toBe(second!.id);
    const other = (await invoke('GET', `/api/courses/${COURSES[1]!.id}`, { caller })).json as unknown as Course;
    expect(other.progress.lessonsDone).toBe(0);
    for (const path of [
      `/api/courses/${COURSE.id}/lessons/no-such-lesson/complete`,
      `/api/courses/no-such-course/lessons/${first!.id}/complete`,
    ])
      expect((await invoke('POST', path, { caller })).status, path).toBe(404);
  });
});

describe('quiz', () => {
  it('scores on the server: a posted score or pass is refused, 7 of 10 fails, a retry with 8 passes', async () => {
    const caller = await learner();
    const forged = await takeQuiz(caller, { answers: answersWith(0), passed: true, score: 100 });
    expect(forged.status).toBe(400);
    expect((await takeQuiz(caller, { answers: {} })).status).toBe(400);

    const failed = await takeQuiz(caller, { answers: answersWith(7) });
    expect(failed.status).toBe(200);
    expect(failed.json).toEqual({ score: 70, passed: false, correct: 7, total: 10 });
    // A question left out counts as wrong.
    const partial = await takeQuiz(caller, { answers: { q1: letter(COURSE.quiz[0]!.answer) } });
    expect(partial.json).toEqual({ score: 10, passed: false, correct: 1, total: 10 });

    const passed = await takeQuiz(caller, { answers: answersWith(8) });
    const result = passed.json as unknown as QuizResult;
    expect(result).toMatchObject({ score: 80, passed: true, correct: 8, total: 10 });
    expect(result.certificateCode).toMatch(CERTIFICATE_CODE);

    // Passing again keeps the one certificate.
    const again = await takeQuiz(caller, { answers: answersWith(10) });
    expect(again.json).toEqual({
      score: 100,
      passed: true,
      correct: 10,
      total: 10,
      certificateCode: result.certificateCode,
    });
    const course = (await invoke('GET', `/api/courses/${COURSE.id}`, { caller })).json as unknown as Course;
    expect(course.progress).toMatchObject({
      attempts: 4,
      lastScore: 100,
      certificate: { code: result.certificateCode },
    });
    expect(course.progress.passedAt).toBe(course.progress.certificate!.issuedAt);
    // Every scored attempt is trailed; the pass that issued the certificate names it. The forged and empty
    // posts were refused and left no entry.
    const trail = await readTrail(TRAINING_RECORD_ENTITY, trainingRecordId(caller.sub, COURSE.id));
    expect(trail.map((e) => [e.actor, e.action, (e.after as { score: number }).score])).toEqual([
      [caller.sub, 'quiz.attempt', 70],
      [caller.sub, 'quiz.attempt', 10],
      [caller.sub, 'quiz.attempt', 80],
      [caller.sub, 'quiz.attempt', 100],
    ]);
    expect(trail.map((e) => (e.after as { certificateCode: string | null }).certificateCode)).toEqual([
      null,
      null,
      result.certificateCode,
      null,
    ]);
  });

  it('issues one certificate when two passing attempts arrive at once', async () => {
    const caller = await learner();
    const both = await Promise.all([1, 2].map(() => takeQuiz(caller, { answers: answersWith(10) })));
    const codes = both.map((r) => (r.json as unknown as QuizResult).certificateCode);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(codes[0]).toMatch(CERTIFICATE_CODE);
    expect(codes[1]).toBe(codes[0]);
  });
});

describe('certificates', () => {
  it('verifies a code publicly (200, 404 unknown) and gives its holder alone the PDF', async () => {
    const caller = await learner();
    const code = ((await takeQuiz(caller, { answers: answersWith(10) })).json as unknown as QuizResult)
      .certificateCode!;
    const checked = await invoke('GET', `/api/certificates/${code}`);
    expect(checked.status).toBe(200);
    expect(checked.json).toEqual({
      name: `Grace ${caller.familyName}`,
      course: 'ICH E6(R3) Essentials',
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Typed in lower case without dashes, it is the same certificate.
    const typed = await invoke('GET', `/api/certificates/${code.replace(/-/g, '').toLowerCase()}`);
    expect(typed.json).toEqual(checked.json);
    for (const unknown of ['0000-0000-0000-0000', 'not-a-code', 'ZZZZ']) {
      const res = await invoke('GET', `/api/certificates/${unknown}`);
      expect(res.status, unknown).toBe(404);
      expect(res.json).toMatchObject({ error: 'Certificate not found' });
    }

    const pdf = await invoke('GET', `/api/me/certificates/${code}/pdf`, { caller });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.raw);
    expect(text).toContain(`Grace ${caller.familyName}`);
    expect(text).toContain('ICH E6(R3) Essentials');
    expect(text).toContain(`Verification code: ${code}`);
    expect(text).toContain(`Issued on ${(checked.json as { issuedAt: string }).issuedAt.slice(0, 10)}`);

    const stranger = await learner();
    expect((await invoke('GET', `/api/me/certificates/${code}/pdf`, { caller: stranger })).status).toBe(404);
  });

  it('rate limits the public check per client', async () => {
    const answers = await Promise.all(
      Array.from({ length: 31 }, () =>
        invoke('GET', '/api/certificates/0000-0000-0000-0000', { sourceIp: '203.0.113.77' }),
      ),
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
  });
});

describe('organisation training records', () => {
  async function orgWith(owner: Caller, name: string) {
    const res = await invoke('POST', '/api/orgs', { caller: owner, body: { name } });
    expect(res.status).toBe(201);
    return (res.json as { id: string }).id;
  }

  it('shows an admin every member’s record and exports it; a member without manage is refused', async () => {
    const owner = newCaller();
    const orgId = await orgWith(owner, 'Northwind Research Site');
    const member = await learner();
    await joinOrg(orgId, owner, member, 'auditor');
    const admin = newCaller();
    await joinOrg(orgId, owner, admin, 'admin');
    await invoke('POST', `/api/courses/${COURSE.id}/lessons/${COURSE.lessons[0]!.id}/complete`, { caller: member });
    await takeQuiz(member, { answers: answersWith(5) });
    const code = ((await takeQuiz(member, { answers: answersWith(9) })).json as unknown as QuizResult).certificateCode!;

    // Someone in another organisation, with a course of their own, is never listed.
    const outsider = await learner();
    await orgWith(outsider, 'Other Org');
    await takeQuiz(outsider, { answers: answersWith(10) });

    const res = await invoke('GET', `/api/orgs/${orgId}/training-records`, { caller: admin });
    expect(res.status).toBe(200);
    const records = res.json as unknown as TrainingRecord[];
    expect(records.map((r) => r.userId).sort()).toEqual([owner.sub, member.sub, admin.sub].sort());
    expect(records.find((r) => r.userId === member.sub)!.courses).toEqual([
      {
        courseId: COURSE.id,
        course: COURSE.title,
        lessonsDone: 1,
        lessonCount: COURSE.lessons.length,
        attempts: 2,
        lastScore: 90,
        passedAt: expect.any(String),
        certificate: { code, issuedAt: expect.any(String) },
      },
    ]);
    expect(records.find((r) => r.userId === owner.sub)!.courses).toEqual([]);

    const csv = await invoke('GET', `/api/orgs/${orgId}/training-records/export`, {
      caller: owner,
      query: { format: 'csv' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.raw.toString('utf8').split('\r\n');
    expect(lines[0]).toContain('"Member","E-mail","Role","Course"');
    expect(lines.find((l) => l.includes(member.email))).toContain(`"ICH E6(R3) Essentials","1","4","2","90"`);
    expect(lines.find((l) => l.includes(member.email))).toContain(`"${code}"`);
    expect(csv.raw.toString('utf8')).not.toContain(outsider.email);

    const pdf = await invoke('GET', `/api/orgs/${orgId}/training-records/export`, {
      caller: owner,
      query: { format: 'pdf' },
    });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.raw)).join(' ');
    expect(text).toContain('Training records: Northwind Research Site');
    expect(text).toContain(`Grace ${member.familyName} (${member.email})`);
    expect(text).toContain(code);
    expect(text).not.toContain(outsider.email);

    // Each export is trailed in the organisation's workspace: who took a copy, in which form, of how many.
    const exports = await readTrail(TRAINING_EXPORT_ENTITY, orgId);
    expect(exports).toEqual([
      expect.objectContaining({
        actor: owner.sub,
        workspaceId: orgId,
        action: 'export',
        before: null,
        after: { format: 'csv', members: 3, bytes: csv.raw.length },
      }),
      expect.objectContaining({
        actor: owner.sub,
        action: 'export',
        after: { format: 'pdf', members: 3, bytes: pdf.raw.length },
      }),
    ]);

    const refused = await invoke('GET', `/api/orgs/${orgId}/training-records`, { caller: member });
    expect(refused.status).toBe(403);
    expect((await invoke('GET', `/api/orgs/${orgId}/training-records`, { caller: outsider })).status).toBe(404);
    // A refused export is not trailed.
    const refusedExport = await invoke('GET', `/api/orgs/${orgId}/training-records/export`, {
      caller: member,
      query: { format: 'csv' },
    });
    expect(refusedExport.status).toBe(403);
    expect(await readTrail(TRAINING_EXPORT_ENTITY, orgId)).toHaveLength(2);
  });
});
