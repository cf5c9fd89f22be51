import { z } from 'zod';
import type { RouteKey } from './routes';
import { auditCreateSchema, auditSchema, auditUpdateSchema, trailSchema } from './audits/schemas';
import { pageQuerySchema } from './schemas/paging';
import { exportQuerySchema } from './export/parts';
import { analyticsParamsSchema, analyticsQuerySchema } from './analytics/schemas';
import {
  auditeeCreateSchema,
  auditeeSchema,
  auditeeUpdateSchema,
  studyCreateSchema,
  studySchema,
  studyUpdateSchema,
} from './auditees/schemas';
import { calendarEntrySchema, calendarFeedSchema, calendarQuerySchema } from './calendar/schemas';
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeySchema } from './integrations/schemas';
import {
  webhookAttemptSchema,
  webhookCreateSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointSchema,
  webhookTestQueuedSchema,
} from './integrations/webhooks';
import { openApiDocumentSchema } from './schemas/openapi';
import {
  templateCreateSchema,
  templatePublishSchema,
  templateSchema,
  templateSummarySchema,
  templateUpdateSchema,
  templateVersionSchema,
} from './templates/schemas';
import {
  assignedToQuery,
  invitationAcceptSchema,
  invitationAcceptedSchema,
  invitationCreateSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberParamsSchema,
  memberSchema,
  memberUpdateSchema,
  orgCreateSchema,
  orgMembershipSchema,
  orgParamsSchema,
  orgSchema,
  orgTrailQuerySchema,
  orgUpdateSchema,
} from './orgs/schemas';
import { capaSchema, capaUpdateSchema, effectivenessCheckCreateSchema } from './reports/capa';
import {
  trailRangeExportQuerySchema,
  trailRecordExportQuerySchema,
  trailRecordParamsSchema,
  trailReviewCreateSchema,
  trailReviewSchema,
} from './trail/schemas';
import {
  auditeeFindingSchema,
  auditeePortalSchema,
  findingResponseInputSchema,
  findingResponseSchema,
  respondCodeSentSchema,
  respondFindingParams,
  respondSessionSchema,
  respondSubmittedSchema,
  respondTokenParams,
  respondVerifySchema,
  responseRequestCreatedSchema,
  responseRequestCreateSchema,
  responseRequestDetailSchema,
  responseRequestSchema,
  responseReviewSchema,
} from './responses/schemas';
import {
  evidenceDownloadSchema,
  evidenceFileStartSchema,
  evidenceSchema,
  evidenceSupersedeSchema,
  evidenceUploadStartSchema,
  evidenceUploadTicketSchema,
} from './evidence/schemas';
import {
  lastReportQuerySchema,
  lastReportSchema,
  reportApproveSchema,
  reportCreateSchema,
  reportExportQuerySchema,
  reportResponsesSchema,
  reportSchema,
  reportSummarySchema,
  reportCountsSchema,
  reportListQuerySchema,
  reportUpdateSchema,
} from './reports/schemas';
import {
  findingCreateSchema,
  findingListQuerySchema,
  findingSchema,
  findingUpdateSchema,
  workspaceFindingSchema,
} from './findings/schemas';
import {
  badgeSchema,
  dashboardStatsSchema,
  notificationSchema,
  profileUpdateSchema,
  usageStatsSchema,
} from './progress/schemas';
import { userProfileSchema } from './schemas/user';
import { sopDownloadQuerySchema, sopListQuerySchema, sopSchema, sopSummarySchema } from './library/schemas';
import {
  sopApproveSchema,
  sopCreateSchema,
  sopDraftUpdateSchema,
  sopMoveSchema,
  sopReviseSchema,
  sopStaffDetailSchema,
  sopStaffEntrySchema,
  sopStaffVersionSchema,
  sopVersionParamsSchema,
} from './library/staffSchemas';
import {
  certificateCheckSchema,
  courseSchema,
  courseSummarySchema,
  lessonCompleteSchema,
  quizAnswersSchema,
  quizResultSchema,
  trainingExportQuerySchema,
  trainingRecordSchema,
} from './learning/schemas';
import { bookingSchema, mockBookingSchema } from './mock/schemas';
import { errorLogBodySchema } from './schemas/errorLog';
import { consultationRequestSchema, contactMessageSchema } from './schemas/leads';
import { newsletterSubscriptionSchema } from './schemas/newsletter';
import { jobApplicationSchema, jobPostSchema } from './schemas/careers';
import { planCheckoutSchema, productCheckoutSchema, signedInCheckoutSchema } from './schemas/checkout';
import {
  billingSchema,
  checkoutSessionStatusSchema,
  createSubscriptionResponseSchema,
  subscriptionUpdateSchema,
} from './billing/schemas';
import { qualaChatSchema, qualaInteractionSchema } from './quala/schemas';
import {
  adminJobSchema,
  adminLeadSchema,
  adminStatsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  errorLogDailySchema,
  errorLogDetailSchema,
  errorLogResolveSchema,
  errorLogSummarySchema,
  errorLogsQuerySchema,
  jobPostInputSchema,
  jobPostUpdateSchema,
  leadUpdateSchema,
  leadsExportQuerySchema,
  leadsQuerySchema,
  roleChangeSchema,
  accountStatusSchema,
  sentMailSchema,
} from './admin/schemas';
import {
  mediaItemSchema,
  mediaUpdateSchema,
  mediaUploadStartSchema,
  mediaUploadTicketSchema,
  postInputSchema,
  postSchema,
  postSummarySchema,
  postUpdateSchema,
  publicPostSchema,
  publicPostSummarySchema,
  slugParamsSchema,
} from './content/schemas';

