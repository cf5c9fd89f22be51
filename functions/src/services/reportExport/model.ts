import {
  AUDIT_MODE_LABELS,
  CAPA_STATUS_LABELS,
  CHECKLIST_RESPONSE_LABELS,
  FINDING_STATUS_LABELS,
  REPORT_MESSAGES,
  REPORT_STATUS_LABELS,
  REPORT_TYPE_LABELS,
  SEVERITY_POINTS,
  SITE,
  TRIAL_PHASE_OPTIONS,
  checklistCount,
  scoreStanding,
  type Audit,
  type Capa,
  type Finding,
  type Report,
} from '@cq/shared';
import type { Auditee, Study } from '@cq/shared/auditees/schemas';
import type { ReportEvidence } from '../../data/evidence/evidence';

/** The records an issued report names beside the report itself, each read once by id (exportReport.ts). */
export interface ExportRecord {
  audit?: Audit | null;
  auditee?: Auditee | null;
  study?: Study | null;
  /** Printed names of the people it names (auditors, reviewer, uploaders), by person id. */
  names?: Readonly<Record<string, string>>;
  /** The findings the report raised, as recorded (their status follows their CAPA). */
  findings?: readonly Finding[];
  capas?: readonly Capa[];
  evidence?: readonly ReportEvidence[];
}

/** What every export shows, worked out once; the renderers only lay it out. */
export interface ExportModel {
  title: string;
  fileBase: string;
  /** The issuing firm's letterhead: its name, then its contact line. */
  letterhead: { name: string; contact: string };
  /**
   * The report's number: the report id's short form (`R-<yyyyMMdd>-<6 hex>`), because it exists for every
   * report already made, never changes, and needs no counter read and written with each report's creation.
   */
  number: string;
  /** Until the report is approved every page says DRAFT. */
  draft: boolean;
  rows: Array<[string, string]>;
  /** Whose audit it is and who ran it: auditee, study, scope, dates, auditors, reviewer. */
  audit: Array<[string, string]>;
  distribution: string[];
  /** The executive summary: findings by grade, the risk score, the CAPA still open. */
  summary: string[];
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
    /** The template question's regulatory reference. */
    reference: string;
    description: string;
    recommendation: string;
    capa: string | null;
    /**
     * The finding's status as recorded, its CAPA's and the earlier findings it repeats ('Open; CAPA In Progress;
     * Repeat (1) of <id>'), '' before it is recorded.
     */
    status: string;
    /** Its evidence, each as "name (SHA-256 hash)". */
    evidence: string[];
  }>;
  /** Every evidence file of the report: name, size, hash, who and when. */
  evidence: string[];
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

/** A report's number: the day it was created and the last six hex digits of its (UUIDv7) id. */
export const reportNumber = (report: Pick<Report, 'id' | 'createdAt'>): string =>
  `R-${report.createdAt.slice(0, 10).replace(/-/g, '')}-${report.id.replace(/-/g, '').slice(-6).toUpperCase()}`;

const LETTERHEAD = {
  name: SITE.legalName,
  contact: `${SITE.contactEmail} · ${SITE.phone} · ${SITE.serviceArea}`,
};

const span = (from: string | null | undefined, to: string | null | undefined) =>
  from ? (to && to !== from ? `${from} to ${to}` : from) : '—';

const phaseLabel = (phase: string) => TRIAL_PHASE_OPTIONS.find((o) => o.value === phase)?.label ?? phase;

export const evidenceLine = (e: ReportEvidence, names: Readonly<Record<string, string>> = {}) =>
  `${e.name} (${e.size} bytes), SHA-256 ${e.sha256}, uploaded ${e.uploadedAt} (UTC) by ${names[e.uploadedBy] ?? e.uploadedBy}` +
  (e.superseded ? ', superseded' : '');

function auditRows({ audit, auditee, study, names = {} }: ExportRecord): Array<[string, string]> {
  const name = (id: string | null) => (id ? (names[id] ?? id) : '—');
  const address = auditee ? [auditee.address, auditee.country].filter(Boolean).join(', ') : '';
  return [
    ['Auditee', auditee?.name ?? '—'],
    ['Auditee address', address || '—'],
    ['Study', study ? `${study.title} (${phaseLabel(study.phase)})` : '—'],
    ['Protocol', study?.protocolNumber ?? '—'],
    ['Audit', audit?.title ?? '—'],
    ['Scope', audit?.scope || '—'],
    ['Mode', audit?.mode ? AUDIT_MODE_LABELS[audit.mode] : '—'],
    ['Planned dates', span(audit?.plannedStart ?? audit?.scheduledDate, audit?.plannedEnd)],
    ['Actual dates', span(audit?.actualStart, audit?.actualEnd)],
    ['Lead auditor', name(audit?.leadAuditorId ?? null)],
    ['Co-auditors', audit?.auditorIds.length ? audit.auditorIds.map((id) => name(id)).join(', ') : '—'],
    ['Reviewer', name(audit?.reviewerId ?? null)],
  ];
}

