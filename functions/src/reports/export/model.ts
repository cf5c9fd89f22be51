import {
  CHECKLIST_RESPONSE_LABELS,
  REPORT_MESSAGES,
  REPORT_STATUS_LABELS,
  REPORT_TYPE_LABELS,
  SEVERITY_POINTS,
  checklistCount,
  scoreStanding,
  type Report,
} from '@cq/shared';

/** What every export shows, worked out once; the renderers only lay it out. */
export interface ExportModel {
  title: string;
  fileBase: string;
  rows: Array<[string, string]>;
  checklist: Array<{
    question: string;
    category: string;
    priority: string;
    reference: string;
    answer: string;
    notes: string;
  }>;
  findings: Array<{
    title: string;
    severity: string;
    points: number;
    category: string;
    description: string;
    recommendation: string;
    capa: string | null;
  }>;
  /** `level` is the risk level once every item is answered, else "Provisional: 1 of 5 answered" (shared rule). */
  score: { value: number; level: string; formula: string };
  /**
   * Each signature's manifestation (21 CFR 11.50): meaning, printed name, UTC time; oldest first. One whose hash
   * no longer matches the content exported says so in the same line, so no copy shows it as a good signature.
   */
  signatures: string[];
  exportedAt: string;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** `<title>-<yyyy-MM-dd>`, safe as a file name. */
const fileBase = (title: string, date: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'report'
  }-${date}`;

export function exportModel(report: Report, now = new Date()): ExportModel {
  const exportedAt = now.toISOString();
  const points = report.generatedFindings.map((f) => `${f.points}`);
  const standing = scoreStanding(report.riskScore, checklistCount(report.checklist));
  return {
    title: report.title,
    fileBase: fileBase(report.title, exportedAt.slice(0, 10)),
    rows: [
      ['Type', REPORT_TYPE_LABELS[report.type]],
      ['Status', REPORT_STATUS_LABELS[report.status]],
      ['Created', day(report.createdAt)],
      ['Updated', day(report.updatedAt)],
      ['Completed', day(report.completedAt)],
      ['Progress', `${report.progress}%`],
      ['Compliance rate', report.complianceRate === null ? '—' : `${report.complianceRate}%`],
      ...(report.notes ? ([['Notes', report.notes]] as Array<[string, string]>) : []),
    ],
    checklist: report.checklist.map((item) => ({
      question: item.question,
      category: item.category,
      priority: item.priority,
      reference: item.reference,
      answer: item.response ? CHECKLIST_RESPONSE_LABELS[item.response] : 'Not answered',
      notes: item.notes,
    })),
    findings: report.generatedFindings.map((f) => ({
      title: f.title,
      // A template's own grading names the grade ("Major"); the built-in rule's grade is the severity.
      severity: f.grade ?? f.severity,
      points: f.points,
      category: f.category,
      description: f.description,
      recommendation: f.recommendation,
      capa: f.capa,
    })),
    score: {
      value: report.riskScore,
      level: standing.level ?? standing.label,
      formula: `${pointsRule(report)}, capped at 100: ${points.length ? points.join(' + ') : '0'} = ${report.riskScore}`,
    },
    signatures: report.signatures.map(
      (s) =>
        `${s.meaning} by ${s.printedName} <${s.email}> at ${s.signedAt} (UTC); content SHA-256 ${s.contentHash}` +
        (s.valid ? '' : `. ${REPORT_MESSAGES.signatureInvalid}`),
    ),
    exportedAt,
  };
}

/** Where the points come from: the template's own grades, or the spec's severity points. */
const pointsRule = ({ grading }: Pick<Report, 'grading'>): string =>
  grading
    ? `Sum of grade points (${grading.grades.map((g) => `${g.label} ${g.points}`).join(', ')})`
    : `Sum of severity points (critical ${SEVERITY_POINTS.critical}, high ${SEVERITY_POINTS.high}, medium ${SEVERITY_POINTS.medium}, low ${SEVERITY_POINTS.low})`;
