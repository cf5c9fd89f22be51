import { describe, expect, it } from 'vitest';
import {
  reportCountsOf,
  canDeleteReport,
  canMoveReport,
  checklistCount,
  complianceRate,
  generateFindings,
  isHighRisk,
  isScoreFinal,
  progressTone,
  REPORT_STATUSES,
  reportProgress,
  riskLevel,
  riskScore,
  scoreStanding,
  takesNotes,
  type ChecklistItem,
  type ChecklistResponse,
} from './rules';
import { DEFAULT_TEMPLATES, RECOMMENDATIONS, REPORT_TYPES, type QuestionPriority } from './templates';

const item = (priority: QuestionPriority, response: ChecklistResponse | null, notes = ''): ChecklistItem => ({
  id: `q-${priority}`,
  question: 'Is it so?',
  category: 'Data Integrity',
  priority,
  reference: 'ref',
  response,
  notes,
});

describe('templates', () => {
  it('has five questions for each report type, each with a category that has a recommendation', () => {
    expect(DEFAULT_TEMPLATES.map((t) => t.type)).toEqual([...REPORT_TYPES]);
    for (const t of DEFAULT_TEMPLATES) {
      expect(t.questions).toHaveLength(5);
      expect(new Set(t.questions.map((q) => q.id)).size).toBe(5);
      for (const q of t.questions) expect(RECOMMENDATIONS[q.category], q.category).toBeDefined();
    }
  });
});

describe('finding generation (spec §9)', () => {
  it.each([
    ['critical', 'non_compliant', 'critical', true],
    ['critical', 'minor_finding', 'critical', true],
    ['high', 'non_compliant', 'high', true],
    ['high', 'minor_finding', 'high', false],
    ['medium', 'non_compliant', 'medium', true],
    ['medium', 'minor_finding', 'low', false],
  ] as const)('%s priority answered %s → %s, CAPA %s', (priority, response, severity, capa) => {
    const [finding] = generateFindings([item(priority, response, 'Seen on 3 of 10 files.')]);
    expect(finding).toMatchObject({
      severity,
      category: 'Data Integrity',
      recommendation:
        'Give every person their own account, review audit trails on a risk basis, and record data at the time of the activity.',
    });
    expect(finding!.capa !== null).toBe(capa);
    if (capa) expect(finding!.capa).toContain('30 days');
    expect(finding!.description).toBe('Is it so? Seen on 3 of 10 files.');
  });

  it.each(['compliant', 'not_applicable', null] as const)('%s produces no finding', (response) => {
    expect(generateFindings([item('critical', response)])).toEqual([]);
  });

  it('gives the same ids when generated again', () => {
    const items = [item('high', 'non_compliant')];
    expect(generateFindings(items).map((f) => f.id)).toEqual(generateFindings(items).map((f) => f.id));
  });
});

describe('risk score (spec §9)', () => {
  it.each([
    [[], 0, 'Low'],
    [['low'], 5, 'Low'],
    [['critical'], 25, 'Low'],
    [['critical', 'low'], 30, 'Medium'],
    [['critical', 'critical'], 50, 'Medium'],
    [['critical', 'critical', 'low'], 55, 'High'],
    [['critical', 'critical', 'high', 'medium'], 75, 'High'],
    [['critical', 'critical', 'high', 'medium', 'low'], 80, 'Critical'],
    [['critical', 'critical', 'critical', 'critical', 'critical'], 100, 'Critical'],
  ] as const)('%j scores %i (%s)', (severities, score, level) => {
    expect(riskScore(severities.map((severity) => ({ severity })))).toBe(score);
    expect(riskLevel(score)).toBe(level);
  });

  it('counts High Risk above 75 only', () => {
    expect(isHighRisk(75)).toBe(false);
    expect(isHighRisk(76)).toBe(true);
  });
});

