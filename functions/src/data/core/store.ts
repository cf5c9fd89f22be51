import { createWriteTransaction, type Service } from 'electrodb';
import { tableName } from './client';
import { electroClient } from './electroClient';
import { bindEntities, builtEntity, registeredEntities, type AnyEntity } from './registry';
import type * as org from '../orgs/org.entity';
import type * as audit from '../audits/audit.entity';
import type * as auditee from '../auditees/auditee.entity';
import type * as counter from './counter.entity';
import type * as tally from '../audits/tally.entity';
import type * as aggregate from '../analytics/aggregate.entity';
import type * as bell from '../audits/bell.entity';
import type * as errorLog from '../ops/errorLog.entity';
import type * as healthProbe from './healthProbe.entity';
import type * as job from '../leads/job.entity';
import type * as lead from '../leads/lead.entity';
import type * as oauthState from '../ops/oauthState.entity';
import type * as outbox from '../ops/outbox.entity';
import type * as rateWindow from './rateWindow.entity';
import type * as trailEntry from '../trail/trailEntry.entity';
import type * as trailReview from '../trail/trailReview.entity';
import type * as finding from '../audits/finding.entity';
import type * as report from '../audits/report.entity';
import type * as template from '../templates/template.entity';
import type * as usage from '../people/usage.entity';
import type * as qualaInteraction from '../quala/qualaInteraction.entity';
import type * as user from '../people/user.entity';
import type * as billing from '../billing/billing.entity';
import type * as feed from '../calendar/feed.entity';
import type * as apiKey from '../integrations/apiKey.entity';
import type * as webhook from '../integrations/webhook.entity';
import type * as planDay from '../audits/planDay.entity';
import type * as capaDay from '../audits/capaDay.entity';
import type * as content from '../content/content.entity';
import type * as briefingDigest from '../content/briefingDigest.entity';
import type * as evidence from '../evidence/evidence.entity';
import type * as sop from '../library/sop.entity';
import type * as learning from '../learning/learning.entity';
import type * as response from '../responses/response.entity';

/**
 * Every entity, by name, as `store()` types it. Only types are imported here: at run time `store()` holds the
 * entities whose modules this process imported (each module declares its own, data/core/registry.ts), and each is
 * built on its first use, so a Lambda builds only the entities its requests use. A module that uses an entity
 * imports that entity's module.
 */
export type Entities = {
  invitation: typeof org.invitation;
  membership: typeof org.membership;
  org: typeof org.org;
  audit: typeof audit.audit;
  auditee: typeof auditee.auditee;
  protocolClaim: typeof auditee.protocolClaim;
  study: typeof auditee.study;
  counter: typeof counter.counter;
  workspaceTally: typeof tally.workspaceTally;
  analyticsAggregate: typeof aggregate.analyticsAggregate;
  bellEntry: typeof bell.bellEntry;
  errorLog: typeof errorLog.errorLog;
  healthProbe: typeof healthProbe.healthProbe;
  generalApplication: typeof job.generalApplication;
  job: typeof job.job;
  jobApplication: typeof job.jobApplication;
  lead: typeof lead.lead;
  mockBookingClaim: typeof lead.mockBookingClaim;
  newsletterClaim: typeof lead.newsletterClaim;
  oauthState: typeof oauthState.oauthState;
  outboxMessage: typeof outbox.outboxMessage;
  rateWindow: typeof rateWindow.rateWindow;
  trailEntry: typeof trailEntry.trailEntry;
  trailHead: typeof trailEntry.trailHead;
  trailReview: typeof trailReview.trailReview;
  finding: typeof finding.finding;
  auditReport: typeof report.auditReport;
  capa: typeof report.capa;
  reportTemplate: typeof report.reportTemplate;
  checklistTemplate: typeof template.checklistTemplate;
  checklistTemplateVersion: typeof template.checklistTemplateVersion;
  usage: typeof usage.usage;
  qualaInteraction: typeof qualaInteraction.qualaInteraction;
  badge: typeof user.badge;
  emailClaim: typeof user.emailClaim;
  user: typeof user.user;
  billingSubscription: typeof billing.billingSubscription;
  stripeEvent: typeof billing.stripeEvent;
  calendarFeed: typeof feed.calendarFeed;
  calendarFeedToken: typeof feed.calendarFeedToken;
  apiKey: typeof apiKey.apiKey;
  apiKeyLookup: typeof apiKey.apiKeyLookup;
  webhookAttempt: typeof webhook.webhookAttempt;
  webhookBatch: typeof webhook.webhookBatch;
  webhookDelivery: typeof webhook.webhookDelivery;
  webhookEndpoint: typeof webhook.webhookEndpoint;
  webhookSummary: typeof webhook.webhookSummary;
  auditReminder: typeof planDay.auditReminder;
  plannedDay: typeof planDay.plannedDay;
  capaDay: typeof capaDay.capaDay;
  capaReminder: typeof capaDay.capaReminder;
  contentPost: typeof content.contentPost;
  mediaItem: typeof content.mediaItem;
  mediaUpload: typeof content.mediaUpload;
  postSlug: typeof content.postSlug;
  postViews: typeof content.postViews;
  briefingDigest: typeof briefingDigest.briefingDigest;
  evidenceFile: typeof evidence.evidenceFile;
  evidenceUpload: typeof evidence.evidenceUpload;
  sopDownloads: typeof sop.sopDownloads;
  sopVersion: typeof sop.sopVersion;
  certificate: typeof learning.certificate;
  learningRecord: typeof learning.learningRecord;
  quizAttempt: typeof learning.quizAttempt;
  findingResponse: typeof response.findingResponse;
  responseDueDay: typeof response.responseDueDay;
  responseReminder: typeof response.responseReminder;
  responseRequest: typeof response.responseRequest;
  responseToken: typeof response.responseToken;
};

