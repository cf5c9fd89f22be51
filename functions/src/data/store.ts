import { Service } from 'electrodb';
import { db, tableName } from './client';
import { audit } from './entities/audit';
import { counter } from './entities/counter';
import { errorLog } from './entities/errorLog';
import { healthProbe } from './entities/healthProbe';
import { generalApplication, job, jobApplication } from './entities/job';
import { lead, newsletterClaim } from './entities/lead';
import { oauthState } from './entities/oauthState';
import { outboxMessage } from './entities/outbox';
import { rateWindow } from './entities/rateWindow';
import { trailEntry, trailHead } from './entities/trailEntry';
import { finding } from './entities/finding';
import { auditReport, capa, reportTemplate } from './entities/report';
import { usage } from './entities/usage';
import { qualaInteraction } from './entities/qualaInteraction';
import { badge, emailClaim, user } from './entities/user';
import { billingSubscription, stripeEvent } from './entities/billing';
import { contentPost, mediaItem, mediaUpload, postSlug, postViews } from './entities/content';

const service = new Service({
  user,
  emailClaim,
  trailEntry,
  trailHead,
  audit,
  finding,
  usage,
  auditReport,
  reportTemplate,
  capa,
  badge,
  qualaInteraction,
  job,
  jobApplication,
  generalApplication,
  lead,
  newsletterClaim,
  outboxMessage,
  errorLog,
  rateWindow,
  oauthState,
  healthProbe,
  counter,
  stripeEvent,
  billingSubscription,
  contentPost,
  postViews,
  postSlug,
  mediaItem,
  mediaUpload,
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
