import type { Group } from '@cq/shared';
import type { KeyFamily } from './table-keys';

/** What a group's Lambda may do with the table: nothing, GetItem/Query only, or also write. */
export type TableAccess = 'none' | 'read' | 'readWrite';

/** The Cognito admin actions a handler may call (granted on the product's user pool only). */
export type CognitoAction =
  | 'AdminGetUser'
  | 'DescribeUserPool'
  | 'AdminAddUserToGroup'
  | 'AdminRemoveUserFromGroup'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'ListUsers'
  | 'ListUsersInGroup';

/**
 * The size and the permissions of one endpoint group's Lambda. CDK grants exactly this and nothing else, so a
 * handler that starts using another service must say so here (and the infra tests check the role).
 */
export interface GroupSettings {
  /** Lambda memory (CPU scales with it); 128-10240. */
  readonly memoryMb: number;
  /** Lambda timeout; below the HTTP API's 30 s integration limit. */
  readonly timeoutSeconds: number;
  /**
   * Table access. Any group that rate-limits needs `readWrite`: the limiter is an UpdateItem
   * (functions/src/data/core/rateLimit.ts).
   */
  readonly table: TableAccess;
  /**
   * The partition key families (table-keys.ts) the group reads and, with `readWrite`, writes: the role's table
   * statement carries `dynamodb:LeadingKeys` with exactly their patterns, so any other partition is refused.
   * Empty with `table: 'none'`.
   */
  readonly keys: readonly KeyFamily[];
  /**
   * Writes regulated records, hence their trail entries and chain heads. Every other group gets an explicit Deny
   * on writes to trail partitions (even where `keys` names `trail` for reading).
   */
  readonly writesTrail: boolean;
  /** Cognito actions the handlers call; empty means no Cognito statement at all. */
  readonly cognito: readonly CognitoAction[];
  /** Sends e-mail (SES SendEmail on the MAIL_FROM identity; MAIL_TRANSPORT/MAIL_FROM are set only then). */
  readonly mail: boolean;
  /**
   * May call Bedrock: when a model is configured (CDK context `bedrockModelId`) the group gets
   * bedrock:InvokeModel on that model only and BEDROCK_MODEL_ID; without one it gets neither and answers with its
   * offline fallback (Quala's knowledge-base engine).
   */
  readonly bedrock?: boolean;
  /**
   * Reads the table's backup state for the admin dashboard: dynamodb:DescribeContinuousBackups on the table only
   * (point-in-time recovery's latest restorable time), and ERROR_DASHBOARD_URL, the observability stack's
   * error-rate dashboard in the console.
   */
  readonly backups?: boolean;
  /** Names of Secrets Manager secrets the handlers read at runtime (GetSecretValue on those secrets only). */
  readonly secrets?: readonly string[];
  /**
   * Calls Stripe: gets STRIPE_SECRET_NAME = `cq/<stage>/stripe` (a secret the operator fills with
   * `{"secretKey": "sk_…", "webhookSecret": "whsec_…"}`) and GetSecretValue on that secret only. Without the
   * secret's values the group answers 503 'Checkout is not available yet'.
   */
  readonly stripe?: boolean;
  /**
   * Uses the media bucket (the CMS's image uploads): gets MEDIA_BUCKET, and on that bucket only PutObject (so
   * it can presign uploads), GetObject and DeleteObject under `quarantine/`, PutObject and DeleteObject under
   * `uploads/` (what CloudFront serves). No other group may write the bucket.
   */
  readonly media?: boolean;
  /**
   * Keeps evidence files in the media bucket (issue 19): gets MEDIA_BUCKET, and on that bucket only PutObject,
   * GetObject and DeleteObject under `evidence/` (uploads presigned to `evidence/quarantine/`, checked files at
   * `evidence/files/`, downloads presigned). CloudFront serves `uploads/*` only, so these keys stay private.
   */
  readonly evidence?: boolean;
}

/**
 * What every group that runs the shared request pipeline (http/groupHandler.ts) touches: rate-limit windows
 * (per address on public routes, per user on creates) and the server-error series (http/middleware/errors.ts).
 */