/** Where each entity is defined: the module to import to use it (named by the unregistered-entity error). */
export const ENTITY_MODULES: Readonly<Record<keyof Entities, string>> = {
  invitation: 'functions/src/data/orgs/org.entity.ts',
  membership: 'functions/src/data/orgs/org.entity.ts',
  org: 'functions/src/data/orgs/org.entity.ts',
  audit: 'functions/src/data/audits/audit.entity.ts',
  auditee: 'functions/src/data/auditees/auditee.entity.ts',
  protocolClaim: 'functions/src/data/auditees/auditee.entity.ts',
  study: 'functions/src/data/auditees/auditee.entity.ts',
  counter: 'functions/src/data/core/counter.entity.ts',
  workspaceTally: 'functions/src/data/audits/tally.entity.ts',
  analyticsAggregate: 'functions/src/data/analytics/aggregate.entity.ts',
  bellEntry: 'functions/src/data/audits/bell.entity.ts',
  errorLog: 'functions/src/data/ops/errorLog.entity.ts',
  healthProbe: 'functions/src/data/core/healthProbe.entity.ts',
  generalApplication: 'functions/src/data/leads/job.entity.ts',
  job: 'functions/src/data/leads/job.entity.ts',
  jobApplication: 'functions/src/data/leads/job.entity.ts',
  lead: 'functions/src/data/leads/lead.entity.ts',
  mockBookingClaim: 'functions/src/data/leads/lead.entity.ts',
  newsletterClaim: 'functions/src/data/leads/lead.entity.ts',
  oauthState: 'functions/src/data/ops/oauthState.entity.ts',
  outboxMessage: 'functions/src/data/ops/outbox.entity.ts',
  rateWindow: 'functions/src/data/core/rateWindow.entity.ts',
  trailEntry: 'functions/src/data/trail/trailEntry.entity.ts',
  trailHead: 'functions/src/data/trail/trailEntry.entity.ts',
  trailReview: 'functions/src/data/trail/trailReview.entity.ts',
  finding: 'functions/src/data/audits/finding.entity.ts',
  auditReport: 'functions/src/data/audits/report.entity.ts',
  capa: 'functions/src/data/audits/report.entity.ts',
  reportTemplate: 'functions/src/data/audits/report.entity.ts',
  checklistTemplate: 'functions/src/data/templates/template.entity.ts',
  checklistTemplateVersion: 'functions/src/data/templates/template.entity.ts',
  usage: 'functions/src/data/people/usage.entity.ts',
  qualaInteraction: 'functions/src/data/quala/qualaInteraction.entity.ts',
  badge: 'functions/src/data/people/user.entity.ts',
  emailClaim: 'functions/src/data/people/user.entity.ts',
  user: 'functions/src/data/people/user.entity.ts',
  billingSubscription: 'functions/src/data/billing/billing.entity.ts',
  stripeEvent: 'functions/src/data/billing/billing.entity.ts',
  calendarFeed: 'functions/src/data/calendar/feed.entity.ts',
  calendarFeedToken: 'functions/src/data/calendar/feed.entity.ts',
  apiKey: 'functions/src/data/integrations/apiKey.entity.ts',
  apiKeyLookup: 'functions/src/data/integrations/apiKey.entity.ts',
  webhookAttempt: 'functions/src/data/integrations/webhook.entity.ts',
  webhookBatch: 'functions/src/data/integrations/webhook.entity.ts',
  webhookDelivery: 'functions/src/data/integrations/webhook.entity.ts',
  webhookEndpoint: 'functions/src/data/integrations/webhook.entity.ts',
  webhookSummary: 'functions/src/data/integrations/webhook.entity.ts',
  auditReminder: 'functions/src/data/audits/planDay.entity.ts',
  plannedDay: 'functions/src/data/audits/planDay.entity.ts',
  capaDay: 'functions/src/data/audits/capaDay.entity.ts',
  capaReminder: 'functions/src/data/audits/capaDay.entity.ts',
  contentPost: 'functions/src/data/content/content.entity.ts',
  mediaItem: 'functions/src/data/content/content.entity.ts',
  mediaUpload: 'functions/src/data/content/content.entity.ts',
  postSlug: 'functions/src/data/content/content.entity.ts',
  postViews: 'functions/src/data/content/content.entity.ts',
  briefingDigest: 'functions/src/data/content/briefingDigest.entity.ts',
  evidenceFile: 'functions/src/data/evidence/evidence.entity.ts',
  evidenceUpload: 'functions/src/data/evidence/evidence.entity.ts',
  sopDownloads: 'functions/src/data/library/sop.entity.ts',
  sopVersion: 'functions/src/data/library/sop.entity.ts',
  certificate: 'functions/src/data/learning/learning.entity.ts',
  learningRecord: 'functions/src/data/learning/learning.entity.ts',
  quizAttempt: 'functions/src/data/learning/learning.entity.ts',
  findingResponse: 'functions/src/data/responses/response.entity.ts',
  responseDueDay: 'functions/src/data/responses/response.entity.ts',
  responseReminder: 'functions/src/data/responses/response.entity.ts',
  responseRequest: 'functions/src/data/responses/response.entity.ts',
  responseToken: 'functions/src/data/responses/response.entity.ts',
};

