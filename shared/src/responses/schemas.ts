import * as z from '../schemas/z';
import { boundedText, requiredText } from '../schemas/common';
import { FINDING_SEVERITIES } from '../findings/rules';
import { CAUSE_CATEGORIES, RESPONSE_STATUSES, type CauseCategory, type ResponseStatus } from './constants';
// Plain constants, kept apart from the schemas so the entity modules that use them build no zod schema.
export { CAUSE_CATEGORIES, RESPONSE_STATUSES, type CauseCategory, type ResponseStatus } from './constants';

/**
 * The auditee portal (issue 20): a response request sends some of an audit's findings to someone at the audited
 * site, who answers each with a root cause and a CAPA plan through a link, without an account.
 */
export const RESPONSE_MESSAGES = {
  nameRequired: 'Recipient name is required',
  findingsRequired: 'Choose at least one finding',
  emailInvalid: 'Enter a valid e-mail address',
  date: 'Must be a date (YYYY-MM-DD)',
  codeInvalid: 'Enter the 6-digit code from the e-mail',
  agreementRequired: 'Choose agree or dispute',
  reasonRequired: 'Give the reason you dispute this finding',
  rootCauseRequired: 'Root cause is required',
  causeCategoryRequired: 'Choose a cause category',
  correctiveRequired: 'Corrective action is required',
  preventiveRequired: 'Preventive action is required',
  ownerRequired: 'Owner is required',
  targetDateRequired: 'Target date must be a date (YYYY-MM-DD)',
  decisionRequired: 'Choose accept or return',
  commentsRequired: 'Comments are required to return a response',
} as const;

/** Defaults of a new request: the response is due in 30 days; the link works 30 days past the due date. */
export const RESPONSE_DUE_DAYS = 30;
export const RESPONSE_LINK_GRACE_DAYS = 30;
/** The e-mail code: 6 digits, valid 10 minutes, 5 wrong tries lock the request. */
export const RESPONSE_CODE_MINUTES = 10;
export const RESPONSE_CODE_TRIES = 5;
/** The portal session a verified code opens. */
export const RESPONSE_SESSION_MINUTES = 60;
export const RESPONSE_TEXT_MAX = 5000;
export const RESPONSE_WHYS_MAX = 5;

export const CAUSE_CATEGORY_LABELS: Record<CauseCategory, string> = {
  people: 'People',
  process: 'Process',
  system: 'System',
  documentation: 'Documentation',
  vendor: 'Vendor',
  other: 'Other',
};

export const REQUEST_STATUSES = ['sent', 'opened', 'responded', 'overdue', 'revoked'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  sent: 'Sent',
  opened: 'Opened',
  responded: 'Responded',
  overdue: 'Overdue',
  revoked: 'Revoked',
};

export const RESPONSE_STATUS_LABELS: Record<ResponseStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  accepted: 'Accepted',
  returned: 'Returned with comments',
};
/** The auditee may change a response until the auditor accepts it. */
export const isResponseEditable = (status: ResponseStatus) => status === 'draft' || status === 'returned';

const day = (message: string = RESPONSE_MESSAGES.date) => z.iso.date({ error: message });
const text = (message: string) => requiredText(RESPONSE_TEXT_MAX, message);

/** `POST /api/audits/{id}/response-requests`: findings default to the audit's open ones, the due date to +30 days. */
export const responseRequestCreateSchema = z.strictObject({
  recipientName: requiredText(200, RESPONSE_MESSAGES.nameRequired),
  recipientEmail: z
    .email({ error: RESPONSE_MESSAGES.emailInvalid })
    .check(z.maxLength(254, RESPONSE_MESSAGES.emailInvalid)),
  findingIds: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(200))),
  dueDate: z.optional(day()),
  message: z.optional(boundedText(2000)),
  shareReport: z.optional(z.boolean({ error: 'Must be true or false' })),
});
export type ResponseRequestCreateInput = z.input<typeof responseRequestCreateSchema>;
/** The "Send to auditee" form: the same fields, each given (its defaults filled in), at least one finding. */
export const responseRequestFormSchema = z.extend(responseRequestCreateSchema, {
  findingIds: z.array(z.string()).check(z.minLength(1, RESPONSE_MESSAGES.findingsRequired)),
  dueDate: day(),
  message: boundedText(2000),
  shareReport: z.boolean(),
});
export type ResponseRequestFormValues = z.input<typeof responseRequestFormSchema>;
export type ResponseRequestCreate = z.output<typeof responseRequestCreateSchema>;

export const responseRequestCreatedSchema = z.object({ id: z.string(), url: z.string(), expiresAt: z.string() });