const PUBLIC: readonly KeyFamily[] = ['rate', 'stats'];
/** Signed-in groups also read the caller's profile (auth middleware: `USER#<sub>`). */
const SIGNED_IN: readonly KeyFamily[] = [...PUBLIC, 'people'];
/**
 * Groups with owned routes (a `needs` in the manifest) act in a workspace: the caller's membership
 * (`WS#<org>` / `MEMBER#…`, http/workspace.ts) and the records, usage slots and Quala history under `WS#`. A
 * request may come with an API key: its lookup item (`APIKEY#<hash>`, one GetItem) and, under `WS#`, its last use.
 */
const OWNED: readonly KeyFamily[] = [...SIGNED_IN, 'workspace', 'apiKeys'];

/**
 * Per endpoint group of the route manifest. The mapped type makes a manifest group without an entry (or an
 * entry for a group that no longer exists) a compile error.
 */
export const GROUP_SETTINGS: { readonly [G in Group]: GroupSettings } = {
  // GET /api/health: one GetItem probe on the table and DescribeUserPool on the pool; nothing else.
  health: {
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'read',
    keys: ['health'],
    writesTrail: false,
    cognito: ['DescribeUserPool'],
    mail: false,
  },
  // /api/login and /api/logout only redirect: no AWS access at all.
  session: { memoryMb: 256, timeoutSeconds: 3, table: 'none', keys: [], writesTrail: false, cognito: [], mail: false },
  // GET /api/auth/user: reads the profile, creates it (with its trail entry, a transaction) on first call and
  // trails role changes; AdminGetUser fills in missing names. On every signed-in page load, so 512 MB for
  // a quicker cold start.
  auth: {
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'readWrite',
    keys: [...SIGNED_IN, 'trail'],
    writesTrail: true,
    cognito: ['AdminGetUser'],
    mail: false,
  },
  // POST /api/error-logs: rate limit (UpdateItem) and one PutItem; fire and forget from the browser.
  errorLogs: {
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'readWrite',
    keys: [...PUBLIC, 'errorLogs'],
    writesTrail: false,
    cognito: [],
    mail: false,
  },
  // Contact, intake and newsletter POSTs: rate limit, store the lead, then notify by SES (one or two mails).
  // The lead is stored before the mail goes out, so the timeout leaves room for slow SES calls.
  leads: {
    memoryMb: 512,
    timeoutSeconds: 15,
    table: 'readWrite',
    keys: [...PUBLIC, 'leads', 'outbox'],
    writesTrail: false,
    cognito: [],
    mail: true,
  },
  // Job list/detail (Query, GetItem) and applications: rate limit, store, notify by SES.
  careers: {
    memoryMb: 512,
    timeoutSeconds: 15,
    table: 'readWrite',
    keys: [...PUBLIC, 'jobs', 'outbox'],
    writesTrail: false,
    cognito: [],
    mail: true,
  },
  // Status, OAuth start/callback: rate limit, OAuth state PutItem/DeleteItem, and the token exchange with
  // Calendly (aborted after 8 s), hence 10 s. The OAuth client secret is not wired in the cloud yet.
  calendly: {
    memoryMb: 256,
    timeoutSeconds: 10,
    table: 'readWrite',
    keys: [...PUBLIC, 'oauth'],
    writesTrail: false,
    cognito: [],
    mail: false,
  },
  // Owned audit records, findings and their trail (transactions with the month's usage slot and the XP award,
  // Query on the trail): no mail, no Cognito.
  audits: {
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'readWrite',
    // planDays: an audit's planned start day, kept for the reminder job in the audit's own transaction.
    keys: [...OWNED, 'trail', 'planDays'],
    writesTrail: true,
    cognito: [],
    mail: false,
  },
  // Auditees and studies (issue 19): trailed writes, a protocol claim per study.
  auditees: {
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'readWrite',
    keys: [...OWNED, 'trail'],
    writesTrail: true,
    cognito: [],
    mail: false,
  },
  // The audit programme (issue 19): the calendar (audits by planned start, their auditees), each member's feed
  // token (its hash under the workspace and by hash), and the public .ics feed the token opens. No regulated writes.
  calendar: {
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'readWrite',
    keys: [...OWNED, 'calendarFeeds'],
    writesTrail: false,
    cognito: [],
    mail: false,
  },
  // The auditee portal (issue 20): response requests and responses (trailed), the link's token and due-day items,
  // the CAPA an accepted response makes or updates, the evidence names shown, and the link's and code's e-mails;
  // the auditee's files on a response, checked as the evidence group checks members' (1024 MB: a 25 MB file).
  responses: {
    memoryMb: 1024,
    timeoutSeconds: 20,
    table: 'readWrite',
    // capaDays: accepting a response opens or moves its CAPA, whose due days move in the same transaction.
    keys: [...OWNED, 'trail', 'responseTokens', 'responseDays', 'outbox', 'capaDays'],
    writesTrail: true,
    cognito: [],
    mail: true,
    evidence: true,
  },
  // Organisations, members, roles and invitations (transactions with the trail); e-mails each invitation link.
  orgs: {
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'readWrite',
    keys: [...OWNED, 'trail', 'outbox'],
    writesTrail: true,
    cognito: [],
    mail: true,
  },
  // Checkout Sessions (public, rate-limited: UpdateItem), Pro subscriptions and billing for the signed-in user
  // (profile reads and writes), all through Stripe's API (8 s timeout per call, up to two retries).
  billing: {
    memoryMb: 512,
    timeoutSeconds: 20,
    table: 'readWrite',
    keys: [...SIGNED_IN, 'trail', 'stripe'],
    writesTrail: true,
    cognito: [],
    mail: false,
    stripe: true,
  },
  // Stripe's webhook: its own function, so a burst of events never queues behind page loads. Verifies the
  // signature, reads the subscription from Stripe when an event only names it, and writes the event record,
  // the subscription, the profile and the trail entry in one transaction; mails our receipt of a paid invoice.
  stripeWebhook: {
    memoryMb: 512,
    timeoutSeconds: 20,
    table: 'readWrite',
    // outbox: the receipt of every paid invoice (issue 22), sent by SES and recorded.
    keys: [...SIGNED_IN, 'trail', 'stripe', 'outbox'],
    writesTrail: true,
    cognito: [],
    mail: true,
    stripe: true,
  },
  // The SOP Library (issue 22): current SOP versions (Query, GetItem), the buyer's purchases by e-mail, and the
  // Professional plan's monthly download count (a conditional UpdateItem under the caller's USER#). DOCX and PDF
  // are made in the Lambda, hence the memory.
  library: {
    memoryMb: 1024,
    timeoutSeconds: 15,
    table: 'readWrite',
    keys: [...SIGNED_IN, 'stripe', 'library'],
    writesTrail: false,
    cognito: [],
    mail: false,
  },
  // The Learning Hub (issue 22): the buyer's purchases by e-mail, each person's progress, attempts and certificate
  // under their USER# (transactions), certificates by code (CERT#, the public check), and an organisation's
  // members for its training records (one Query each). The certificate and records PDFs are made in the Lambda.
  learning: {
    memoryMb: 1024,
    timeoutSeconds: 15,
    table: 'readWrite',
    keys: [...OWNED, 'stripe', 'certificates'],
    writesTrail: false,
    cognito: [],
    mail: false,
  },
  // The Mock Inspection Program (issue 22): the buyer's purchases by e-mail, their quarter's claim and the booking,
  // a lead in the staff inbox, written together; the booking's status read back by id (GSI2 `LEAD#`). Staff hear
  // of each booking by e-mail. Its own group so the Learning Hub's PDF code stays out of this small bundle.
  inspections: {
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'readWrite',
    keys: [...SIGNED_IN, 'stripe', 'leads', 'mockBookings', 'outbox'],
    writesTrail: false,
    cognito: [],
    mail: true,
  },
  // Regulatory Briefings (issue 22): the buyer's purchases by e-mail, the published briefings (a Query on GSI2
  // `POSTS#BRIEFINGS`), a briefing by slug (two GetItems) and its read count (ADD, hence readWrite).
  briefings: {
    memoryMb: 256,
    timeoutSeconds: 10,
    table: 'readWrite',
    keys: [...SIGNED_IN, 'stripe', 'posts'],
    writesTrail: false,
    cognito: [],
    mail: false,
  },
  // Audit reports: checklist answers, status moves and signatures (transactions with the trail and the XP
  // award), and PDF/HTML/Markdown exports rendered in the Lambda (pdf-lib loads only for PDF). Signing re-checks
  // the password with InitiateAuth, a public Cognito API that needs no IAM permission; signing locked after
  // repeated wrong passwords is mailed to the 'admin' group's members (ListUsersInGroup, 21 CFR 11.300(d)).
  reports: {
    memoryMb: 1024,
    timeoutSeconds: 15,
    table: 'readWrite',
    // capaDays: a CAPA's due days, kept for the CAPA reminder job in the CAPA's own transaction.
    keys: [...OWNED, 'trail', 'templates', 'outbox', 'capaDays'],
    writesTrail: true,
    cognito: ['ListUsersInGroup'],
    mail: true,
  },
  // Trail export and periodic review (21 CFR 11.10(b), Annex 11 §9): a record's trail (Query of its partition,
  // after an owner-scoped Get of the record), a range's entries (a Query per UTC day on GSI2, capped), CSV or PDF
  // rendered in the Lambda (pdf-lib loads only for PDF); a review is signed like a report (InitiateAuth, lockout
  // alert mailed to the 'admin' group's members) and trailed.
  trail: {
    memoryMb: 1024,
    timeoutSeconds: 25,
    table: 'readWrite',
    keys: [...OWNED, 'trail', 'outbox'],
    writesTrail: true,
    cognito: ['ListUsersInGroup'],
    mail: true,
  },
  // Usage, dashboard numbers, badges, the bell and the export: Gets and Queries of the caller's own records only.
  // Writes only what every owned group's pipeline writes: an API key's rate window and last use.
  workspace: {
    memoryMb: 512,
    timeoutSeconds: 15,
    table: 'readWrite',
    keys: [...OWNED, 'trail', 'templates'],
    writesTrail: false,
    cognito: [],
    mail: false,
  },
  // Analytics (issue 21): one Query of a series' monthly aggregates (`STATS#WS#<ws>#AGG`) and the plan's holder's
  // profile. Writes only what every owned group's pipeline writes: an API key's rate window and last use.
  analytics: {
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'readWrite',
    keys: [...OWNED],
    writesTrail: false,
    cognito: [],
    mail: false,
  },
  // Quala: a per-user rate limit (UpdateItem), the interaction stored with its usage slot and XP award (one
  // transaction), the history (Query). Answers come from Bedrock Converse when `bedrockModelId` is configured
  // (two attempts of at most 10 s each, hence 25 s), else from the offline knowledge-base engine.
  quala: {
    memoryMb: 1024,
    timeoutSeconds: 25,
    table: 'readWrite',
    keys: [...OWNED],
    writesTrail: false,
    cognito: [],
    mail: false,
    bedrock: true,
  },
  // API keys (issue 24): created and revoked by a workspace's owner or admin, each a trailed transaction of the
  // listed key and its lookup item; the plan gate reads the organisation and its owner's profile.
  integrations: {
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'readWrite',
    keys: [...OWNED, 'trail'],
    writesTrail: true,
    cognito: [],
    mail: false,
  },
  // Staff admin: counters and lists (GetItem/Query), role changes (Cognito groups + profile + trail), error-log,
  // lead and job edits (trailed transactions), the CSV export. DescribeContinuousBackups on the table for the
  // last backup time.
  admin: {
    memoryMb: 512,
    timeoutSeconds: 15,
    table: 'readWrite',
    keys: [...SIGNED_IN, 'trail', 'leads', 'jobs', 'errorLogs', 'outbox'],
    writesTrail: true,
    cognito: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'AdminDisableUser', 'AdminEnableUser'],
    mail: false,
    backups: true,
  },
  // The CMS (editors): content posts and their slug claims and trail (transactions), the media library, and
  // image uploads: presigning, reading the quarantined upload (up to 5 MB) to check its content, publishing it.
  cms: {
    memoryMb: 512,
    timeoutSeconds: 15,
    table: 'readWrite',
    keys: [...SIGNED_IN, 'trail', 'posts', 'media'],
    writesTrail: true,
    cognito: [],
    mail: false,
    media: true,
  },
  // The SOP Library's staff side (issue 22): every version of every SOP (Query of GSI2 `SOPS#ALL`), one SOP's
  // partition, and conditional puts of versions with their trail (transactions). Approving signs like a report
  // (InitiateAuth, a public Cognito API; the signing lockout under USER#, its alert mailed to the 'admin' group).
  sops: {
    memoryMb: 512,
    timeoutSeconds: 15,
    table: 'readWrite',
    keys: [...SIGNED_IN, 'trail', 'library', 'outbox'],
    writesTrail: true,
    cognito: ['ListUsersInGroup'],
    mail: true,
  },
  // Evidence files (issue 19): the record they go on (report, finding, CAPA, audit: GetItem), the file records
  // and their trail (transactions), presigned upload and download URLs, reading an upload (up to 25 MB) to check
  // its content and hash it. 1024 MB: a 25 MB file is read, hashed and written back within the timeout.
  evidence: {
    memoryMb: 1024,
    timeoutSeconds: 20,
    table: 'readWrite',
    keys: [...OWNED, 'trail'],
    writesTrail: true,
    cognito: [],
    mail: false,
    evidence: true,
  },
  // Public insights posts: the published list (Query), a post by slug (two GetItems) and its read count (ADD).
  posts: {
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'readWrite',
    keys: [...PUBLIC, 'posts'],
    writesTrail: false,
    cognito: [],
    mail: false,
  },
};

