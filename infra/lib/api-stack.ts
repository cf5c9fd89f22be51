import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type HttpRoute,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { TABLE, groups, routeKey, routes, type Group, type RouteDef } from '@cq/shared';
import { handlerEntry, type DeploymentConfig } from './config';
import { GroupFunction } from './constructs/group-function';
import { mediaBucketName } from './data-stack';
import {
  AUDIT_REMINDERS_SETTINGS,
  BRIEFING_DIGEST_SETTINGS,
  CAPA_REMINDERS_SETTINGS,
  GROUP_SETTINGS,
  REQUEST_AUTHORIZER_SETTINGS,
} from './group-settings';

export interface ApiStackProps extends StackProps {
  readonly config: DeploymentConfig;
  /** Physical name of the DataStack table (referenced by name, not through a cross-stack export). */
  readonly tableName: string;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/** 06:00 UTC: the morning before the working day across Europe and the Americas' night before. */
export const AUDIT_REMINDERS_SCHEDULE = { minute: '0', hour: '6' } as const;

/** Steady-state requests per second and burst for the whole API (per-client limits live in the handlers). */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

/**
 * Routes with a throttle of their own, sized for their callers rather than the stage default: Stripe's events
 * (retried by Stripe, bursty after an outage) and `GET /api/auth/user`, which every signed-in page load calls.
 */
export const ROUTE_THROTTLES: Readonly<Record<string, { rateLimit: number; burstLimit: number }>> = {
  'POST /api/stripe/webhook': { rateLimit: 25, burstLimit: 50 },
  'GET /api/auth/user': { rateLimit: 100, burstLimit: 200 },
};

/** The authorizer Lambda's service name (its logs' and metrics' `service`). */
export const AUTHORIZER_SERVICE = 'authorizer';
/** The daily audit-reminder job's service name (its Lambda is no endpoint group either). */
export const AUDIT_REMINDERS_SERVICE = 'auditReminders';
/** The daily CAPA reminder job's service name (issue 20), run by the same schedule. */
export const CAPA_REMINDERS_SERVICE = 'capaReminders';
/** The weekly Regulatory Briefings digest's service name (issue 22), run daily by the same schedule. */
export const BRIEFING_DIGEST_SERVICE = 'briefingDigest';
/** How long API Gateway reuses an authorizer answer for the same Authorization header. */
export const AUTHORIZER_CACHE_TTL = Duration.minutes(5);

/**
 * The HTTP API, built from the route manifest: one Lambda per group, one route per manifest entry, the Lambda
 * request authorizer (a Cognito ID token or an API key) on every non-public route.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** One per manifest group, keyed by group name. */
  readonly functions: ReadonlyMap<string, GroupFunction>;
  /** The Lambda request authorizer in front of every signed-in route. */
  readonly requestAuthorizer: GroupFunction;
  readonly auditReminders: GroupFunction;
  readonly capaReminders: GroupFunction;
  readonly briefingDigest: GroupFunction;
  /** Shared between CloudFront (sends it as a header) and the Lambdas (check it before trusting the viewer address). */
  readonly originVerifySecret: Secret;
  /** Keys the HMAC on the opaque paging cursors the API hands out; every Lambda container shares it. */
  readonly cursorSecret: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, userPool, userPoolClient } = props;
    const table = Table.fromTableAttributes(this, 'Table', {
      tableName: props.tableName,
      globalIndexes: TABLE.globalIndexes.map((index) => index.name),
    });

    // The execute-api URL stays reachable directly, so CloudFront-Viewer-Address is trusted only on requests
    // that carry this secret, which only CloudFront adds. A direct caller is limited by its own source IP.
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to API origin requests',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating would need a coordinated CloudFront + Lambda update; the value only gates trust in a rate-limit key.',
    });

    // A cursor signed by one container must verify in every other (and after a cold start), so the key is one
    // deployed value, not generated per process.
    this.cursorSecret = new Secret(this, 'CursorSecret', {
      description: 'HMAC key of the paging cursors the API hands out',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(this.cursorSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating would invalidate every paging cursor in flight and needs a Lambda redeploy (the key is passed in the ' +
        "environment); the key only authenticates list positions, every query stays scoped to the caller's owner key.",
    });

    // What every Lambda of this stack reads; each adds only what it needs on top.
    const basics = {
      TABLE_NAME: table.tableName,
      STAGE: config.stage,
      LOG_LEVEL: 'info',
      // No --enable-source-maps: Node would read and parse every bundle's map at each cold start (8-10 ms of the
      // reports group's); the logger maps a logged error's stack from the map itself (lib/sourceMappedStack.ts).
    };
    const environment: Record<string, string> = {
      ...basics,
      USER_POOL_ID: userPool.userPoolId,
      USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
      SITE_URL: config.siteUrl,
      // The Calendly OAuth flow (client id and secret) stays off in the cloud until its secret is wired from
      // Secrets Manager; the scheduling page alone turns the popup on.
      ...(config.calendlyUrl ? { CALENDLY_URL: config.calendlyUrl } : {}),
      // CloudFront sets CloudFront-Viewer-Address (forwarded by the ALL_VIEWER_EXCEPT_HOST_HEADER origin
      // request policy); the handlers rate-limit on it when the request carries the origin secret.
      ORIGIN_VERIFY_SECRET: this.originVerifySecret.secretValue.unsafeUnwrap(),
      CURSOR_SECRET: this.cursorSecret.secretValue.unsafeUnwrap(),
    };

    // By name, like the table (DataStack): only groups with `media` get access, under its two prefixes.
    const mediaBucket = Bucket.fromBucketName(this, 'MediaBucket', mediaBucketName(config.stage));

    const functions = new Map<string, GroupFunction>();
    for (const group of groups() as Group[]) {
      functions.set(
        group,
        new GroupFunction(this, `${pascal(group)}Group`, {
          group,
          entry: handlerEntry(config, group),
          settings: GROUP_SETTINGS[group],
          table,
          userPool,
          mailFrom: config.mailFrom,
          bedrockModelId: config.bedrockModelId,
          mediaBucket,
          stage: config.stage,
          environment,
        }),
      );
    }
    this.functions = functions;

    // Audit reminders (issue 19): a daily job, not a route, sized and granted by its own settings like a group.
    // Only what it reads: the table, the links' site and the stage (no cursor or origin secrets).
    this.auditReminders = new GroupFunction(this, 'AuditRemindersJob', {
      group: AUDIT_REMINDERS_SERVICE,
      description: 'Daily audit reminders to auditors, 7 days and 1 day before',
      entry: join(config.functionsDir, 'jobs', 'auditReminders.ts'),
      settings: AUDIT_REMINDERS_SETTINGS,
      table,
      userPool,
      mailFrom: config.mailFrom,
      stage: config.stage,
      environment: { ...basics, SITE_URL: config.siteUrl },
    });
    // CAPA reminders and `capa.overdue` (issue 20): its own function on the same daily schedule.
    this.capaReminders = new GroupFunction(this, 'CapaRemindersJob', {
      group: CAPA_REMINDERS_SERVICE,
      description: 'Daily CAPA reminders: overdue actions, due and overdue effectiveness checks',
      entry: join(config.functionsDir, 'jobs', 'capaReminders.ts'),
      settings: CAPA_REMINDERS_SETTINGS,
      table,
      userPool,
      mailFrom: config.mailFrom,
      stage: config.stage,
      environment: { ...basics, SITE_URL: config.siteUrl },
    });
    // The Regulatory Briefings digest (issue 22): daily on the same schedule; each subscriber's ISO-week claim
    // makes it weekly, and a day the run failed is caught up the next.
    this.briefingDigest = new GroupFunction(this, 'BriefingDigestJob', {
      group: BRIEFING_DIGEST_SERVICE,
      description: 'Weekly digest of new Regulatory Briefings to each subscriber',
      entry: join(config.functionsDir, 'jobs', 'briefingDigest.ts'),
      settings: BRIEFING_DIGEST_SETTINGS,
      table,
      userPool,
      mailFrom: config.mailFrom,
      stage: config.stage,
      environment: { ...basics, SITE_URL: config.siteUrl },
    });
    const retried = { retryAttempts: 2, maxEventAge: Duration.hours(6) };
    new Rule(this, 'AuditRemindersSchedule', {
      description:
        'Mails auditors 7 days and 1 day before their planned audits, CAPA owners of what is due, and the weekly briefings digest',
      schedule: Schedule.cron(AUDIT_REMINDERS_SCHEDULE),
      // A missed run is retried; a reminder already claimed is never sent twice (functions/src/jobs/*Reminders.ts).
      targets: [
        new LambdaFunction(this.auditReminders.function, retried),
        new LambdaFunction(this.capaReminders.function, retried),
        new LambdaFunction(this.briefingDigest.function, retried),
      ],
    });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `cq-${config.stage}-api`,
      description: 'Clarity Clinical QA API (served under /api/* through CloudFront)',
      // Same origin as the SPA through CloudFront: no CORS.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            sourceIp: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            httpMethod: '$context.httpMethod',
            path: '$context.path',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userSub: '$context.authorizer.sub',
            apiKeyId: '$context.authorizer.apiKeyId',
          }),
        ),
      },
    });

    (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      Object.entries(ROUTE_THROTTLES).map(([key, { rateLimit, burstLimit }]) => [
        key,
        { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit },
      ]),
    );

    // One gate for both kinds of bearer token (issue 24): a Cognito ID token of this pool and web client, verified
    // with aws-jwt-verify, or an API key found by the hash of its secret. Answers are cached per Authorization
    // header; the group handlers read a key again on every request, so a revoked key stops at once anyway.
    this.requestAuthorizer = new GroupFunction(this, 'RequestAuthorizer', {
      group: AUTHORIZER_SERVICE,
      entry: join(config.functionsDir, 'authorizer', 'requestAuthorizer.ts'),
      settings: REQUEST_AUTHORIZER_SETTINGS,
      table,
      userPool,
      mailFrom: config.mailFrom,
      stage: config.stage,
      environment: {
        ...basics,
        USER_POOL_ID: userPool.userPoolId,
        USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
      },
    });
    const authorizer = new HttpLambdaAuthorizer('BearerToken', this.requestAuthorizer.function, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Authorization'],
      resultsCacheTtl: AUTHORIZER_CACHE_TTL,
    });
    const integrations = new Map(
      [...functions].map(([group, fn]) => [
        group,
        // One invoke permission per function for the whole API, not one per route: a permission per route put the
        // API stack past CloudFormation's 500-resource limit (175 routes), and the route table already decides
        // which paths reach a function.
        new HttpLambdaIntegration(`${pascal(group)}Integration`, fn.function, { scopePermissionToRoute: false }),
      ]),
    );

    for (const route of routes as readonly RouteDef[]) {
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations.get(route.group)!,
        authorizer: route.access === 'public' ? undefined : authorizer,
      }) as [HttpRoute];
      // A stage's route settings name existing routes: create those first.
      if (ROUTE_THROTTLES[routeKey(route)]) this.stage.node.addDependency(httpRoute);
      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public by design (route manifest access: public): anonymous visitors call it. The stage is throttled and the handler validates its input.`,
        });
      }
    }

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
