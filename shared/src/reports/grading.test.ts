import { describe, expect, it } from 'vitest';
import { BUILT_IN_GRADING, gradeOf, type Grading } from './grading';
import { generateFindings, riskLevel, riskScore, type ChecklistItem, type ChecklistResponse } from './rules';
import type { QuestionPriority } from './templates';

const item = (id: string, priority: QuestionPriority, response: ChecklistResponse | null): ChecklistItem => ({
  id,
  question: 'Is it so?',
  category: 'Training',
  priority,
  reference: 'ref',
  response,
  notes: '',
});

describe('the built-in grading (spec §9)', () => {
  // Spec §9: "Severity: critical for critical priority, high for high priority, otherwise medium for
  // non_compliant and low for minor_finding"; points "critical 25, high 15, medium 10, low 5".
  it.each([
    ['critical', 'non_compliant', 'critical', 25],
    ['critical', 'minor_finding', 'critical', 25],
    ['high', 'non_compliant', 'high', 15],
    ['high', 'minor_finding', 'high', 15],
    ['medium', 'non_compliant', 'medium', 10],
    ['medium', 'minor_finding', 'low', 5],
  ] as const)('%s priority answered %s is %s, %i points', (priority, response, severity, points) => {
    const [finding] = generateFindings([item('q', priority, response)]);
    expect(finding).toMatchObject({ severity, points });
    expect(finding!.grade).toBeUndefined();
    expect(gradeOf(BUILT_IN_GRADING, response, priority)).toMatchObject({ severity, points });
  });

  it('gives no finding for compliant, not applicable or unanswered items, and caps the score at 100', () => {
    expect(
      generateFindings([
        item('a', 'critical', 'compliant'),
        item('b', 'critical', 'not_applicable'),
        item('c', 'critical', null),
      ]),
    ).toEqual([]);
    const five = generateFindings(['1', '2', '3', '4', '5'].map((id) => item(id, 'critical', 'non_compliant')));
    expect(riskScore(five)).toBe(100);
    expect(riskLevel(riskScore(five))).toBe('Critical');
  });
});

describe('a workspace’s own grading', () => {
  const grading: Grading = {
    grades: [
      { label: 'Critical', points: 30, severity: 'critical' },
      { label: 'Major', points: 12, severity: 'high' },
      { label: 'Minor', points: 4, severity: 'medium' },
      { label: 'Observation', points: 0, severity: 'low' },
    ],
    matrix: {
      non_compliant: { critical: 'Critical', high: 'Major', medium: 'Minor' },
      minor_finding: { critical: 'Major', high: 'Observation', medium: 'Observation' },
    },
  };

  it('names each finding’s grade, counts its points and keeps the spec’s CAPA rule', () => {
    const findings = generateFindings(
      [
        item('a', 'critical', 'minor_finding'),
        item('b', 'high', 'non_compliant'),
        item('c', 'high', 'minor_finding'),
        item('d', 'medium', 'non_compliant'),
      ],
      grading,
    );
    expect(findings.map((f) => [f.grade, f.points, f.severity, f.capa !== null])).toEqual([
      ['Major', 12, 'high', true],
      ['Major', 12, 'high', true],
      ['Observation', 0, 'low', false],
      ['Minor', 4, 'medium', true],
    ]);
    // 12 + 12 + 0 + 4, not the severities' 15 + 15 + 5 + 10.
    expect(riskScore(findings)).toBe(28);
  });
});