/**
 * The HTTP API's Lambda authorizer (functions/src/authorizer/requestAuthorizer.ts): verifies a Cognito ID token
 * offline (the pool's public keys, fetched over https) or finds an API key by one GetItem of its hash. Nothing
 * else: no writes, no other partition.
 */
export const REQUEST_AUTHORIZER_SETTINGS: GroupSettings = {
  memoryMb: 256,
  timeoutSeconds: 5,
  table: 'read',
  keys: ['apiKeys'],
  writesTrail: false,
  cognito: [],
  mail: false,
};

/**
 * The daily audit-reminder job (functions/src/jobs/auditReminders.ts): one Query of each reminded day's
 * `PLANDAY#` partition and a create-if-absent claim there, a GetItem of each audit and of its auditors' profiles,
 * and the mail (SES, recorded in the outbox); likewise the auditees' response reminders (`RESPDUE#<day>`, issue 20).
 * No regulated record is written.
 */
export const AUDIT_REMINDERS_SETTINGS: GroupSettings = {
  memoryMb: 256,
  timeoutSeconds: 120,
  table: 'readWrite',
  keys: ['planDays', 'responseDays', 'workspace', 'people', 'outbox'],
  writesTrail: false,
  cognito: [],
  mail: true,
};

/**
 * The daily CAPA reminder job (functions/src/jobs/capaReminders.ts), run by the audit reminders' schedule: one
 * Query of each looked-at day's `CAPADAY#` partition and create-if-absent claims there, a GetItem of each CAPA, its
 * report and audit and the reminded profiles, the mail (SES, recorded in the outbox), and the `capa.overdue` trail
 * entry on the CAPA (its webhook event queued in the same transaction).
 */
export const CAPA_REMINDERS_SETTINGS: GroupSettings = {
  memoryMb: 256,
  timeoutSeconds: 120,
  table: 'readWrite',
  keys: ['capaDays', 'workspace', 'people', 'outbox', 'trail'],
  writesTrail: true,
  cognito: [],
  mail: true,
};

/**
 * The weekly briefings digest (functions/src/jobs/briefingDigest.ts), run by the daily reminder schedule: the
 * Regulatory Briefings subscriptions (one Query per price on GSI2 `PRICE#`), the published briefings (one Query),
 * each subscriber's last digest and this week's create-if-absent claim (`BRIEFDIGEST#`), and the mail.
 */
export const BRIEFING_DIGEST_SETTINGS: GroupSettings = {
  memoryMb: 256,
  timeoutSeconds: 300,
  table: 'readWrite',
  keys: ['stripe', 'posts', 'briefingDigests', 'outbox'],
  writesTrail: false,
  cognito: [],
  mail: true,
};