describe('whether the risk score is final', () => {
  const answers = (...responses: (ChecklistResponse | null)[]) => responses.map((r) => item('critical', r));

  it('is provisional until every item is answered, Not Applicable included', () => {
    expect(checklistCount(answers(null, null, null, null, null))).toEqual({ answered: 0, questions: 5 });
    expect(isScoreFinal(checklistCount(answers(null, null, null, null, null)))).toBe(false);
    expect(isScoreFinal(checklistCount(answers('compliant', null, null, null, null)))).toBe(false);
    expect(isScoreFinal(checklistCount(answers('compliant', 'not_applicable', 'compliant', 'compliant', null)))).toBe(
      false,
    );
    expect(
      isScoreFinal(checklistCount(answers('compliant', 'not_applicable', 'compliant', 'compliant', 'minor_finding'))),
    ).toBe(true);
    // A checklist with no questions has nothing to be final about.
    expect(isScoreFinal({ answered: 0, questions: 0 })).toBe(false);
  });

  it('says "Provisional: n of N answered" with no level (an unanswered draft is not "Low risk")', () => {
    expect(scoreStanding(0, { answered: 0, questions: 5 })).toEqual({
      answered: 0,
      questions: 5,
      final: false,
      level: null,
      label: 'Provisional: 0 of 5 answered',
    });
    expect(scoreStanding(0, { answered: 1, questions: 5 }).label).toBe('Provisional: 1 of 5 answered');
    expect(scoreStanding(80, { answered: 4, questions: 5 })).toMatchObject({ final: false, level: null });
  });

  it('gives the level once the checklist is complete', () => {
    expect(scoreStanding(0, { answered: 5, questions: 5 })).toMatchObject({
      final: true,
      level: 'Low',
      label: 'Low risk',
    });
    expect(scoreStanding(50, { answered: 5, questions: 5 }).label).toBe('Medium risk');
    expect(scoreStanding(80, { answered: 25, questions: 25 }).label).toBe('Critical risk');
  });
});

describe('progress and compliance', () => {
  it('is answered over five', () => {
    const items = ['compliant', 'not_applicable', null, null, null].map((r) => item('medium', r as never));
    expect(reportProgress(items)).toBe(40);
    expect(progressTone(40)).toBe('grey');
    expect(progressTone(50)).toBe('yellow');
    expect(progressTone(75)).toBe('blue');
    expect(progressTone(100)).toBe('green');
  });

  it('counts compliant over all answers except not applicable', () => {
    const rate = complianceRate(
      ['compliant', 'compliant', 'minor_finding', 'not_applicable', 'non_compliant'].map((r) =>
        item('high', r as never),
      ),
    );
    expect(rate).toBe(50);
    expect(complianceRate([item('high', 'not_applicable')])).toBeNull();
  });

  it('shows the notes box only for minor findings and non-compliance', () => {
    expect(
      ['compliant', 'minor_finding', 'non_compliant', 'not_applicable'].map((r) => takesNotes(r as never)),
    ).toEqual([false, true, true, false]);
  });
});

describe('report status sequence', () => {
  const allowed = [
    'draft→in_progress',
    'in_progress→review',
    'review→in_progress',
    'review→completed',
    'completed→approved',
  ];
  const pairs = REPORT_STATUSES.flatMap((from) => REPORT_STATUSES.filter((to) => to !== from).map((to) => [from, to]));
  it.each(pairs)('%s → %s', (from, to) => {
    expect(canMoveReport(from as never, to as never)).toBe(allowed.includes(`${from}→${to}`));
  });

  it('deletes only drafts and reports in progress', () => {
    expect(REPORT_STATUSES.filter(canDeleteReport)).toEqual(['draft', 'in_progress']);
  });
});

describe('the report counters', () => {
  it('count a report for its status and its score: High Risk above 75, completed with approved', () => {
    expect(reportCountsOf({ status: 'in_progress', riskScore: 76 })).toEqual({
      total: 1,
      inProgress: 1,
      underReview: 0,
      highRisk: 1,
      completed: 0,
    });
    expect(reportCountsOf({ status: 'approved', riskScore: 75 })).toEqual({
      total: 1,
      inProgress: 0,
      underReview: 0,
      highRisk: 0,
      completed: 1,
    });
    expect(reportCountsOf({ status: 'review', riskScore: 0 })).toMatchObject({ underReview: 1, completed: 0 });
    expect(reportCountsOf({ status: 'completed', riskScore: 0 })).toMatchObject({ completed: 1 });
    expect(reportCountsOf(null)).toEqual({ total: 0, inProgress: 0, underReview: 0, highRisk: 0, completed: 0 });
  });
});