/** Binds the entities to the current client and table (each applies it on its next use: nothing is built here). */
const bind = () => bindEntities(electroClient(), tableName());

/** The error for an entity whose module this process never imported: it names the module, never undefined. */
export function unregisteredEntity(name: string): Error {
  const module = (ENTITY_MODULES as Readonly<Record<string, string>>)[name];
  return new Error(
    module
      ? `Entity '${name}' is not registered in this process: import ${module} in the module that uses it.`
      : `'${name}' is not an entity.`,
  );
}

// A Proxy rather than the map itself, so a forgotten import fails loudly at its first use; over the declared
// entities' names (a transaction lists them), answering each with the built entity.
const view = new Proxy(registeredEntities() as Record<string, AnyEntity>, {
  get(_, name) {
    // Symbols and `then` are probes (inspection, await), not entity names.
    if (typeof name !== 'string' || name === 'then') return undefined;
    const entity = builtEntity(name);
    if (!entity) throw unregisteredEntity(name);
    return entity;
  },
}) as unknown as Entities;

/**
 * The entities, bound to the current client and table. Locally the endpoint and table can change within one
 * process (a restarted stack, one table per test suite), so binding happens on use, not at import.
 */
export function store(): Entities {
  bind();
  return view;
}

type Transactions = Service<Entities>['transaction'];
type TransactWrite = Transactions['write'];

/**
 * Writes that must succeed or fail together (a record and its trail entry, a unique claim), over the registered
 * entities: the first is the transaction's driver, and a cancelled transaction's items are read back through
 * whichever of them wrote each one.
 */
export const transaction = (): Pick<Transactions, 'write'> => ({
  write: ((fn: Parameters<TransactWrite>[0]) => {
    bind();
    return createWriteTransaction(view, fn);
  }) as TransactWrite,
});

/** The entities as a write transaction sees them (each operation ends in `.commit()`). */
export type TransactionEntities = Parameters<Parameters<TransactWrite>[0]>[0];
/** What a write transaction's callback returns. */
export type TransactionWrites = ReturnType<Parameters<TransactWrite>[0]>;
