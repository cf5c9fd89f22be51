/**
 * Auditees and studies (issue 19; workspace spec §3 `clients`): who and what an audit concerns. Sites, vendors,
 * CROs, sponsors, labs and internal departments are audited; a study names its sponsor among them.
 */
export const AUDITEE_KINDS = ['site', 'vendor', 'cro', 'sponsor', 'lab', 'internal'] as const;
export type AuditeeKind = (typeof AUDITEE_KINDS)[number];

export const AUDITEE_KIND_LABELS: Record<AuditeeKind, string> = {
  site: 'Investigator site',
  vendor: 'Vendor',
  cro: 'CRO',
  sponsor: 'Sponsor',
  lab: 'Laboratory',
  internal: 'Internal department',
};

export const AUDITEE_STATUSES = ['prospect', 'active', 'inactive'] as const;
export type AuditeeStatus = (typeof AUDITEE_STATUSES)[number];

export const AUDITEE_STATUS_LABELS: Record<AuditeeStatus, string> = {
  prospect: 'Prospect',
  active: 'Active',
  inactive: 'Inactive',
};

export const RISK_RATINGS = ['low', 'medium', 'high'] as const;
export type RiskRating = (typeof RISK_RATINGS)[number];

export const RISK_RATING_LABELS: Record<RiskRating, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const AUDITEE_LIMITS = {
  name: 200,
  address: 500,
  country: 100,
  contactName: 200,
  contactPhone: 50,
  notes: 2000,
  riskReason: 1000,
  protocolNumber: 50,
  studyTitle: 300,
} as const;

export const AUDITEE_MESSAGES = {
  nameRequired: 'Name is required',
  kindRequired: 'Choose what kind of auditee this is',
  contactEmail: 'Enter a valid e-mail address',
  riskReasonRequired: 'Give the reason for the risk rating',
  protocolRequired: 'Protocol number is required',
  studyTitleRequired: 'Study title is required',
  phaseRequired: 'Trial phase is required',
  duplicateProtocol: 'A study with this protocol number already exists in this workspace.',
  sponsorMissing: 'The sponsor must be an auditee of this workspace.',
  auditeeNotFound: 'Auditee not found',
  studyNotFound: 'Study not found',
} as const;

/** Protocol numbers compare without case or surrounding blanks: "abc-123 " is the study "ABC-123". */
export const protocolKey = (protocolNumber: string): string => protocolNumber.trim().toUpperCase();

/** Whether a record's text matches a list search: every word somewhere in its searchable fields, any case. */
export function matchesSearch(fields: readonly (string | null | undefined)[], query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = fields.filter(Boolean).join(' ').toLowerCase();
  return words.every((w) => haystack.includes(w));
}
