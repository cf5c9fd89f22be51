/**
 * The default checklist of each report type (workspace spec §9: five questions per type), written in our own
 * words from the references in the GCP outline. These seed `report_templates`; staff can add types later as data.
 */
export const REPORT_TYPES = ['vendor_audit', 'gcp_site_audit', 'internal_qa_audit'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  vendor_audit: 'Vendor Audit',
  gcp_site_audit: 'GCP Site Audit',
  internal_qa_audit: 'Internal QA Audit',
};

export const QUESTION_PRIORITIES = ['critical', 'high', 'medium'] as const;
export type QuestionPriority = (typeof QUESTION_PRIORITIES)[number];

export interface ChecklistQuestion {
  id: string;
  question: string;
  category: string;
  priority: QuestionPriority;
  /** Where the requirement comes from, shown with the question and in exports. */
  reference: string;
  /** A template's own questions carry these; the built-in five and older reports' items do not. */
  section?: string;
  /** What the auditor should look at, shown with the question. */
  guidance?: string;
  /** A non-compliant answer needs evidence: a file, or a note saying why (`evidenceRefusal`). */
  evidenceRequired?: boolean;
}

export interface ReportTemplate {
  type: string;
  name: string;
  questions: ChecklistQuestion[];
  defaultSections: string[];
  isActive: boolean;
}

const SECTIONS = ['Summary', 'Checklist', 'Findings', 'CAPA', 'Risk score', 'Signatures'];

export const DEFAULT_TEMPLATES: ReportTemplate[] = [
  {
    type: 'vendor_audit',
    name: REPORT_TYPE_LABELS.vendor_audit,
    defaultSections: SECTIONS,
    isActive: true,
    questions: [
      {
        id: 'vendor-1',
        question:
          'Is a signed agreement in place that defines every task transferred to the vendor, before the work started?',
        category: 'Vendor Oversight',
        priority: 'critical',
        reference: 'ICH E6(R3) 3.6.1, 3.6.4',
      },
      {
        id: 'vendor-2',
        question: 'Are the vendor’s computerised systems validated, with the audit trail switched on and reviewed?',
        category: 'Computerized Systems',
        priority: 'critical',
        reference: '21 CFR 11.10(a), (e); ICH E6(R3) 4.2.2-4.2.3',
      },
      {
        id: 'vendor-3',
        question: 'Does every person have their own account, with access reviewed regularly and removed for leavers?',
        category: 'Data Integrity',
        priority: 'high',
        reference: '21 CFR 11.10(d), (g); 11.300',
      },
      {
        id: 'vendor-4',
        question: 'Does the vendor run a CAPA process and escalate incidents to the sponsor?',
        category: 'CAPA Management',
        priority: 'high',
        reference: 'ICH E6(R3) 3.6; ISO 13485 8.5.2',
      },
      {
        id: 'vendor-5',
        question: 'Are staff training records complete and dated before the work they cover?',
        category: 'Training',
        priority: 'medium',
        reference: '21 CFR 11.10(i)',
      },
    ],
  },
  {
    type: 'gcp_site_audit',
    name: REPORT_TYPE_LABELS.gcp_site_audit,
    defaultSections: SECTIONS,
    isActive: true,
    questions: [
      {
        id: 'site-1',
        question: 'Did every participant sign the current approved consent form before any study procedure?',
        category: 'Informed Consent',
        priority: 'critical',
        reference: '21 CFR 50.27(a); ICH E6(R3) 2.8.7',
      },
      {
        id: 'site-2',
        question: 'Were all serious adverse events reported to the sponsor immediately?',
        category: 'Safety Reporting',
        priority: 'critical',
        reference: 'ICH E6(R3) 2.7.2(b); 21 CFR 312.64(b)',
      },
      {
        id: 'site-3',
        question: 'Do the case report forms match attributable source records, with corrections signed and dated?',
        category: 'Data Integrity',
        priority: 'high',
        reference: 'ICH E6(R3) 3.11.4.5.4, 4.2.4',
      },
      {
        id: 'site-4',
        question: 'Is investigational product reconciled and stored as required, with excursions documented?',
        category: 'Investigational Product',
        priority: 'high',
        reference: 'ICH E6(R3) 2.10.4; 21 CFR 312.62(a)',
      },
      {
        id: 'site-5',
        question: 'Does the delegation log match the Form FDA 1572 and the training records?',
        category: 'Documentation',
        priority: 'medium',
        reference: 'ICH E6(R3) 2.3.3',
      },
    ],
  },
  {
    type: 'internal_qa_audit',
    name: REPORT_TYPE_LABELS.internal_qa_audit,
    defaultSections: SECTIONS,
    isActive: true,
    questions: [
      {
        id: 'internal-1',
        question: 'Is a root cause analysis and an effectiveness check done before a CAPA is closed?',
        category: 'CAPA Management',
        priority: 'critical',
        reference: 'ICH E6(R3) 3.12.2; ISO 13485 8.5.2(f)',
      },
      {
        id: 'internal-2',
        question: 'Are IND safety reports submitted within the 7- and 15-day clocks?',
        category: 'Safety Reporting',
        priority: 'critical',
        reference: '21 CFR 312.32(c); ICH E2A III',
      },
      {
        id: 'internal-3',
        question: 'Is the trial master file current, with the location of every record known?',
        category: 'Documentation',
        priority: 'high',
        reference: 'ICH E6(R3) C.2.4-C.2.6',
      },
      {
        id: 'internal-4',
        question: 'Is the audit programme independent of the work it audits and planned by risk?',
        category: 'Quality Management',
        priority: 'high',
        reference: 'ICH E6(R3) 3.11.2',
      },
      {
        id: 'internal-5',
        question: 'Is training completed before staff take on their tasks?',
        category: 'Training',
        priority: 'medium',
        reference: 'ICH E6(R3) principle 5.1',
      },
    ],
  },
];

/** Fixed recommendation per checklist category (spec §9), in our own words. */
export const RECOMMENDATIONS: Record<string, string> = {
  'Data Integrity':
    'Give every person their own account, review audit trails on a risk basis, and record data at the time of the activity.',
  'Informed Consent':
    'Track consent form versions against IRB approvals, check consent before any procedure, and re-consent when the information changes.',
  'CAPA Management':
    'Run a structured root cause analysis, name an owner and a date for each action, and set effectiveness criteria up front to check later.',
  'Investigational Product':
    'Reconcile product regularly, follow a temperature-excursion procedure, and keep dispensing logs per participant.',
  'Safety Reporting':
    'Define day 0, keep a tracking log, and reconcile serious adverse events between the safety database and EDC.',
  Documentation: 'File as you go, quality-check the TMF index, and keep a map of where every record lives.',
  Training: 'Keep a role-based training matrix and complete training before delegation and after each amendment.',
  'Vendor Oversight':
    'Qualify vendors by risk, put a responsibility matrix in the contract, and follow KPIs with periodic audits.',
  'Computerized Systems': 'Validate systems by risk, run change control, and review user access regularly.',
  'Quality Management': 'Keep auditors independent of what they audit, rank the audit plan by risk, and review trends.',
};

export const DEFAULT_RECOMMENDATION =
  'Document the gap, agree corrective and preventive actions with an owner and a date, and verify their effect.';

export const recommendationFor = (category: string): string => RECOMMENDATIONS[category] ?? DEFAULT_RECOMMENDATION;
