/**
 * The table's partition key families: every partition key value the entities write (PK) or query by (GSI1PK,
 * GSI2PK) starts with one of these patterns (functions/src/data/**\/*.entity.ts; infra/test/table-keys.test.ts
 * checks every key template against this list, so a new entity cannot go unassigned). IAM's
 * `dynamodb:LeadingKeys` matches the partition key value of each item a request names with `StringLike`, so a
 * group's role names the families it uses and nothing else.
 *
 * Patterns are written so that no family swallows another: `POSTS` and `POSTS#*` but never `POSTS*` (which would
 * match `POSTSLUG#…`), `JOB#*` apart from `JOBS#*`, `LEAD#*` apart from `LEADS#*`, `USER#*` apart from `USERS`.
 */
export const KEY_FAMILIES = {
  /** Workspace-owned records (audits, findings, reports, CAPAs, auditees, studies, usage, Quala, the org). */
  workspace: ['WS#*'],
  /** Profiles, badges, memberships by person (GSI1 `USER#<id>#ORGS`), the user list (GSI1 `USERS`), e-mail claims. */
  people: ['USER#*', 'USERS', 'EMAIL#*'],
  /** Audit-trail chains (`TRAIL#<type>#<id>`: entries and head) and their review indexes (`TRAIL#ACTOR#`, `TRAIL#DAY#`). */
  trail: ['TRAIL#*'],
  /** Checklist templates of report types. */
  templates: ['TEMPLATE#*'],
  /** Stripe events, subscriptions, subscriptions by buyer (GSI1) and by price (GSI2 `PRICE#`, the digest's). */
  stripe: ['STRIPE_EVENT#*', 'STRIPE_SUB#*', 'BUYER#*', 'PRICE#*'],
  /** CMS posts and view counts (`POSTS`), the published feed (GSI1 `POSTS#PUBLISHED`), slug claims. */
  posts: ['POSTS', 'POSTS#*', 'POSTSLUG#*'],
  /** The CMS media library and its pending uploads. */
  media: ['MEDIA'],
  /** Sharded counters and series (dashboard numbers, server-error counts). */
  stats: ['STATS#*'],
  /** The health probe item. */
  health: ['HEALTH'],
  /** Rate-limit windows (per address, per user, per recipient). */
  rate: ['RATE#*'],
  /** Jobs (`JOB#`, with their applications), job lists (GSI `JOBS#ACTIVE`, `JOBS#ALL`), general applications. */
  jobs: ['JOB#*', 'JOBS#*', 'APPS#GENERAL'],
  /** Leads by month, newsletter claims, the inbox indexes (GSI1 `INBOX#<type>`, GSI2 `LEAD#<id>`). */
  leads: ['LEADS#*', 'NEWSLETTER#*', 'INBOX#*', 'LEAD#*'],
  /** Browser error logs by day (and type, GSI1) and by id (GSI2). */
  errorLogs: ['ERRORLOGS#*', 'ERRORLOG#*'],
  /** Calendly OAuth state. */
  oauth: ['OAUTHSTATE#*'],
  /** Private calendar feeds by their token's hash (`CALFEED#<sha256>`, issue 19). */
  calendarFeeds: ['CALFEED#*'],
  /** Audits by planned start day across workspaces, and the reminders sent for them (`PLANDAY#<day>`). */
  planDays: ['PLANDAY#*'],
  /** CAPA actions and effectiveness checks by due day across workspaces, and their reminders (`CAPADAY#<day>`). */
  capaDays: ['CAPADAY#*'],
  /** Sent-mail records (the admin's sent-notifications list). */
  outbox: ['OUTBOX'],
  /** API keys by the SHA-256 of their secret (`APIKEY#<hash>`): read on every request made with a key. */
  apiKeys: ['APIKEY#*'],
  /** The webhook queue's GSI1 partitions: event batches to fan out (`WHNEW`), deliveries by due time (`WHDUE`). */
  webhookQueue: ['WHNEW', 'WHDUE'],
  /** Auditee portal links by their token's hash (`RESPTOKEN#<sha256>`, issue 20). */
  responseTokens: ['RESPTOKEN#*'],
  /** Response requests by due day and the reminders sent for them (`RESPDUE#<day>`, issue 20). */
  responseDays: ['RESPDUE#*'],
  /** SOP Library versions (`SOP#<id>`) and the current approved ones (GSI1 `SOPS#CURRENT`, issue 22). */
  library: ['SOP#*', 'SOPS#*'],
  /** Learning Hub certificates by their verification code (`CERT#<code>`, issue 22); progress is under `USER#`. */
  certificates: ['CERT#*'],
  /** Mock inspection claims, one per buyer and paid quarter (`MOCKBOOK#<email>`, issue 22); bookings are leads. */
  mockBookings: ['MOCKBOOK#*'],
  /** Weekly briefings digests sent, one claim per subscriber e-mail and ISO week (`BRIEFDIGEST#<email>`, issue 22). */
  briefingDigests: ['BRIEFDIGEST#*'],
} as const satisfies Record<string, readonly string[]>;

export type KeyFamily = keyof typeof KEY_FAMILIES;

/** The `dynamodb:LeadingKeys` patterns of a list of families, in a stable order. */
export function leadingKeys(families: readonly KeyFamily[]): string[] {
  return [...new Set(families.flatMap((family) => KEY_FAMILIES[family]))].sort();
}

/** Writes to these partitions are the trail's own: refused to every group that writes no regulated record. */
export const TRAIL_KEYS = KEY_FAMILIES.trail;
