import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_GROUPS, TABLE, groups, routeKey, routes, type Group, type RouteDef } from '@cq/shared';
import {
  API_THROTTLE,
  AUDIT_REMINDERS_SERVICE,
  AUTHORIZER_SERVICE,
  BRIEFING_DIGEST_SERVICE,
  CAPA_REMINDERS_SERVICE,
  ROUTE_THROTTLES,
} from '../lib/api-stack';
import { DEFAULT_WAF_RATE_LIMIT } from '../lib/config';
import { LAMBDA_NODE_RUNTIME } from '../lib/constructs/group-function';
import { GROUP_SETTINGS } from '../lib/group-settings';
import { prerenderedFile, SITEMAP_PATHS } from '@cq/shared/publicPages';
import { SPA_REWRITE_CODE, spaRewriteCode } from '../lib/constructs/spa-rewrite';
import { prerenderedPosts } from '../lib/web-stack';
import { CLIENT_ERROR_LOG_PATTERN } from '../lib/observability-stack';
import { fakeWebDist, synthesize, type Synthesized } from './support/synth';
import { importOf, inFreshNode } from './lambdaProbe';
import { COUNTING_SCHEMAS } from '../lib/constructs/pure-initializers';

const manifest = routes as readonly RouteDef[];
let synthesized: Synthesized;
let t: { data: Template; auth: Template; api: Template; web: Template; observability: Template };

/** CloudFormation values may be Fn::Join arrays; their JSON text is enough to look for literal parts. */
const text = (value: unknown): string => JSON.stringify(value);

beforeAll(() => {
  // One synthesis (with real esbuild bundling of every handler) for the whole file.
  synthesized = synthesize({ context: { webDistDir: fakeWebDist() } });
  const { stacks } = synthesized;
  t = {
    data: Template.fromStack(stacks.data),
    auth: Template.fromStack(stacks.auth),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
    observability: Template.fromStack(stacks.observability),
  };
});

describe('app', () => {
  it('is environment-agnostic and needs no context lookups (offline synth)', () => {
    for (const stack of synthesized.assembly.stacks) {
      expect(stack.environment.account).toBe('unknown-account');
      expect(stack.environment.region).toBe('unknown-region');
    }
    expect(synthesized.assembly.manifest.missing ?? []).toEqual([]);
    expect(synthesized.assembly.stacks.map((s) => s.stackName).sort()).toEqual(
      ['Cq-prod-Api', 'Cq-prod-Auth', 'Cq-prod-Data', 'Cq-prod-Observability', 'Cq-prod-Web'].sort(),
    );
  });
});

describe('resource budget', () => {
  it('keeps every stack well under CloudFormation’s 500 resources, whatever the number of routes', () => {
    for (const template of Object.values(t)) {
      expect(Object.keys(template.toJSON().Resources as object).length).toBeLessThanOrEqual(400);
    }
    // API Gateway may invoke each group's function through any of its routes: one permission per function.
    const permissions = Object.values(t.api.findResources('AWS::Lambda::Permission')).filter(
      (p) => (p as { Properties: { Principal: string } }).Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(permissions).toHaveLength(groups().length + 1);
    expect(manifest.length).toBeGreaterThan(permissions.length);
  });
});

describe('data stack', () => {
  it('keeps evidence private: CloudFront may read uploads/* only, and unfinished evidence uploads expire', () => {
    const policies = Object.values(t.data.findResources('AWS::S3::BucketPolicy')).map((p) => JSON.stringify(p));
    const cloudFront = policies.filter((p) => p.includes('cloudfront.amazonaws.com'));
    expect(cloudFront.length).toBeGreaterThan(0);
    for (const policy of cloudFront) {
      expect(policy).toContain('/uploads/*');
      expect(policy).not.toContain('/evidence/');
    }
    t.data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'evidence/quarantine/', ExpirationInDays: 1 })]),
      },
    });
  });

  it('builds the table from the shared TABLE description', () => {
    t.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    t.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE.globalIndexes.map((index) =>
          Match.objectLike({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ),
      }),
    });
  });
});