export const responseRequestSchema = z.object({
  id: z.string(),
  auditId: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  findingIds: z.array(z.string()),
  dueDate: z.string(),
  message: z.string(),
  shareReport: z.boolean(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string(),
  openedAt: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ResponseRequest = z.infer<typeof responseRequestSchema>;

/** `POST /api/respond/{token}/verify`. */
export const respondVerifySchema = z.strictObject({
  code: z.string({ error: RESPONSE_MESSAGES.codeInvalid }).check(z.regex(/^\d{6}$/, RESPONSE_MESSAGES.codeInvalid)),
});
export const respondSessionSchema = z.object({ token: z.string(), expiresAt: z.string() });
export const respondCodeSentSchema = z.object({ sent: z.literal(true), expiresAt: z.string() });
export const respondTokenParams = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });
export const respondFindingParams = z.extend(respondTokenParams, {
  id: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The auditee's answer to one finding (the portal's form and `PUT /api/respond/{token}/findings/{id}/response`). */
export const findingResponseInputSchema = z
  .strictObject({
    agreement: z.enum(['agree', 'dispute'], { error: RESPONSE_MESSAGES.agreementRequired }),
    reason: z.optional(boundedText(RESPONSE_TEXT_MAX)),
    rootCause: text(RESPONSE_MESSAGES.rootCauseRequired),
    whys: z.optional(
      z.array(boundedText(1000)).check(z.maxLength(RESPONSE_WHYS_MAX, `At most ${RESPONSE_WHYS_MAX} whys`)),
    ),
    causeCategory: z.enum(CAUSE_CATEGORIES, { error: RESPONSE_MESSAGES.causeCategoryRequired }),
    correctiveAction: text(RESPONSE_MESSAGES.correctiveRequired),
    preventiveAction: text(RESPONSE_MESSAGES.preventiveRequired),
    owner: requiredText(200, RESPONSE_MESSAGES.ownerRequired),
    targetDate: day(RESPONSE_MESSAGES.targetDateRequired),
  })
  .check(
    z.refine((r) => r.agreement !== 'dispute' || Boolean(r.reason), {
      path: ['reason'],
      message: RESPONSE_MESSAGES.reasonRequired,
    }),
  );
export type FindingResponseInput = z.input<typeof findingResponseInputSchema>;
export type FindingResponseAnswer = z.output<typeof findingResponseInputSchema>;

export const findingResponseSchema = z.object({
  requestId: z.string(),
  findingId: z.string(),
  auditId: z.string(),
  agreement: z.enum(['agree', 'dispute']),
  reason: z.string(),
  rootCause: z.string(),
  whys: z.array(z.string()),
  causeCategory: z.enum(CAUSE_CATEGORIES),
  correctiveAction: z.string(),
  preventiveAction: z.string(),
  owner: z.string(),
  targetDate: z.string(),
  status: z.enum(RESPONSE_STATUSES),
  /** The auditor's comments when returned ('' otherwise). */
  comments: z.string(),
  respondent: z.string(),
  submittedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
});
export type FindingResponse = z.infer<typeof findingResponseSchema>;

/** A finding as the auditee sees it: what the finding says, never the auditor's notes or other records. */
export const auditeeFindingSchema = z.object({
  id: z.string(),
  title: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  description: z.string(),
  requirement: z.string(),
  dueDate: z.nullable(z.string()),
  evidence: z.array(z.string()),
  response: z.nullable(findingResponseSchema),
});
export type AuditeeFinding = z.infer<typeof auditeeFindingSchema>;

/** `GET /api/respond/{token}/findings`: the request as the auditee sees it. */
export const auditeePortalSchema = z.object({
  auditTitle: z.string(),
  recipientName: z.string(),
  message: z.string(),
  dueDate: z.string(),
  reportShared: z.boolean(),
  findings: z.array(auditeeFindingSchema),
});

export const respondSubmittedSchema = z.object({ submitted: z.int() });

/** `POST /api/response-requests/{id}/findings/{findingId}/review`. */
export const responseReviewSchema = z
  .strictObject({
    version: z.int({ error: 'Version is required' }).check(z.gte(1, 'Version is required')),
    decision: z.enum(['accept', 'return'], { error: RESPONSE_MESSAGES.decisionRequired }),
    comments: z.optional(boundedText(RESPONSE_TEXT_MAX)),
  })
  .check(
    z.refine((r) => r.decision !== 'return' || Boolean(r.comments), {
      path: ['comments'],
      message: RESPONSE_MESSAGES.commentsRequired,
    }),
  );
export type ResponseReview = z.output<typeof responseReviewSchema>;

/** The auditor's view: a request with its responses. */
export const responseRequestDetailSchema = z.extend(responseRequestSchema, {
  responses: z.array(findingResponseSchema),
});
export type ResponseRequestDetail = z.infer<typeof responseRequestDetailSchema>;