/** Who receives the issued report: the auditee's contact, then every member named on the audit or report. */
function distributionOf(report: Report, { audit, auditee, names = {} }: ExportRecord): string[] {
  const contact = auditee && (auditee.contactName || auditee.contactEmail);
  const people = [audit?.leadAuditorId, ...(audit?.auditorIds ?? []), audit?.reviewerId, report.reviewerId];
  const members = [...new Set(people.filter((id): id is string => Boolean(id)))].map((id) => names[id] ?? id);
  return [
    ...(contact
      ? [
          `${[auditee.contactName, auditee.contactEmail && `<${auditee.contactEmail}>`].filter(Boolean).join(' ')}, ${auditee.name}`,
        ]
      : []),
    ...members,
  ];
}

export function exportModel(report: Report, record: ExportRecord = {}, now = new Date()): ExportModel {
  const exportedAt = now.toISOString();
  const points = report.generatedFindings.map((f) => `${f.points}`);
  const standing = scoreStanding(report.riskScore, checklistCount(report.checklist));
  const reference = new Map(report.checklist.map((item) => [item.id, item.reference]));
  const recorded = new Map((record.findings ?? []).map((f) => [f.questionId, f]));
  const capas = new Map((record.capas ?? []).map((c) => [c.id, c]));
  const evidence = record.evidence ?? [];
  const grade = (f: Report['generatedFindings'][number]) => f.grade ?? f.severity;
  const byGrade = new Map<string, number>();
  for (const f of report.generatedFindings) byGrade.set(grade(f), (byGrade.get(grade(f)) ?? 0) + 1);
  const capaRecords = [...capas.values()];
  const openCapas = capaRecords.filter((c) => c.status !== 'closed').length;
  return {
    title: report.title,
    fileBase: fileBase(report.title, exportedAt.slice(0, 10)),
    letterhead: LETTERHEAD,
    number: reportNumber(report),
    draft: report.status !== 'approved',
    rows: [
      ['Report number', reportNumber(report)],
      ['Type', REPORT_TYPE_LABELS[report.type]],
      ['Status', REPORT_STATUS_LABELS[report.status]],
      ['Created', day(report.createdAt)],
      ['Updated', day(report.updatedAt)],
      ['Completed', day(report.completedAt)],
      ['Progress', `${report.progress}%`],
      ['Compliance rate', report.complianceRate === null ? '—' : `${report.complianceRate}%`],
      ...(report.notes ? ([['Notes', report.notes]] as Array<[string, string]>) : []),
    ],
    audit: auditRows(record),
    distribution: distributionOf(report, record),
    summary: [
      report.generatedFindings.length
        ? `${report.generatedFindings.length} finding${report.generatedFindings.length === 1 ? '' : 's'}: ${[...byGrade]
            .map(([g, n]) => `${n} ${g}`)
            .join(', ')}.`
        : 'No findings.',
      `Risk score ${report.riskScore}/100 — ${standing.level ?? standing.label}.`,
      ...(capaRecords.length ? [`CAPA: ${openCapas} of ${capaRecords.length} not closed.`] : []),
    ],
    checklist: report.checklist.map((item) => ({
      question: item.question,
      category: item.category,
      priority: item.priority,
      reference: item.reference,
      answer: item.response ? CHECKLIST_RESPONSE_LABELS[item.response] : 'Not answered',
      notes: item.notes,
    })),
    findings: report.generatedFindings.map((f) => {
      const finding = recorded.get(f.questionId);
      const capa = finding?.capaId ? capas.get(finding.capaId) : undefined;
      const findingId = `${report.id}.${f.questionId}`;
      return {
        title: f.title,
        // A template's own grading names the grade ("Major"); the built-in rule's grade is the severity.
        severity: grade(f),
        points: f.points,
        category: f.category,
        reference: reference.get(f.questionId) ?? '',
        description: f.description,
        recommendation: f.recommendation,
        capa: f.capa,
        status: finding
          ? [
              FINDING_STATUS_LABELS[finding.status],
              ...(capa ? [`CAPA ${CAPA_STATUS_LABELS[capa.status]}`] : []),
              ...(finding.repeatOf.length
                ? [`Repeat (${finding.repeatOf.length}) of ${finding.repeatOf.map((r) => r.id).join(', ')}`]
                : []),
            ].join('; ')
          : '',
        evidence: evidence
          .filter((e) => e.findingId === findingId || e.questionId === f.questionId)
          .map((e) => `${e.name} (SHA-256 ${e.sha256})${e.superseded ? ', superseded' : ''}`),
      };
    }),
    evidence: evidence.map((e) => evidenceLine(e, record.names)),
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
