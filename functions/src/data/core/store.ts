import { Service } from 'electrodb';
import { invitation, membership, org } from '../orgs/org.entity';
import { db, tableName } from './client';
import { audit } from '../audits/audit.entity';
import { auditee, protocolClaim, study } from '../auditees/auditee.entity';
import { counter } from './counter.entity';
import { workspaceTally } from '../audits/tally.entity';
import { analyticsAggregate } from '../analytics/aggregate.entity';
import { bellEntry } from '../audits/bell.entity';
import { errorLog } from '../ops/errorLog.entity';
import { healthProbe } from './healthProbe.entity';
import { generalApplication, job, jobApplication } from '../leads/job.entity';
import { lead, mockBookingClaim, newsletterClaim } from '../leads/lead.entity';
import { oauthState } from '../ops/oauthState.entity';
import { outboxMessage } from '../ops/outbox.entity';
import { rateWindow } from './rateWindow.entity';
import { trailEntry, trailHead } from '../trail/trailEntry.entity';
import { trailReview } from '../trail/trailReview.entity';
import { finding } from '../audits/finding.entity';
import { auditReport, capa, reportTemplate } from '../audits/report.entity';
import { checklistTemplate, checklistTemplateVersion } from '../templates/template.entity';
import { usage } from '../people/usage.entity';
import { qualaInteraction } from '../quala/qualaInteraction.entity';
import { badge, emailClaim, user } from '../people/user.entity';
import { billingSubscription, stripeEvent } from '../billing/billing.entity';
import { calendarFeed, calendarFeedToken } from '../calendar/feed.entity';
import { apiKey, apiKeyLookup } from '../integrations/apiKey.entity';
import {
  webhookAttempt,
  webhookBatch,
  webhookDelivery,
  webhookEndpoint,
  webhookSummary,
} from '../integrations/webhook.entity';
import { auditReminder, plannedDay } from '../audits/planDay.entity';
import { capaDay, capaReminder } from '../audits/capaDay.entity';
import { contentPost, mediaItem, mediaUpload, postSlug, postViews } from '../content/content.entity';
import { briefingDigest } from '../content/briefingDigest.entity';
import { evidenceFile, evidenceUpload } from '../evidence/evidence.entity';
import { sopDownloads, sopVersion } from '../library/sop.entity';
import { certificate, learningRecord, quizAttempt } from '../learning/learning.entity';
import {
  findingResponse,
  responseDueDay,
  responseReminder,
  responseRequest,
  responseToken,
} from '../responses/response.entity';

const service = new Service({
  user,
  emailClaim,
  trailEntry,
  trailHead,
  trailReview,
  audit,
  finding,
  usage,
  auditReport,
  reportTemplate,
  checklistTemplate,
  checklistTemplateVersion,
  capa,
  badge,
  qualaInteraction,
  job,
  jobApplication,
  generalApplication,
  lead,
  newsletterClaim,
  mockBookingClaim,
  outboxMessage,
  errorLog,
  rateWindow,
  oauthState,
  healthProbe,
  counter,
  workspaceTally,
  analyticsAggregate,
  bellEntry,
  stripeEvent,
  billingSubscription,
  contentPost,
  postViews,
  postSlug,
  briefingDigest,
  mediaItem,
  mediaUpload,
  org,
  membership,
  invitation,
  auditee,
  study,
  protocolClaim,
  calendarFeed,
  calendarFeedToken,
  apiKey,
  apiKeyLookup,
  webhookEndpoint,
  webhookSummary,
  webhookBatch,
  webhookDelivery,
  webhookAttempt,
  plannedDay,
  auditReminder,
  capaDay,
  capaReminder,
  evidenceFile,
  evidenceUpload,
  responseRequest,
  responseToken,
  findingResponse,
  responseDueDay,
  responseReminder,
  sopVersion,
  sopDownloads,
  learningRecord,
  quizAttempt,
  certificate,
});

let bound: { client: unknown; table: string } | undefined;

/**
 * The entities, bound to the current client and table. Locally the endpoint and table can change within one
 * process (a restarted stack, one table per test suite), so binding happens on use, not at import.
 */
export function store() {
  const client = db();
  const table = tableName();
  if (!bound || bound.client !== client || bound.table !== table) {
    service.setClient(client);
    service.setTableName(table);
    bound = { client, table };
  }
  return service.entities;
}

/** Queries across entities that share an index partition (ElectroDB collections: the applications inbox). */
export const collections = () => (store(), service.collections);

/** Writes that must succeed or fail together (a record and its trail entry, a unique claim). */
export const transaction = () => (store(), service.transaction);

type TransactWrite = typeof service.transaction.write;
/** The entities as a write transaction sees them (each operation ends in `.commit()`). */
export type TransactionEntities = Parameters<Parameters<TransactWrite>[0]>[0];
/** What a write transaction's callback returns. */
export type TransactionWrites = ReturnType<Parameters<TransactWrite>[0]>;