/**
 * What each route takes and answers, by route key: path parameters, query, JSON body and the 2xx response.
 * The API validates input with these (400 with field messages), the web client is typed by them, and tests
 * parse every response with them. A route without `response` answers with a redirect.
 */
export interface RouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

const accepted = z.object({ ok: z.literal(true) });
const id = z.strictObject({ id: z.string().trim().min(1).max(100) });
/** A paged list with an optional text search. */
const listSearchQuery = pageQuerySchema.extend({
  q: z.string().trim().max(200, 'Search at most 200 characters').optional(),
});
const checkoutUrl = z.object({ url: z.string() });

export const contract = {
  'GET /api/health': {
    response: z.union([
      z.object({ status: z.literal('ok') }),
      z.object({ status: z.literal('unavailable'), table: z.enum(['ok', 'down']), userPool: z.enum(['ok', 'down']) }),
    ]),
  },
  /** This API as an OpenAPI 3.1 document, made from this contract and the route manifest. */
  'GET /api/openapi.json': { response: openApiDocumentSchema },
  /** `screen=signup` opens the sign-up form (the header's Sign Up); without it, the sign-in form. */
  'GET /api/login': {
    query: z.object({ next: z.string().optional(), screen: z.enum(['signin', 'signup']).optional() }),
  },
  'GET /api/logout': {},
  'GET /api/auth/user': { response: userProfileSchema },
  'POST /api/error-logs': { body: errorLogBodySchema, response: z.object({ id: z.string() }) },
  'POST /api/contact-messages': { body: contactMessageSchema, response: accepted },
  'POST /api/consultation-requests': { body: consultationRequestSchema, response: accepted },
  'POST /api/newsletter-subscriptions': { body: newsletterSubscriptionSchema, response: accepted },
  'GET /api/careers': { response: z.array(jobPostSchema) },
  'GET /api/careers/{id}': { params: id, response: jobPostSchema },
  'POST /api/careers/apply': { body: jobApplicationSchema, response: accepted },
  'GET /api/calendly/status': {
    response: z.object({
      calendly_configured: z.boolean(),
      oauth_configured: z.boolean().optional(),
      scheduling_url: z.string(),
    }),
  },
  'GET /api/auth/calendly': {},
  'GET /api/auth/calendly/callback': {
    query: z.object({ state: z.string().optional(), code: z.string().optional(), error: z.string().optional() }),
  },
  'POST /api/stripe/checkout': { body: productCheckoutSchema, response: checkoutUrl },
  'POST /api/checkout/session': { body: planCheckoutSchema, response: checkoutUrl },
  /** Public: a Checkout Session id is unguessable and the answer says only what was bought and whether it is paid. */
  'GET /api/checkout/session/{id}': { params: id, response: checkoutSessionStatusSchema },
  /** No body. 409 'Already subscribed' when the caller's Pro subscription is active. */
  'POST /api/create-subscription': { response: createSubscriptionResponseSchema },
  'GET /api/billing': { response: billingSchema },
  'PATCH /api/billing/subscription': { body: subscriptionUpdateSchema, response: billingSchema },
  /** Checkout for a signed-in buyer: the same body as either public call, tied to the caller's Stripe customer. */
  'POST /api/billing/checkout': { body: signedInCheckoutSchema, response: checkoutUrl },
  /** The current approved SOPs (search `q` in any text, filter by `area`); 403 SUBSCRIPTION_REQUIRED with `buyUrl`. */
  'GET /api/library/sops': { query: sopListQuerySchema, response: z.array(sopSummarySchema) },
  'GET /api/library/sops/{id}': { params: id, response: sopSchema },
  /** A file download (DOCX or PDF) stamped with the licensee; Professional: 10 a month, then 403 LIMIT_REACHED. */
  'GET /api/library/sops/{id}/download': { params: id, query: sopDownloadQuerySchema },
  /** The caller's mock inspection bookings, newest first, with their status; 403 SUBSCRIPTION_REQUIRED with `buyUrl`. */
  'GET /api/mock-inspections': { response: z.array(bookingSchema) },
  /** Books the paid quarter's one mock inspection (201); a second in the same period is 409 ALREADY_BOOKED. */
  'POST /api/mock-inspections': { body: mockBookingSchema, response: bookingSchema },
  /**
   * Published briefings, newest first (no text), paged with X-Next-Cursor; 403 SUBSCRIPTION_REQUIRED with `buyUrl`
   * without the product.
   */
  'GET /api/briefings': { query: pageQuerySchema, response: z.array(publicPostSummarySchema) },
  /** One published briefing with its full text (the read is counted); any other post is 404 'Briefing not found'. */
  'GET /api/briefings/{slug}': { params: slugParamsSchema, response: publicPostSchema },
  /** The courses with the caller's progress; 403 SUBSCRIPTION_REQUIRED with `buyUrl` without the Learning Hub. */
  'GET /api/courses': { response: z.array(courseSummarySchema) },
  /** The lessons and the quiz's questions (never the answers), with the caller's progress. */
  'GET /api/courses/{id}': { params: id, response: courseSchema },
  /** Idempotent: completing a lesson again keeps the first time. */
  'POST /api/courses/{id}/lessons/{lessonId}/complete': {
    params: z.strictObject({ id: z.string().max(100), lessonId: z.string().max(100) }),
    response: lessonCompleteSchema,
  },
  /** Scored on the server; every attempt recorded; the first pass issues the certificate (its code answered). */
  'POST /api/courses/{id}/quiz': { params: id, body: quizAnswersSchema, response: quizResultSchema },
  /** The caller's own certificate as PDF; anyone else's code is 404. */
  'GET /api/me/certificates/{code}/pdf': { params: z.strictObject({ code: z.string().max(40) }) },
  /** Public, rate limited: who holds the certificate, for which course, since when; 404 for an unknown code. */
  'GET /api/certificates/{code}': {
    params: z.strictObject({ code: z.string().max(40) }),
    response: certificateCheckSchema,
  },
  /** Stripe's events: the signature is checked on the raw body, so no JSON schema applies here. */
  'POST /api/stripe/webhook': { response: z.object({ received: z.literal(true) }) },
  /**
   * `assignedTo=me`: audits the caller leads, audits or reviews. The filter applies to each page the workspace's
   * index reads, so a page may hold fewer items than `limit` (even none) while the next-page cursor is still given:
   * follow the cursor until it is absent.
   */
  'GET /api/audits': { query: pageQuerySchema.extend({ assignedTo: assignedToQuery }), response: z.array(auditSchema) },
  'POST /api/audits': { body: auditCreateSchema, response: auditSchema },
  'GET /api/audits/{id}': { params: id, response: auditSchema },
  'PATCH /api/audits/{id}': { params: id, body: auditUpdateSchema, response: auditSchema },
  'GET /api/audits/{id}/trail': { params: id, response: trailSchema },
  /** The audit's reports, oldest first: while it has one, the audit's status and progress follow it. */
  'GET /api/audits/{id}/reports': { params: id, response: z.array(reportSummarySchema) },
  'GET /api/audits/{id}/findings': { params: id, response: z.array(findingSchema) },
  'POST /api/audits/{id}/findings': { params: id, body: findingCreateSchema, response: findingSchema },
  'PATCH /api/findings/{id}': { params: id, body: findingUpdateSchema, response: findingSchema },
  /** One finding's own trail (its chain), verified; another owner's finding is not found. */
  'GET /api/findings/{id}/trail': { params: id, response: trailSchema },
  /**
   * The workspace's findings with their audits' titles, newest first, a page at a time (`X-Next-Cursor`);
   * `status=open` is every one not closed.
   */
  'GET /api/findings': { query: findingListQuerySchema, response: z.array(workspaceFindingSchema) },
  'PATCH /api/auth/user': { body: profileUpdateSchema, response: userProfileSchema },
  'GET /api/usage/stats': { response: usageStatsSchema },
  'GET /api/dashboard/stats': { response: dashboardStatsSchema },
  'GET /api/badges': { response: z.array(badgeSchema) },
  'GET /api/notifications': { response: z.array(notificationSchema) },
  /**
   * Everything the user owns as JSON, in parts (`X-Next-Cursor` names the next; `mergeExportPart` joins them); a
   * small workspace fits in the first. Content-Disposition: attachment.
   */
  'GET /api/me/export': { query: exportQuerySchema },
  /** The workspace's reports, newest first, a page at a time (`X-Next-Cursor`), optionally of one status. */
  'GET /api/audit-reports': { query: reportListQuerySchema, response: z.array(reportSummarySchema) },
  /** The report counters of the workspace, kept with every report write (never a count over the reports). */
  'GET /api/report-counts': { response: reportCountsSchema },
  'POST /api/audit-reports': { body: reportCreateSchema, response: reportSchema },
  /** What "Start from last audit" would start a new report of this template on the audit from (or null). */
  'GET /api/audits/{id}/last-report': { params: id, query: lastReportQuerySchema, response: lastReportSchema },
  'GET /api/audit-reports/{id}': { params: id, response: reportSchema },
  'PATCH /api/audit-reports/{id}': { params: id, body: reportUpdateSchema, response: reportSchema },
  'DELETE /api/audit-reports/{id}': { params: id, response: z.object({ ok: z.literal(true) }) },
  'PUT /api/audit-reports/{id}/responses': { params: id, body: reportResponsesSchema, response: reportSchema },
  'POST /api/audit-reports/{id}/approve': { params: id, body: reportApproveSchema, response: reportSchema },
  /** A file download: PDF, self-contained HTML or Markdown (Content-Disposition: attachment). */
  'GET /api/audit-reports/{id}/export': { params: id, query: reportExportQuerySchema },
  /** JSON rows (analyticsResponseSchema), or with `format=csv` the same rows as a CSV download. */
  'GET /api/analytics/{series}': { params: analyticsParamsSchema, query: analyticsQuerySchema },
  'GET /api/audit-reports/{id}/trail': { params: id, response: trailSchema },
  'GET /api/audit-reports/{id}/capas': { params: id, response: z.array(capaSchema) },
  /** The findings a completed report raised (the one record of each, with its status), in question order. */
  'GET /api/audit-reports/{id}/findings': { params: id, response: z.array(findingSchema) },
  'GET /api/capas/{id}': { params: id, response: capaSchema },
  'PATCH /api/capas/{id}': { params: id, body: capaUpdateSchema, response: capaSchema },
  /** One CAPA's own trail (its chain), verified; another owner's CAPA is not found. */
  'GET /api/capas/{id}/trail': { params: id, response: trailSchema },
  /** Records an effectiveness check; "not effective" reopens the CAPA on a new target date (issue 20). */
  'POST /api/capas/{id}/effectiveness-checks': {
    params: id,
    body: effectivenessCheckCreateSchema,
    response: capaSchema,
  },
  /**
   * The checklist templates a report may start from: the built-ins first (on the first page), then a page of the
   * workspace's own, newest first.
   */
  'GET /api/report-templates': { query: pageQuerySchema, response: z.array(templateSummarySchema) },
  /** A new draft template in the workspace (also how a JSON export is imported). */
  'POST /api/report-templates': { body: templateCreateSchema, response: templateSchema },
  'GET /api/report-templates/{id}': { params: id, response: templateSchema },
  /** Edits the draft; built-ins are read-only (409). */
  'PATCH /api/report-templates/{id}': { params: id, body: templateUpdateSchema, response: templateSchema },
  /** Publishes the draft as the next immutable version (v1, v2…). */
  'POST /api/report-templates/{id}/versions': {
    params: id,
    body: templatePublishSchema,
    response: templateVersionSchema,
  },
  'GET /api/report-templates/{id}/trail': { params: id, response: trailSchema },
  /** Asks Quala: the answer is stored, counted against the plan (403 LIMIT_REACHED) and earns XP. */
  'POST /api/quala/chat': { body: qualaChatSchema, response: qualaInteractionSchema },
  /** The caller's interactions, newest first (`?limit=5` for the chat; paged with X-Next-Cursor). */
  'GET /api/quala/history': { query: pageQuerySchema, response: z.array(qualaInteractionSchema) },
  /**
   * The workspace's auditees, by name; `q` keeps those whose name, country, address or contact hold every word
   * (a filter on the page read, so a page may hold fewer than `limit`: follow the cursor until it is absent).
   */
  'GET /api/auditees': { query: listSearchQuery, response: z.array(auditeeSchema) },
  'POST /api/auditees': { body: auditeeCreateSchema, response: auditeeSchema },
  'GET /api/auditees/{id}': { params: id, response: auditeeSchema },
  'PATCH /api/auditees/{id}': { params: id, body: auditeeUpdateSchema, response: auditeeSchema },
  'GET /api/auditees/{id}/trail': { params: id, response: trailSchema },
  /** The auditee's audits, newest first, paged (X-Next-Cursor); 404 for another workspace's auditee. */
  'GET /api/auditees/{id}/audits': { params: id, query: pageQuerySchema, response: z.array(auditSchema) },
  /**
   * The auditee's repeat findings (each raised again on a question or category of an earlier audit), newest
   * first, among the first 200 of its raised findings read; 404 for another workspace's auditee.
   */
  'GET /api/auditees/{id}/repeat-findings': { params: id, response: z.array(findingSchema) },
  /** The audits planned to start in the range (both days included, at most 400 days), by planned start. */
  'GET /api/calendar': { query: calendarQuerySchema, response: z.array(calendarEntrySchema) },
  /** A new private feed URL for the caller in this workspace; the previous one stops working. */
  'POST /api/calendar/feed': { response: calendarFeedSchema },
  /** Revokes the caller's feed in this workspace (also when there was none). */
  'DELETE /api/calendar/feed': { response: accepted },
  /** The feed itself (`<token>.ics`, text/calendar); an unknown or revoked token is 404. */
  'GET /api/calendar/{file}': { params: z.object({ file: z.string() }) },
  /** The workspace's studies; `q` searches the protocol number and title as for auditees. */
  'GET /api/studies': { query: listSearchQuery, response: z.array(studySchema) },
  'POST /api/studies': { body: studyCreateSchema, response: studySchema },
  'GET /api/studies/{id}': { params: id, response: studySchema },
  'PATCH /api/studies/{id}': { params: id, body: studyUpdateSchema, response: studySchema },
  /** Starts an evidence upload on a record of the workspace: where to PUT exactly `size` bytes, until `expiresAt`. */
  'POST /api/evidence/uploads': { body: evidenceUploadStartSchema, response: evidenceUploadTicketSchema },
  /** Checks the bytes (type by content, at most 25 MB), records their SHA-256 and stores them, trailed; or 400. */
  'POST /api/evidence/uploads/{id}/complete': { params: id, response: evidenceSchema },
  /** A short-lived link to the file (members only; never a public address). */
  'GET /api/evidence/{id}/download': { params: id, response: evidenceDownloadSchema },
  /** Marks a file superseded (it stays listed and downloadable), trailed. */
  'PATCH /api/evidence/{id}': { params: id, body: evidenceSupersedeSchema, response: evidenceSchema },
  /** Removes a file, trailed; once its report is approved (or its audit closed) 409: mark it superseded instead. */
  'DELETE /api/evidence/{id}': { params: id, response: accepted },
  'GET /api/evidence/{id}/trail': { params: id, response: trailSchema },
  /** The audit plan's files, oldest first. */
  'GET /api/audits/{id}/evidence': { params: id, response: z.array(evidenceSchema) },
  /** The report's answers' files, by question, oldest first within each. */
  'GET /api/audit-reports/{id}/evidence': { params: id, response: z.array(evidenceSchema) },
  'GET /api/findings/{id}/evidence': { params: id, response: z.array(evidenceSchema) },
  'GET /api/capas/{id}/evidence': { params: id, response: z.array(evidenceSchema) },
  /**
   * Sends findings of the audit (default: its open ones) to someone at the audited site: the link (shown once,
   * mailed to them) holds a token of which only the hash is kept, valid until 30 days past the due date.
   */
  'POST /api/audits/{id}/response-requests': {
    params: id,
    body: responseRequestCreateSchema,
    response: responseRequestCreatedSchema,
  },
  /** The audit's requests, oldest first, with their status (sent, opened, responded, overdue, revoked) and responses. */
  'GET /api/audits/{id}/response-requests': { params: id, response: z.array(responseRequestDetailSchema) },
  /** Revokes the link at once (410 from then on); trailed. */
  'DELETE /api/response-requests/{id}': { params: id, response: responseRequestSchema },
  /** Accepts a submitted response (the finding's CAPA takes its plan, created if none) or returns it with comments. */
  'POST /api/response-requests/{id}/findings/{findingId}/review': {
    params: z.object({ id: z.string(), findingId: z.string() }),
    body: responseReviewSchema,
    response: findingResponseSchema,
  },
  /** Mails a 6-digit code to the link's recipient (10 minutes); 404 unknown link, 410 revoked or expired, 423 locked. */
  'POST /api/respond/{token}/code': { params: respondTokenParams, response: respondCodeSentSchema },
  /** The code → a bearer for the portal's other calls (1 hour); the fifth wrong code locks the link (423). */
  'POST /api/respond/{token}/verify': {
    params: respondTokenParams,
    body: respondVerifySchema,
    response: respondSessionSchema,
  },
  /** With the bearer: the included findings only, as the auditee sees them, with their responses. */
  'GET /api/respond/{token}/findings': { params: respondTokenParams, response: auditeePortalSchema },
  'GET /api/respond/{token}/findings/{id}': { params: respondFindingParams, response: auditeeFindingSchema },
  /** Saves the auditee's draft response to an included finding; trailed with them as the actor. */
  'PUT /api/respond/{token}/findings/{id}/response': {
    params: respondFindingParams,
    body: findingResponseInputSchema,
    response: findingResponseSchema,
  },
  /** Submits every draft of the link; each is trailed and emits `response.submitted`. */
  'POST /api/respond/{token}/submit': { params: respondTokenParams, response: respondSubmittedSchema },
  /** With the bearer: the audit's latest approved report as PDF when the auditor shared it, else 404. */
  'GET /api/respond/{token}/report': { params: respondTokenParams },
  /** With the bearer: the files on the auditee's response to an included finding, oldest first. */
  'GET /api/respond/{token}/findings/{id}/evidence': {
    params: respondFindingParams,
    response: z.array(evidenceSchema),
  },
  /**
   * With the bearer: starts an upload onto the auditee's saved, still editable response to an included finding
   * (same types, size cap and count as any record's files).
   */
  'POST /api/respond/{token}/findings/{id}/evidence': {
    params: respondFindingParams,
    body: evidenceFileStartSchema,
    response: evidenceUploadTicketSchema,
  },
  /** With the bearer: checks the bytes (type by content, size, SHA-256) and keeps the file, trailed as the auditee. */
  'POST /api/respond/{token}/uploads/{id}/complete': { params: respondFindingParams, response: evidenceSchema },
  /** The files an auditee attached to their response to a finding of one of the workspace's requests. */
  'GET /api/response-requests/{id}/findings/{findingId}/evidence': {
    params: z.object({ id: z.string(), findingId: z.string() }),
    response: z.array(evidenceSchema),
  },
  /** Creates an organisation owned by the caller (a new workspace). */
  'POST /api/orgs': { body: orgCreateSchema, response: orgMembershipSchema },
  /** The caller's memberships, by name. */
  'GET /api/orgs': { response: z.array(orgMembershipSchema) },
  'GET /api/orgs/{id}': { params: orgParamsSchema, response: orgSchema },
  'PATCH /api/orgs/{id}': { params: orgParamsSchema, body: orgUpdateSchema, response: orgSchema },
  'GET /api/orgs/{id}/members': { params: orgParamsSchema, response: z.array(memberSchema) },
  /** Changes a member's role with a reason (trailed); the last owner cannot be demoted (409). */
  'PATCH /api/orgs/{id}/members/{userId}': {
    params: memberParamsSchema,
    body: memberUpdateSchema,
    response: memberSchema,
  },
  /** Removes a member (trailed); their next request to the organisation is refused. The last owner stays (409). */
  'DELETE /api/orgs/{id}/members/{userId}': { params: memberParamsSchema, response: accepted },
  /** Pending invitations, newest first. */
  'GET /api/orgs/{id}/invitations': { params: orgParamsSchema, response: z.array(invitationSchema) },
  /** E-mails a single-use link valid for 7 days; over the member cap 403. */
  'POST /api/orgs/{id}/invitations': {
    params: orgParamsSchema,
    body: invitationCreateSchema,
    response: invitationSchema,
  },
  'DELETE /api/orgs/{id}/invitations/{invitationId}': { params: invitationParamsSchema, response: accepted },
  /** Membership, role and invitation changes (the organisation's chain), or `?actor=` one member's actions in it. */
  'GET /api/orgs/{id}/trail': { params: orgParamsSchema, query: orgTrailQuerySchema, response: trailSchema },
  /** Every member's Learning Hub courses (lessons done, quiz results, certificates): owners and admins. */
  'GET /api/orgs/{id}/training-records': { params: orgParamsSchema, response: z.array(trainingRecordSchema) },
  /** The same records as CSV or PDF (`format`). */
  'GET /api/orgs/{id}/training-records/export': { params: orgParamsSchema, query: trainingExportQuerySchema },
  /** The caller leaves the organisation (trailed); the last owner cannot (409). */
  'DELETE /api/orgs/{id}/membership': { params: orgParamsSchema, response: accepted },
  /** What an invitation link offers, for the accept page: any signed-in holder of the link; 404/410 as accepting. */
  'POST /api/invitations/preview': { body: invitationAcceptSchema, response: invitationPreviewSchema },
  /** The invited address only: 403 for another, 410 when used, revoked or expired. */
  'POST /api/invitations/accept': { body: invitationAcceptSchema, response: invitationAcceptedSchema },
  /** The workspace's API keys, newest first, revoked ones included (never a secret). */
  'GET /api/api-keys': { response: z.array(apiKeySchema) },
  /** Pro only (403 with the reason on Free). The answer holds the secret: the only time it is shown. */
  'POST /api/api-keys': { body: apiKeyCreateSchema, response: apiKeyCreatedSchema },
  /** Revokes the key at once (its next request is refused); it stays listed as revoked. */
  'DELETE /api/api-keys/{id}': { params: id, response: apiKeySchema },
  /** The workspace's webhook endpoints, oldest first (never a secret). */
  'GET /api/webhooks': { response: z.array(webhookEndpointSchema) },
  /** Pro only (403 on Free), at most 10 per workspace (409). The answer holds the signing secret, shown once. */
  'POST /api/webhooks': { body: webhookCreateSchema, response: webhookEndpointCreatedSchema },
  /** Deletes the endpoint: deliveries still queued for it are dropped. */
  'DELETE /api/webhooks/{id}': { params: id, response: webhookEndpointSchema },
  /** The endpoint's delivery attempts, newest first, paged with X-Next-Cursor (kept 30 days). */
  'GET /api/webhooks/{id}/deliveries': { params: id, query: pageQuerySchema, response: z.array(webhookAttemptSchema) },
  /** Queues a `ping` event for this endpoint alone (202); the delivery log shows how it went. */
  'POST /api/webhooks/{id}/test': { params: id, response: webhookTestQueuedSchema },
  /** Admin only (403 otherwise): the dashboard's figures, all computed (no Scan). */
  'GET /api/admin/stats': { response: adminStatsSchema },
  /** Users by e-mail (`q`: the address's start, any case), paged with X-Next-Cursor. */
  'GET /api/admin/users': { query: adminUsersQuerySchema, response: z.array(adminUserSchema) },
  /** Grants or revokes a staff group (Cognito group + profile, trailed); an admin cannot revoke their own admin. */
  'POST /api/admin/users/{id}/roles': { params: id, body: roleChangeSchema, response: adminUserSchema },
  /**
   * Deactivates (Cognito sign-in disabled, every token refused at once) or reactivates an account, trailed with the
   * reason; accounts are never deleted. An admin cannot deactivate their own.
   */
  'POST /api/admin/users/{id}/status': { params: id, body: accountStatusSchema, response: adminUserSchema },
  /** Every trail entry of the workspace's records in a range of UTC days (at most 92), as CSV or PDF. */
  'GET /api/trail/export': { query: trailRangeExportQuerySchema },
  /** One record's whole trail as CSV or PDF; another workspace's record is not found. */
  'GET /api/trail/records/{type}/{id}/export': { params: trailRecordParamsSchema, query: trailRecordExportQuerySchema },
  /** The workspace's signed trail reviews, newest first. */
  'GET /api/trail/reviews': { response: z.array(trailReviewSchema) },
  /** Records a review of a range, signed with the password (lockout as for reports); trailed. */
  'POST /api/trail/reviews': { body: trailReviewCreateSchema, response: trailReviewSchema },
  /** One UTC day's error logs (default today), newest first, optionally one type; paged with X-Next-Cursor. */
  'GET /api/admin/error-logs': { query: errorLogsQuerySchema, response: z.array(errorLogSummarySchema) },
  'GET /api/admin/error-logs/daily': { response: errorLogDailySchema },
  'GET /api/admin/error-logs/{id}': { params: id, response: errorLogDetailSchema },
  /** Marks an error log resolved, version-checked and trailed. */
  'PATCH /api/admin/error-logs/{id}': { params: id, body: errorLogResolveSchema, response: errorLogDetailSchema },
  /** One kind of lead (default contact), newest first, optionally one status; paged with X-Next-Cursor. */
  'GET /api/admin/leads': { query: leadsQuerySchema, response: z.array(adminLeadSchema) },
  /** The filtered view as a CSV file download (Content-Disposition: attachment). */
  'GET /api/admin/leads/export': { query: leadsExportQuerySchema },
  /** Moves a lead's status (forward only) and appends a note, version-checked and trailed. */
  'PATCH /api/admin/leads/{id}': { params: id, body: leadUpdateSchema, response: adminLeadSchema },
  /** Every job post, active and inactive, newest first. */
  'GET /api/admin/jobs': { response: z.array(adminJobSchema) },
  'POST /api/admin/jobs': { body: jobPostInputSchema, response: adminJobSchema },
  /** Edits a job post whole; `isActive` deactivates or reactivates it (/api/careers follows at once). Trailed. */
  'PUT /api/admin/jobs/{id}': { params: id, body: jobPostUpdateSchema, response: adminJobSchema },
  /** What was sent to whom and when, newest first; paged with X-Next-Cursor. */
  'GET /api/admin/outbox': { query: pageQuerySchema, response: z.array(sentMailSchema) },
  /** Editors and admins: every post, drafts included, newest first, without content (read one to edit it). */
  'GET /api/content-posts': { response: z.array(postSummarySchema) },
  /** One post whole, as the editor opens it (consistent read): unknown → 404. */
  'GET /api/content-posts/{id}': { params: id, response: postSchema },
  /** Slug, read time and (when published) publishedAt are made by the server; trailed. */
  'POST /api/content-posts': { body: postInputSchema, response: postSchema },
  /** The whole post with the version read: stale → 409, unknown → 404; trailed. */
  'PUT /api/content-posts/{id}': { params: id, body: postUpdateSchema, response: postSchema },
  /** Deletes the post (trailed) and frees its slug; its public page answers 404 from then on. */
  'DELETE /api/content-posts/{id}': { params: id, response: z.object({ ok: z.literal(true) }) },
  /** The media library, newest first. */
  'GET /api/media': { response: z.array(mediaItemSchema) },
  /** Starts an image upload: where to PUT the bytes (a quarantine object, checked on completion). */
  'POST /api/media/uploads': { body: mediaUploadStartSchema, response: mediaUploadTicketSchema },
  /** Checks the uploaded bytes (type by content, size, SVG sanitized) and publishes them, or refuses (400). */
  'POST /api/media/uploads/{id}/complete': { params: id, response: mediaItemSchema },
  'PATCH /api/media/{id}': { params: id, body: mediaUpdateSchema, response: mediaItemSchema },
  'DELETE /api/media/{id}': { params: id, response: z.object({ ok: z.literal(true) }) },
  /**
   * Editors and admins: every SOP with every version (superseded ones too), without the text, by SOP id, paged
   * with X-Next-Cursor by version: an SOP whose versions straddle a page's end continues, same id, on the next.
   */
  'GET /api/cms/sops': { query: pageQuerySchema, response: z.array(sopStaffEntrySchema) },
  /** A new SOP as draft 1.0; its id comes from the title (taken → 409). Trailed. */
  'POST /api/cms/sops': { body: sopCreateSchema, response: sopStaffVersionSchema },
  /**
   * One SOP's versions whole, newest first (consistent read), paged with X-Next-Cursor: the first page holds the
   * version in progress and the approved one (limit 2 or more). Unknown → 404.
   */
  'GET /api/cms/sops/{id}': { params: id, query: pageQuerySchema, response: sopStaffDetailSchema },
  /** A new draft copied from the approved version; one open version per SOP (another → 409). Trailed. */
  'POST /api/cms/sops/{id}/versions': { params: id, body: sopReviseSchema, response: sopStaffVersionSchema },
  /** A draft's text whole with the `rev` read: stale → 409, not a draft (in review, approved) → 409. Trailed. */
  'PUT /api/cms/sops/{id}/versions/{seq}': {
    params: sopVersionParamsSchema,
    body: sopDraftUpdateSchema,
    response: sopStaffVersionSchema,
  },
  /** Draft → in review. Trailed. */
  'POST /api/cms/sops/{id}/versions/{seq}/submit': {
    params: sopVersionParamsSchema,
    body: sopMoveSchema,
    response: sopStaffVersionSchema,
  },
  /** In review → draft. Trailed. */
  'POST /api/cms/sops/{id}/versions/{seq}/return': {
    params: sopVersionParamsSchema,
    body: sopMoveSchema,
    response: sopStaffVersionSchema,
  },
  /**
   * In review → approved, signed with the password by a staff member other than the last editor (403), with
   * its effective and next-review dates; the version approved before becomes superseded in the same
   * transaction. Wrong password 403 SIGNATURE_REJECTED (counts toward the signing lockout, 423). Trailed.
   */
  'POST /api/cms/sops/{id}/versions/{seq}/approve': {
    params: sopVersionParamsSchema,
    body: sopApproveSchema,
    response: sopStaffVersionSchema,
  },
  /** Public: published posts, newest first (by publishedAt); briefings are marked `briefing`. */
  'GET /api/posts': { response: z.array(publicPostSummarySchema) },
  /**
   * Public: one published post; the read is counted. Drafts and deleted posts: 404 'Post not found'. A briefing
   * comes with its excerpt and empty `content`, to everyone (this route knows no caller).
   */
  'GET /api/posts/{slug}': { params: slugParamsSchema, response: publicPostSchema },
} as const satisfies { readonly [K in RouteKey]: RouteContract };

export type Contract = typeof contract;
type Part<K extends RouteKey, P extends keyof RouteContract> = Contract[K] extends {
  [Q in P]: infer S extends z.ZodType;
}
  ? S
  : undefined;
/** What a caller sends (before parsing: numbers as typed, optional fields optional). */
export type BodyInput<K extends RouteKey> = Part<K, 'body'> extends z.ZodType ? z.input<Part<K, 'body'>> : undefined;
/** What a handler receives after validation. */
export type Body<K extends RouteKey> = Part<K, 'body'> extends z.ZodType ? z.output<Part<K, 'body'>> : undefined;
export type QueryInput<K extends RouteKey> =
  Part<K, 'query'> extends z.ZodType ? z.input<Part<K, 'query'>> : Record<never, string>;
export type Query<K extends RouteKey> =
  Part<K, 'query'> extends z.ZodType ? z.output<Part<K, 'query'>> : Record<string, string | undefined>;
export type ResponseOf<K extends RouteKey> =
  Part<K, 'response'> extends z.ZodType ? z.output<Part<K, 'response'>> : never;
