import { randomBytes } from 'node:crypto';

// Without CURSOR_SECRET (local stack, tests) cursors are signed with a key made at start: they stay valid for
// the life of the process, which is all one local server needs. Every Lambda container shares the CDK secret.
const processCursorSecret = randomBytes(32).toString('hex');

/** Runtime configuration read from the environment (set by CDK in the cloud, by the local stack locally). */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const env = {
  tableName: () => required('TABLE_NAME'),
  region: () => process.env.AWS_REGION ?? 'us-east-1',
  /** Local only: DynamoDB Local's URL. */
  dynamoEndpoint: () => process.env.DYNAMODB_ENDPOINT,
  /** Local only: the key DynamoDB Local's data file is opened with (per install; `local` in tests). */
  dynamoLocalCredentials: () => ({
    accessKeyId: process.env.DYNAMODB_ACCESS_KEY_ID || 'local',
    secretAccessKey: process.env.DYNAMODB_SECRET_ACCESS_KEY || 'local',
  }),
  userPoolId: () => required('USER_POOL_ID'),
  userPoolClientId: () => required('USER_POOL_CLIENT_ID'),
  /** Local only: cognito-local's URL. */
  cognitoEndpoint: () => process.env.COGNITO_ENDPOINT,
  /** Keys the HMAC on paging cursors, so a cursor cannot be forged or moved to another list. */
  cursorSecret: () => process.env.CURSOR_SECRET || processCursorSecret,
  siteUrl: () => process.env.SITE_URL ?? '',
  /**
   * Test only: raises the per-user write limits (RATE_LIMITS.userWrites*) for suites that create hundreds of
   * fixtures as one caller; never set by CDK or the local stack, and writeLimits.test.ts runs without it.
   */
  userWriteLimitOverride: () => Number(process.env.TEST_USER_WRITE_LIMIT) || undefined,
  /**
   * Local only: the folder of DynamoDB Local's data snapshots (one taken at each `npm start`), the local
   * stand-in for point-in-time recovery's latest restorable time.
   */
  localSnapshotDir: () => process.env.LOCAL_SNAPSHOT_DIR || undefined,
  /** The CloudWatch dashboard of the error rate (set by CDK); unset locally. */
  errorDashboardUrl: () => process.env.ERROR_DASHBOARD_URL || undefined,
  stage: () => process.env.STAGE ?? 'local',
  /** The media library's S3 bucket (set by CDK for the cms group); unset locally. */
  mediaBucket: () => process.env.MEDIA_BUCKET || undefined,
  /** Local only: the folder standing in for the media bucket (`.local/media`: quarantine/ and uploads/). */
  mediaDir: () => process.env.MEDIA_DIR || undefined,
  /** Local only: keys the HMAC of the local upload URLs the local server accepts (like a presigned URL's signature). */
  mediaUploadSecret: () => process.env.MEDIA_UPLOAD_SECRET || processCursorSecret,
  /** `outbox` (local, tests: stored and printed) or `ses`; the cloud default is SES. */
  mailTransport: (): 'outbox' | 'ses' => (process.env.MAIL_TRANSPORT === 'outbox' ? 'outbox' : 'ses'),
  /** The verified SES sender identity. */
  mailFrom: () => required('MAIL_FROM'),
  /** The scheduling service (Calendly): unset means unconfigured, the local default. */
  calendlyUrl: () => process.env.CALENDLY_URL || undefined,
  calendlyClientId: () => process.env.CALENDLY_CLIENT_ID || undefined,
  calendlyClientSecret: () => process.env.CALENDLY_CLIENT_SECRET || undefined,
  /** Defaults to `<SITE_URL>/api/auth/calendly/callback`. */
  calendlyRedirectUri: () => process.env.CALENDLY_REDIRECT_URI || undefined,
  /**
   * Quala's engine: `offline` (retrieval over the knowledge base) or `bedrock`. Unset: Bedrock when a model is
   * configured, else offline; `bedrock` without a model falls back to offline.
   */
  qualaEngine: () => process.env.QUALA_ENGINE || undefined,
  /** The Bedrock model Quala calls (set by CDK from the `bedrockModelId` context); unset means no Bedrock. */
  bedrockModelId: () => process.env.BEDROCK_MODEL_ID || undefined,
  /** Overrides the Bedrock Runtime endpoint (a VPC endpoint, or the tests' local fake of Converse). */
  bedrockEndpoint: () => process.env.BEDROCK_ENDPOINT || undefined,
  /** Stripe keys straight from the environment (local stand-in, tests); the cloud reads STRIPE_SECRET_NAME. */
  stripeSecretKey: () => process.env.STRIPE_SECRET_KEY || undefined,
  stripeWebhookSecret: () => process.env.STRIPE_WEBHOOK_SECRET || undefined,
  /** The Secrets Manager secret holding `{secretKey, webhookSecret}` (cloud). */
  stripeSecretName: () => process.env.STRIPE_SECRET_NAME || undefined,
  /**
   * Local only (set by the local stack and tests): webhook endpoints on loopback (http://127.0.0.1, localhost)
   * may be registered and delivered to. Never set by CDK: in the cloud every loopback address is refused.
   */
  webhookAllowLoopback: () => process.env.WEBHOOK_ALLOW_LOOPBACK === '1',
  /** Local only: the Stripe stand-in's URL (`http://127.0.0.1:<port>`); unset means api.stripe.com. */
  stripeApiBase: () => process.env.STRIPE_API_BASE || undefined,
};
