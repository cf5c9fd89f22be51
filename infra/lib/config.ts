import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Construct } from 'constructs';
import { SITE, groupHandlerFile } from '@cq/shared';

/** The repository root (this file lives at infra/lib/config.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Deployment settings, all from CDK context (`cdk.json` or `-c key=value`). Nothing is looked up in an AWS
 * account, so `cdk synth` works offline and the stacks stay environment-agnostic.
 */
export interface DeploymentConfig {
  /** `prod`, `staging`, ...: names the stacks and is passed to the Lambdas and /config.json. */
  readonly stage: string;
  /**
   * Public origin of the site for the Lambdas (links in e-mails, redirects). The CloudFront domain cannot be
   * used here: the distribution depends on the API, which depends on the Lambdas (a cycle). Empty when not set.
   */
  readonly siteUrl: string;
  /** Sender of the product's e-mails (an SES-verified address or an address on an SES-verified domain). */
  readonly mailFrom: string;
  /** When set, Cognito sends its own e-mails (codes) through SES in this region instead of its built-in sender. */
  readonly cognitoSesRegion?: string;
  /** When set, alarm notifications are e-mailed to this address. */
  readonly alarmEmail?: string;
  /** The firm's Calendly scheduling page: turns the booking popup on (`calendly_configured: true`). */
  readonly calendlyUrl?: string;
  /** Bedrock model id (or model ARN) that groups with `bedrock` in GROUP_SETTINGS may invoke. */
  readonly bedrockModelId?: string;
  /**
   * Stripe's publishable key (pk_live_… / pk_test_…), public by design: with it /subscribe shows Stripe's
   * Payment Element. The secret key and webhook secret live in Secrets Manager, never in context.
   */
  readonly stripePublishableKey?: string;
  /** Custom domain for CloudFront (needs `certificateArn`, an ACM certificate in us-east-1). */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /**
   * AWS WAF on CloudFront (context `waf`: `on`, the default, or `off`): a per-IP rate-based rule and the AWS
   * managed common rule set. On, the Web stack must be deployed in us-east-1 (the only region of CloudFront web ACLs).
   */
  readonly waf: boolean;
  /** Requests per client IP in any 5 minutes before WAF answers 429 (context `wafRateLimit`, default 2000). */
  readonly wafRateLimit: number;
  /** Folder holding one `<group>/handler.ts` per endpoint group. */
  readonly functionsDir: string;
  /** The Vite build output; deployed when it exists. */
  readonly webDistDir: string;
}

function text(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Error(`CDK context "${key}" must be a string`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function folder(scope: Construct, key: string, fallback: string): string {
  const value = text(scope, key);
  if (!value) return fallback;
  return isAbsolute(value) ? value : resolve(REPO_ROOT, value);
}

/** WAF's per-IP default: 2 000 requests in 5 minutes (~7 a second, sustained) is far above one person's use. */
export const DEFAULT_WAF_RATE_LIMIT = 2000;

function wafSwitch(scope: Construct): boolean {
  const value = text(scope, 'waf') ?? 'on';
  if (value !== 'on' && value !== 'off') throw new Error('CDK context "waf" must be "on" or "off"');
  return value === 'on';
}

function wafRateLimit(scope: Construct): number {
  const value = text(scope, 'wafRateLimit');
  if (value === undefined) return DEFAULT_WAF_RATE_LIMIT;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 100 || limit > 2_000_000_000) {
    throw new Error('CDK context "wafRateLimit" must be a whole number from 100 to 2000000000');
  }
  return limit;
}

export function readConfig(scope: Construct): DeploymentConfig {
  const stage = text(scope, 'stage') ?? 'prod';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) throw new Error(`CDK context "stage" must match [a-z][a-z0-9-]{0,19}`);
  const domainName = text(scope, 'domainName');
  const certificateArn = text(scope, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('CDK context "domainName" and "certificateArn" must be set together');
  }
  return {
    stage,
    siteUrl: text(scope, 'siteUrl') ?? (domainName ? `https://${domainName}` : ''),
    mailFrom: text(scope, 'mailFrom') ?? SITE.contactEmail,
    cognitoSesRegion: text(scope, 'cognitoSesRegion'),
    alarmEmail: text(scope, 'alarmEmail'),
    calendlyUrl: text(scope, 'calendlyUrl'),
    bedrockModelId: text(scope, 'bedrockModelId'),
    stripePublishableKey: text(scope, 'stripePublishableKey'),
    domainName,
    certificateArn,
    waf: wafSwitch(scope),
    wafRateLimit: wafRateLimit(scope),
    functionsDir: folder(scope, 'functionsDir', join(REPO_ROOT, 'functions', 'src')),
    webDistDir: folder(scope, 'webDistDir', join(REPO_ROOT, 'web', 'dist')),
  };
}

/** The handler file of an endpoint group; a missing file is a build error, not a silent skip. */
export function handlerEntry(config: DeploymentConfig, group: string): string {
  const entry = join(config.functionsDir, groupHandlerFile(group));
  if (!existsSync(entry)) {
    throw new Error(`Route manifest group "${group}" has no handler: ${entry} does not exist`);
  }
  return entry;
}

/** The bare address of a sender such as `Clarity Clinical QA <hello@example.com>`. */
export function mailAddress(mailFrom: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailFrom);
  const address = (match?.[1] ?? mailFrom).trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) throw new Error(`MAIL_FROM "${mailFrom}" is not an e-mail address`);
  return address;
}

/** The CloudWatch dashboard of the error rate (observability stack), linked from the admin dashboard. */
export const errorDashboardName = (stage: string): string => `cq-${stage}-errors`;