describe('auth stack', () => {
  it('has an e-mail user pool with a strong password policy and threat protection', () => {
    t.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      DeletionProtection: 'ACTIVE',
    });
  });

  it('has the staff groups admin and editor', () => {
    const names = Object.values(t.auth.findResources('AWS::Cognito::UserPoolGroup')).map(
      (group) => (group as { Properties: { GroupName: string } }).Properties.GroupName,
    );
    expect(names.sort()).toEqual([...STAFF_GROUPS].sort());
    expect(names.sort()).toEqual(['admin', 'editor']);
  });

  it('has a public app client with USER_PASSWORD_AUTH and refresh-token auth', () => {
    t.auth.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    t.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });
});

/** The API stack's Lambdas beside the endpoint groups: the request authorizer, two reminder jobs, the digest. */
const OTHER_LAMBDAS = 4;

describe('api stack', () => {
  const functionsByGroup = () => {
    const byGroup = new Map<string, Record<string, unknown>>();
    for (const fn of Object.values(t.api.findResources('AWS::Lambda::Function'))) {
      const props = (fn as { Properties: Record<string, unknown> }).Properties;
      const vars = (props.Environment as { Variables: Record<string, unknown> }).Variables;
      // The request authorizer (authorizer.test.ts) and the reminder jobs (scheduled-jobs.test.ts) are no endpoint groups.
      const others = [AUTHORIZER_SERVICE, AUDIT_REMINDERS_SERVICE, CAPA_REMINDERS_SERVICE, BRIEFING_DIGEST_SERVICE];
      if (!others.includes(vars.POWERTOOLS_SERVICE_NAME as string))
        byGroup.set(vars.POWERTOOLS_SERVICE_NAME as string, props);
    }
    return byGroup;
  };

  it('uses the newest Node.js runtime aws-cdk-lib offers', () => {
    const nodeRuntimes = Object.keys(Runtime)
      .map((name) => /^NODEJS_(\d+)_X$/.exec(name)?.[1])
      .filter((major): major is string => major !== undefined)
      .map(Number);
    expect(LAMBDA_NODE_RUNTIME.name).toBe(`nodejs${Math.max(...nodeRuntimes)}.x`);
  });

  it('has one arm64 Lambda on the newest runtime per manifest group (and the authorizer and reminder job)', () => {
    t.api.resourceCountIs('AWS::Lambda::Function', groups().length + OTHER_LAMBDAS);
    const byGroup = functionsByGroup();
    expect([...byGroup.keys()].sort()).toEqual(groups().sort());
    for (const props of byGroup.values()) {
      expect(props.Runtime).toBe(LAMBDA_NODE_RUNTIME.name);
      expect(props.Architectures).toEqual(['arm64']);
      expect(props.Handler).toBe('index.handler');
      expect(props.LoggingConfig).toEqual({ LogGroup: expect.anything() });
    }
  });

  it('ships every group its own bundle, split: index.mjs and the chunks it loads on first use (a report PDF)', () => {
    const keys = new Map(
      [...functionsByGroup()].map(([group, props]) => [group, (props.Code as { S3Key: string }).S3Key] as const),
    );
    // CDK caches assets by their bundling options: one entry's build must never stand in for another's.
    expect(new Set(keys.values()).size).toBe(keys.size);
    const dirOf = (group: string) =>
      join(synthesized.assembly.directory, `asset.${keys.get(group)!.replace(/\.zip$/, '')}`);
    for (const group of keys.keys()) expect(existsSync(join(dirOf(group), 'index.mjs')), group).toBe(true);
    expect(readdirSync(join(dirOf('reports'), 'chunks')).some((file) => /^pdf-\w+\.mjs$/.test(file))).toBe(true);
    // The logger reads a bundle's map beside it to show a logged error's stack in our sources (sourceMappedStack.ts).
    for (const group of keys.keys()) expect(existsSync(join(dirOf(group), 'index.mjs.map')), group).toBe(true);
  });

  // The jobs, the webhook worker, the authorizer and the sign-up trigger are built with the same plugins as the
  // groups (schemas on first use, the SDK reduced), but no other test loads their bundles.
  it('ships every Lambda of every stack a bundle that loads in a fresh Node, exports its handler, builds no schema', () => {
    const ours = synthesized.assembly.stacks.flatMap((stack) =>
      Object.entries(
        Template.fromJSON(stack.template as Record<string, unknown>).findResources('AWS::Lambda::Function'),
      )
        .map(
          ([id, fn]) =>
            [`${stack.stackName}/${id}`, (fn.Properties as { Code: { S3Key?: string } }).Code.S3Key] as const,
        )
        .flatMap(([name, key]) => {
          const dir = key && join(synthesized.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
          return dir && existsSync(join(dir, 'index.mjs')) ? [[name, join(dir, 'index.mjs')] as const] : [];
        }),
    );
    // Beyond the API stack's: the trail anchor job and the webhook worker (data), the sign-up trigger (auth).
    expect(ours.length).toBe(groups().length + OTHER_LAMBDAS + 3);
    const loaded = ours.map(([name, file]) => {
      const run = inFreshNode(
        `${COUNTING_SCHEMAS}
const { handler } = ${importOf(file)};
process.stdout.write(JSON.stringify([typeof handler, built]));`,
        {
          AWS_REGION: 'us-east-1',
          TABLE_NAME: 'stacks-test',
          USER_POOL_ID: 'us-east-1_stacks',
          USER_POOL_CLIENT_ID: 'stacks',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      );
      return [name, run.stdout || run.stderr.split('\n').find((line) => /Error/.test(line))] as const;
    });
    expect(loaded.filter(([, answer]) => answer !== '["function",0]')).toEqual([]);
  });

  it('gives every Lambda its configuration through the environment', () => {
    for (const [group, props] of functionsByGroup()) {
      const vars = (props.Environment as { Variables: Record<string, unknown> }).Variables;
      const mail = GROUP_SETTINGS[group as Group].mail;
      expect(Object.keys(vars).sort(), group).toEqual(
        [
          'CURSOR_SECRET',
          'ORIGIN_VERIFY_SECRET',
          'LOG_LEVEL',
          ...(mail ? ['MAIL_FROM', 'MAIL_TRANSPORT'] : []),
          ...(GROUP_SETTINGS[group as Group].media || GROUP_SETTINGS[group as Group].evidence ? ['MEDIA_BUCKET'] : []),
          ...(GROUP_SETTINGS[group as Group].stripe ? ['STRIPE_SECRET_NAME'] : []),
          ...(GROUP_SETTINGS[group as Group].backups ? ['ERROR_DASHBOARD_URL'] : []),
          'POWERTOOLS_SERVICE_NAME',
          'SITE_URL',
          'STAGE',
          'TABLE_NAME',
          'USER_POOL_CLIENT_ID',
          'USER_POOL_ID',
        ].sort(),
      );
      expect(vars).toMatchObject({
        TABLE_NAME: 'cq-prod',
        STAGE: 'prod',
        LOG_LEVEL: 'info',
        POWERTOOLS_SERVICE_NAME: group,
        ...(mail ? { MAIL_TRANSPORT: 'ses' } : {}),
        ...(GROUP_SETTINGS[group as Group].stripe ? { STRIPE_SECRET_NAME: 'cq/prod/stripe' } : {}),
      });
    }
  });

  it('passes every Lambda the same generated cursor HMAC key (48 characters, no punctuation)', () => {
    const cursorSecretId = synthesized.stacks.api.getLogicalId(
      synthesized.stacks.api.cursorSecret.node.defaultChild as CfnElement,
    );
    t.api.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('paging cursors'),
      GenerateSecretString: { ExcludePunctuation: true, PasswordLength: 48 },
    });
    expect(Object.keys(t.api.findResources('AWS::SecretsManager::Secret'))).toContain(cursorSecretId);
    const values = [...functionsByGroup().values()].map((props) =>
      text((props.Environment as { Variables: Record<string, unknown> }).Variables.CURSOR_SECRET),
    );
    expect(values).toHaveLength(groups().length);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toContain('{{resolve:secretsmanager:');
    expect(values[0]).toContain(`"Ref":"${cursorSecretId}"`);
  });

  it('writes each Lambda to its own log group with retention', () => {
    const logGroups = Object.values(t.api.findResources('AWS::Logs::LogGroup'));
    // one per Lambda + the API access logs
    expect(logGroups).toHaveLength(groups().length + OTHER_LAMBDAS + 1);
    for (const logGroup of logGroups) {
      expect((logGroup as { Properties: { RetentionInDays?: number } }).Properties.RetentionInDays).toBeGreaterThan(0);
    }
  });

  it('grants each role its policy without AWS managed policies (per-group grants: group-settings.test.ts)', () => {
    for (const role of Object.values(t.api.findResources('AWS::IAM::Role'))) {
      expect((role as { Properties: Record<string, unknown> }).Properties.ManagedPolicyArns).toBeUndefined();
    }
    const policies = Object.values(t.api.findResources('AWS::IAM::Policy'));
    expect(policies).toHaveLength(groups().length + OTHER_LAMBDAS);
    for (const policy of policies) expect(text(policy)).toContain('logs:PutLogEvents');
  });

  it('has one route per manifest entry, with the request authorizer exactly on non-public routes', () => {
    const found = Object.values(t.api.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) =>
        (route as { Properties: { RouteKey: string; AuthorizationType: string; AuthorizerId?: unknown } }).Properties,
    );
    expect(found.map((route) => route.RouteKey).sort()).toEqual(manifest.map(routeKey).sort());
    for (const route of manifest) {
      const props = found.find((candidate) => candidate.RouteKey === routeKey(route))!;
      if (route.access === 'public') {
        expect(props.AuthorizationType).toBe('NONE');
        expect(props.AuthorizerId).toBeUndefined();
      } else {
        expect(props.AuthorizationType).toBe('CUSTOM');
        expect(props.AuthorizerId).toBeDefined();
      }
    }
    t.api.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    t.api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['$request.header.Authorization'],
    });
  });

  it('throttles the default stage and writes access logs', () => {
    t.api.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    t.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
    });
  });

  it('gives the Stripe webhook and GET /api/auth/user throttles of their own, after their routes exist', () => {
    expect(Object.keys(ROUTE_THROTTLES).sort()).toEqual(['GET /api/auth/user', 'POST /api/stripe/webhook']);
    for (const key of Object.keys(ROUTE_THROTTLES)) expect(manifest.map(routeKey)).toContain(key);
    const [stage] = Object.values(t.api.findResources('AWS::ApiGatewayV2::Stage')) as {
      Properties: { RouteSettings: Record<string, unknown> };
      DependsOn?: string[];
    }[];
    expect(stage!.Properties.RouteSettings).toEqual({
      'POST /api/stripe/webhook': { ThrottlingRateLimit: 25, ThrottlingBurstLimit: 50 },
      'GET /api/auth/user': { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
    const routeIds = Object.entries(t.api.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([, r]) =>
        Object.keys(ROUTE_THROTTLES).includes((r as { Properties: { RouteKey: string } }).Properties.RouteKey),
      )
      .map(([id]) => id);
    expect(routeIds).toHaveLength(2);
    expect(stage!.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });
});

describe('web stack', () => {
  const distribution = () =>
    (
      Object.values(t.web.findResources('AWS::CloudFront::Distribution'))[0] as {
        Properties: { DistributionConfig: Record<string, unknown> };
      }
    ).Properties.DistributionConfig;

  it('puts AWS WAF in front of CloudFront: a per-IP rate rule answering 429, then the AWS common rule set', () => {
    t.web.resourceCountIs('AWS::WAFv2::WebACL', 1);
    const [aclId, acl] = Object.entries(t.web.findResources('AWS::WAFv2::WebACL'))[0] as [
      string,
      { Properties: { Scope: string; DefaultAction: unknown; Rules: Record<string, unknown>[] } },
    ];
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
    const [perIp, common] = acl.Properties.Rules;
    expect(perIp).toMatchObject({
      Name: 'PerIpRate',
      Priority: 0,
      Statement: {
        RateBasedStatement: { AggregateKeyType: 'IP', Limit: DEFAULT_WAF_RATE_LIMIT, EvaluationWindowSec: 300 },
      },
      Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
    });
    expect(common).toMatchObject({
      Name: 'AwsCommonRules',
      Priority: 1,
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: {
          VendorName: 'AWS',
          Name: 'AWSManagedRulesCommonRuleSet',
          RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
        },
      },
    });
    expect(distribution().WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    // A CloudFront web ACL exists only in us-east-1: a deploy elsewhere stops before creating anything.
    const rules = (t.web.toJSON() as { Rules?: Record<string, { Assertions: { Assert: unknown }[] }> }).Rules ?? {};
    const region = Object.entries(rules).filter(([id]) => id.includes('DeployedInUsEast1'));
    expect(region.map(([, r]) => r.Assertions[0]!.Assert)).toEqual([
      { 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] },
    ]);
  });

  it('sends security headers (CSP, HSTS one year, nosniff, DENY, referrer policy)', () => {
    t.web.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 1);
    const policy = Object.values(t.web.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] as {
      Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Record<string, unknown> } };
    };
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = text(headers.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self' https://cognito-idp.",
      // Stripe.js and its Payment Element on /subscribe: the script, Stripe's API and the card iframes.
      "script-src 'self' https://js.stripe.com",
      '.amazonaws.com https://api.stripe.com',
      // The CMS's presigned image uploads go to the media bucket only.
      ' https://cq-prod-media-',
      'frame-src https://js.stripe.com',
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain('AWS::Region');
    expect(headers.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 31536000,
      IncludeSubdomains: true,
      Override: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
  });

  it('serves the SPA through origin access control with a rewrite function, and /api/* uncached from the HTTP API', () => {
    const config = distribution();
    const defaultBehavior = config.DefaultCacheBehavior as Record<string, unknown>;
    expect(defaultBehavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    expect(defaultBehavior.ResponseHeadersPolicyId).toBeDefined();
    // No distribution-wide error pages: they would turn API 403/404s into index.html.
    expect(config.CustomErrorResponses).toBeUndefined();
    const origins = config.Origins as Array<Record<string, unknown>>;
    expect(origins.some((origin) => origin.OriginAccessControlId !== undefined)).toBe(true);

    const api = (config.CacheBehaviors as Array<Record<string, unknown>>).find((b) => b.PathPattern === '/api/*')!;
    expect(api).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.FunctionAssociations).toBeUndefined();
    const apiOrigin = origins.find((origin) => origin.Id === api.TargetOriginId)!;
    expect(text(apiOrigin.DomainName)).toContain('.execute-api.');
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('serves prerendered pages their own file, other SPA routes the shell, and leaves files alone', () => {
    const handler = new Function(`${SPA_REWRITE_CODE}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/careers')).toBe('/careers/index.html');
    expect(rewrite('/careers/')).toBe('/careers/index.html');
    expect(rewrite('/careers/apply')).toBe('/careers/apply/index.html');
    for (const path of SITEMAP_PATHS) expect(rewrite(path)).toBe(prerenderedFile(path));
    expect(rewrite('/careers/some-job-id')).toBe('/spa.html');
    expect(rewrite('/dashboard')).toBe('/spa.html');
    expect(rewrite('/sign-in')).toBe('/spa.html');
    expect(rewrite('/audits/123/report')).toBe('/spa.html');
    expect(rewrite('/constructor')).toBe('/spa.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });

  it('serves the CMS posts the build prerendered their own file; other posts get the shell', () => {
    const code = spaRewriteCode(['/insights/built-post']);
    const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    expect(handler({ request: { uri: '/insights/built-post' } }).uri).toBe('/insights/built-post/index.html');
    expect(handler({ request: { uri: '/insights/later-post' } }).uri).toBe('/spa.html');
    expect(handler({ request: { uri: '/insights' } }).uri).toBe('/insights/index.html');
    const dist = mkdtempSync(join(tmpdir(), 'cq-posts-'));
    expect(prerenderedPosts(dist)).toEqual([]);
    writeFileSync(join(dist, 'prerendered-posts.json'), JSON.stringify(['/insights/built-post']));
    expect(prerenderedPosts(dist)).toEqual(['/insights/built-post']);
    writeFileSync(join(dist, 'prerendered-posts.json'), JSON.stringify(['/insights/../admin']));
    expect(() => prerenderedPosts(dist)).toThrow(/not a post path/);
  });

  it('keeps the buckets private, encrypted, SSL-only and logged', () => {
    const buckets = Object.values(t.web.findResources('AWS::S3::Bucket')).map(
      (bucket) => (bucket as { Properties: Record<string, unknown> }).Properties,
    );
    expect(buckets).toHaveLength(2);
    for (const bucket of buckets) {
      expect(bucket.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.BucketEncryption).toBeDefined();
    }
    expect(buckets.filter((bucket) => bucket.LoggingConfiguration !== undefined)).toHaveLength(1);
    const policies = Object.values(t.web.findResources('AWS::S3::BucketPolicy')).map(text);
    expect(policies).toHaveLength(2);
    for (const policy of policies) expect(policy).toContain('"aws:SecureTransport":"false"');
  });

  it('deploys the SPA and a /config.json with the WebRuntimeConfig shape', () => {
    const deployments = Object.values(t.web.findResources('Custom::CDKBucketDeployment')).map(
      (d) => (d as { Properties: Record<string, unknown> }).Properties,
    );
    expect(deployments).toHaveLength(2);
    const entry = deployments.find((d) => text(d.Include ?? null).includes('config.json'))!;
    expect(entry.Include).toEqual(['*.html', 'config.json']);
    expect(entry.DistributionPaths).toEqual(['/*']);
    const assets = deployments.find((d) => d !== entry)!;
    expect(assets.Exclude).toEqual(['*.html', 'config.json']);

    const configDir = findJsonDataAsset(synthesized.assembly.directory, 'config.json');
    const written = JSON.parse(readFileSync(join(configDir, 'config.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written).sort()).toEqual(['auth', 'payments', 'siteUrl', 'stage']);
    // No publishable key in the context: card payments are off, not pointed at the local stand-in.
    expect(written.payments).toEqual({ provider: 'none' });
    expect(Object.keys(written.auth as object).sort()).toEqual(['userPoolClientId', 'userPoolId']);
    expect(written.stage).toBe('prod');
    expect(written.siteUrl).toMatch(/^https:\/\//);
  });
});

describe('observability stack', () => {
  it('counts client error reports with a metric filter on the errorLogs log group', () => {
    t.observability.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: CLIENT_ERROR_LOG_PATTERN,
      MetricTransformations: [Match.objectLike({ MetricName: 'ClientErrorLogs', MetricValue: '1' })],
    });
    expect(CLIENT_ERROR_LOG_PATTERN).toBe('{ $.message = "client_error_log" }');
  });

  it('has a dashboard with client errors, API 5xx and Lambda errors/throttles', () => {
    t.observability.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const body = text(Object.values(t.observability.findResources('AWS::CloudWatch::Dashboard'))[0]);
    for (const expected of ['ClientErrorLogs', '5xx', 'Errors', 'Throttles', 'client_error_log']) {
      expect(body).toContain(expected);
    }
  });

  it("alarms on client error spikes, API 5xx and each Lambda's errors and throttles, to an encrypted topic", () => {
    const alarms = Object.values(t.observability.findResources('AWS::CloudWatch::Alarm')).map(
      (alarm) => (alarm as { Properties: Record<string, unknown> }).Properties,
    );
    expect(alarms).toHaveLength(2 + 2 * groups().length);
    // Alarms on labelled metrics use the Metrics array form.
    const metricNames = alarms.map(
      (alarm) =>
        alarm.MetricName ??
        (alarm.Metrics as Array<{ MetricStat: { Metric: { MetricName: string } } }>)[0]!.MetricStat.Metric.MetricName,
    );
    expect(metricNames).toContain('ClientErrorLogs');
    expect(metricNames).toContain('5xx');
    expect(metricNames.filter((name) => name === 'Errors')).toHaveLength(groups().length);
    expect(metricNames.filter((name) => name === 'Throttles')).toHaveLength(groups().length);
    for (const alarm of alarms) expect(alarm.AlarmActions).toHaveLength(1);
    t.observability.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    t.observability.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });
});

/** The staged folder of a Source.jsonData asset holding `fileName`. */
function findJsonDataAsset(outdir: string, fileName: string): string {
  for (const entry of readdirSync(outdir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name.startsWith('asset.') && existsSync(join(outdir, entry.name, fileName))) {
      return join(outdir, entry.name);
    }
  }
  throw new Error(`No staged asset contains ${fileName}`);
}
