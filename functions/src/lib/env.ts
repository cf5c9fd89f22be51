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
  userPoolId: () => required('USER_POOL_ID'),
  userPoolClientId: () => required('USER_POOL_CLIENT_ID'),
  /** Local only: cognito-local's URL. */
  cognitoEndpoint: () => process.env.COGNITO_ENDPOINT,
  siteUrl: () => process.env.SITE_URL ?? '',
  stage: () => process.env.STAGE ?? 'local',
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
};
