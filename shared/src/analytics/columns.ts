import type { AnalyticsTable } from './schemas';

export interface AnalyticsColumn {
  key: string;
  label: string;
}

/** The columns of each series, in order: the page's table and the CSV both use exactly these. */
export const ANALYTICS_COLUMNS: Record<AnalyticsTable, readonly AnalyticsColumn[]> = {
  programme: [
    { key: 'month', label: 'Month' },
    { key: 'planned', label: 'Planned' },
    { key: 'completed', label: 'Completed' },
    { key: 'completedOnTime', label: 'Completed on time' },
    { key: 'onTimeRate', label: 'On-time rate (%)' },
    { key: 'stillOpen', label: 'Planned, not done' },
    { key: 'cancelled', label: 'Cancelled' },
  ],
  findings: [
    { key: 'month', label: 'Month' },
    { key: 'total', label: 'Findings' },
    { key: 'critical', label: 'Critical' },
    { key: 'high', label: 'High' },
    { key: 'medium', label: 'Medium' },
    { key: 'low', label: 'Low' },
    { key: 'open', label: 'Open' },
    { key: 'closed', label: 'Closed' },
  ],
  capa: [
    { key: 'month', label: 'Month' },
    { key: 'due', label: 'Due' },
    { key: 'closedOnTime', label: 'Closed on time' },
    { key: 'closedLate', label: 'Closed late' },
    { key: 'stillOpen', label: 'Not closed' },
    { key: 'onTimeRate', label: 'On-time rate (%)' },
    { key: 'closed', label: 'Closed in month' },
    { key: 'meanDaysToClose', label: 'Mean days to close' },
    { key: 'medianDaysToClose', label: 'Median days to close' },
    { key: 'checksDue', label: 'Effectiveness checks due' },
    { key: 'checksDone', label: 'Effectiveness checks done' },
    { key: 'notEffective', label: 'Found not effective' },
    { key: 'notEffectiveRate', label: 'Not effective (% of checks done)' },
  ],
  'capa/overdue-by-owner': [
    { key: 'owner', label: 'Responsible person' },
    { key: 'overdue', label: 'Overdue CAPAs' },
    { key: 'oldestDue', label: 'Oldest due date' },
  ],
  'repeat-findings': [
    { key: 'auditee', label: 'Auditee' },
    { key: 'question', label: 'Question' },
    { key: 'category', label: 'Category' },
    { key: 'repeats', label: 'Raised again in range' },
    { key: 'audits', label: 'Audits found in' },
    { key: 'firstRaised', label: 'First raised' },
    { key: 'lastRaised', label: 'Last raised' },
    { key: 'raisedIn', label: 'Raised in (date, audit)' },
  ],
  'findings/by-category': [
    { key: 'category', label: 'Category' },
    { key: 'total', label: 'Findings' },
    { key: 'critical', label: 'Critical' },
    { key: 'high', label: 'High' },
    { key: 'medium', label: 'Medium' },
    { key: 'low', label: 'Low' },
  ],
  'findings/top-questions': [
    { key: 'rank', label: 'Rank' },
    { key: 'question', label: 'Question' },
    { key: 'category', label: 'Category' },
    { key: 'findings', label: 'Times non-compliant' },
  ],
  'findings/by-auditee': [
    { key: 'rank', label: 'Rank' },
    { key: 'auditee', label: 'Auditee' },
    { key: 'audits', label: 'Audits completed' },
    { key: 'findings', label: 'Findings' },
    { key: 'perAudit', label: 'Findings per audit' },
  ],
  'findings/ageing': [
    { key: 'bucket', label: 'Age' },
    { key: 'open', label: 'Open' },
    { key: 'closed', label: 'Closed (days open)' },
  ],
  risk: [
    { key: 'month', label: 'Month' },
    { key: 'auditee', label: 'Auditee' },
    { key: 'reports', label: 'Reports completed' },
    { key: 'meanRiskScore', label: 'Mean risk score' },
  ],
  'risk/disagreements': [
    { key: 'auditee', label: 'Auditee' },
    { key: 'rating', label: 'Risk rating' },
    { key: 'reports', label: 'Reports completed' },
    { key: 'critical', label: 'Critical findings' },
    { key: 'high', label: 'High findings' },
    { key: 'findings', label: 'Findings' },
    { key: 'meanRiskScore', label: 'Mean risk score' },
    { key: 'reason', label: 'Why it disagrees' },
  ],
  quala: [
    { key: 'month', label: 'Month' },
    { key: 'questions', label: 'Questions asked' },
  ],
  workload: [
    { key: 'member', label: 'Member' },
    { key: 'audits', label: 'Audits planned' },
    { key: 'auditsOpen', label: 'Audits not done' },
    { key: 'openCapas', label: 'Open CAPAs owned' },
  ],
};

export const ANALYTICS_TITLES: Record<AnalyticsTable, string> = {
  programme: 'Audit programme',
  findings: 'Findings by grade',
  capa: 'CAPA health',
  'repeat-findings': 'Repeat findings',
  'findings/by-category': 'Findings by category',
  'findings/top-questions': 'Top 10 questions most often non-compliant',
  'findings/by-auditee': 'Findings per audit by auditee',
  'findings/ageing': 'Findings ageing, open and closed',
  'capa/overdue-by-owner': 'Overdue CAPAs by owner',
  risk: 'Mean risk score per auditee',
  'risk/disagreements': 'Risk rating and findings disagree',
  quala: 'Quala use',
  workload: 'Team workload',
};

const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The CSV of exactly the rows a series answers: its column labels, then one line per row (CRLF, RFC 4180). */
export function analyticsCsv(table: AnalyticsTable, rows: ReadonlyArray<Record<string, unknown>>): string {
  const columns = ANALYTICS_COLUMNS[table];
  const lines = [columns.map((c) => cell(c.label)), ...rows.map((row) => columns.map((c) => cell(row[c.key])))];
  return `${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}
