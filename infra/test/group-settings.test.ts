import { App, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Table } from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE, groups, type Group } from '@cq/shared';
import { handlerEntry, mailAddress, readConfig } from '../lib/config';
import { GroupFunction } from '../lib/constructs/group-function';
import { GROUP_SETTINGS, type GroupSettings } from '../lib/group-settings';
import { KEY_FAMILIES, leadingKeys } from '../lib/table-keys';
import { sharedTemplate } from './support/templates';

// A manifest group without settings does not compile (tsc -p infra type-checks this file too).
// @ts-expect-error -- every group of the route manifest is required
const _incomplete: typeof GROUP_SETTINGS = { health: GROUP_SETTINGS.health };

type Resource = { Properties: Record<string, any> };
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

const manifestGroups = groups() as Group[];
/** DynamoDB actions that cannot change the table. */
const DYNAMODB_READ_ONLY =
  /^dynamodb:(BatchGetItem|GetItem|Query|Scan|ConditionCheckItem|DescribeTable|GetRecords|GetShardIterator)$/;
const DESCRIBE_BACKUPS = 'dynamodb:DescribeContinuousBackups';
const DYNAMODB_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const text = (value: unknown): string => JSON.stringify(value);
const actionsOf = (statements: Statement[]): string[] =>
  statements.flatMap((statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]));

let api: Template;

beforeAll(() => {
  api = sharedTemplate('Api');
});

/** The logical id of the group's role, found by the description GroupFunction gives it. */
function roleId(group: string): string {
  const ids = Object.entries(api.findResources('AWS::IAM::Role'))
    .filter(([, role]) => (role as Resource).Properties.Description === `Runs the "${group}" endpoint group`)
    .map(([id]) => id);
  expect(ids, `role of "${group}"`).toHaveLength(1);
  return ids[0]!;
}

/** Every statement of every policy attached to the group's role. */
function statementsOf(group: string): Statement[] {
  const id = roleId(group);
  const policies = Object.values(api.findResources('AWS::IAM::Policy')).filter((policy) =>
    ((policy as Resource).Properties.Roles as unknown[]).some((role) => text(role) === text({ Ref: id })),
  );
  expect(policies.length, `policies of "${group}"`).toBeGreaterThan(0);
  return policies.flatMap((policy) => (policy as Resource).Properties.PolicyDocument.Statement as Statement[]);
}

/** The Lambda that runs with the group's role. */
function functionOf(group: string): Record<string, any> {
  const id = roleId(group);
  const functions = Object.values(api.findResources('AWS::Lambda::Function'))
    .map((fn) => (fn as Resource).Properties)
    .filter((props) => text(props.Role) === text({ 'Fn::GetAtt': [id, 'Arn'] }));
  expect(functions, `function of "${group}"`).toHaveLength(1);
  return functions[0]!;
}

describe('GROUP_SETTINGS', () => {
  it('has settings for exactly the groups of the route manifest', () => {
    expect(Object.keys(GROUP_SETTINGS).sort()).toEqual([...manifestGroups].sort());
  });

  it('lets only the cms group use the media bucket', () => {
    const media = Object.entries(GROUP_SETTINGS as Record<string, GroupSettings>).filter(
      ([, settings]) => settings.media,
    );
    expect(media.map(([group]) => group)).toEqual(['cms']);
    const evidence = Object.entries(GROUP_SETTINGS as Record<string, GroupSettings>).filter(
      ([, settings]) => settings.evidence,
    );
    // The auditee portal checks and keeps the files an auditee attaches to a response, as the evidence group does.
    expect(evidence.map(([group]) => group)).toEqual(['responses', 'evidence']);
  });

  it('lets exactly the groups that write regulated records (trailedWrite) write trail partitions', () => {
    const writers = (Object.entries(GROUP_SETTINGS) as Array<[string, GroupSettings]>)
      .filter(([, settings]) => settings.writesTrail)
      .map(([group]) => group)
      .sort();
    // From the code: the groups whose handlers reach trailedWrite/creationEntry (profiles, audits, findings,
    // auditees and studies, organisations, subscriptions, reports and CAPAs, role/lead/job/error-log edits, posts,
    // API keys, evidence files, auditee response requests and responses, signed trail reviews, SOP versions).
    expect(writers).toEqual(
      [
        'admin',
        'auditees',
        'audits',
        'auth',
        'billing',
        'cms',
        'evidence',
        'integrations',
        'orgs',
        'reports',
        'responses',
        'sops',
        'stripeWebhook',
        'trail',
      ].sort(),
    );
  });

  it('names every key family only once per group, and only families that exist', () => {
    for (const [group, settings] of Object.entries(GROUP_SETTINGS) as Array<[string, GroupSettings]>) {
      expect(new Set(settings.keys).size, group).toBe(settings.keys.length);
      for (const family of settings.keys) expect(Object.keys(KEY_FAMILIES), group).toContain(family);
      expect(settings.keys.length === 0, group).toBe(settings.table === 'none');
    }
  });

  it('keeps every group within Lambda limits and below the HTTP API 30 s integration timeout', () => {
    for (const [group, settings] of Object.entries(GROUP_SETTINGS) as Array<[string, GroupSettings]>) {
      expect(settings.memoryMb, group).toBeGreaterThanOrEqual(128);
      expect(settings.memoryMb, group).toBeLessThanOrEqual(10240);
      expect(settings.timeoutSeconds, group).toBeGreaterThanOrEqual(1);
      expect(settings.timeoutSeconds, group).toBeLessThan(30);
      expect(new Set(settings.cognito).size, group).toBe(settings.cognito.length);
    }
  });
});

describe.each(manifestGroups)('the "%s" group Lambda', (group) => {
  const settings = GROUP_SETTINGS[group];

  it('has the memory and timeout of its settings', () => {
    const fn = functionOf(group);
    expect(fn.MemorySize).toBe(settings.memoryMb);
    expect(fn.Timeout).toBe(settings.timeoutSeconds);
    expect(fn.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe(group);
  });

  it('is granted no service its settings do not name, and no wildcard action or resource', () => {
    const statements = statementsOf(group).filter((s) => s.Effect === 'Allow');
    for (const statement of statements) {
      expect(statement.Resource).not.toBe('*');
      expect(text(statement.Resource)).not.toContain('"*"');
    }
    const actions = actionsOf(statements);
    for (const action of actions) expect(action).not.toMatch(/(^\*$|:\*$)/);
    const services = new Set(actions.map((action) => action.split(':')[0]));
    const expected = new Set(['logs']);
    if (settings.table !== 'none') expected.add('dynamodb');
    if (settings.cognito.length > 0) expected.add('cognito-idp');
    if (settings.mail) expected.add('ses');
    // A Bedrock group has Bedrock access only with a configured model (then passed as BEDROCK_MODEL_ID).
    if (settings.bedrock && functionOf(group).Environment.Variables.BEDROCK_MODEL_ID) expected.add('bedrock');
    if (settings.secrets?.length || settings.stripe) expected.add('secretsmanager');
    if (settings.media || settings.evidence) expected.add('s3');
    expect([...services].sort()).toEqual([...expected].sort());
    // Logs: its own log group only.
    const logs = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('logs:')));
    expect(actionsOf(logs).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
  });

  it(`has table access "${settings.table}" on the product table only`, () => {
    const statements = statementsOf(group).filter(
      (s) =>
        s.Effect === 'Allow' &&
        actionsOf([s]).some((a) => a.startsWith('dynamodb:')) &&
        !actionsOf([s]).includes(DESCRIBE_BACKUPS),
    );
    const actions = actionsOf(statements);
    if (settings.table === 'none') {
      expect(actions).toEqual([]);
      return;
    }
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    if (settings.table === 'read') {
      for (const write of DYNAMODB_WRITES) expect(actions).not.toContain(write);
      for (const action of actions) expect(action).toMatch(DYNAMODB_READ_ONLY);
    } else {
      expect(actions).toEqual(expect.arrayContaining(DYNAMODB_WRITES));
    }
    for (const statement of statements) {
      const resources = text(statement.Resource);
      expect(resources).toContain(':table/cq-prod"');
      expect(resources).toContain(':table/cq-prod/index/*"');
      expect((resources.match(/:table\//g) ?? []).length).toBe(2);
    }
  });

  it(`reaches only its partitions: ${settings.keys.join(', ') || 'none'}`, () => {
    const statements = statementsOf(group).filter(
      (s) => s.Effect === 'Allow' && actionsOf([s]).some((a) => a.startsWith('dynamodb:') && a !== DESCRIBE_BACKUPS),
    );
    expect(statements).toHaveLength(settings.table === 'none' ? 0 : 1);
    for (const statement of statements) {
      expect(actionsOf([statement])).not.toContain('dynamodb:Scan');
      expect(statement.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeys(settings.keys) },
      });
    }
  });

  it(settings.writesTrail ? 'may write trail entries and heads' : 'is denied every write to a trail partition', () => {
    const denies = statementsOf(group).filter((s) => s.Effect === 'Deny');
    if (settings.writesTrail || settings.table === 'none') {
      expect(denies).toEqual([]);
      if (settings.writesTrail) expect(settings.keys).toContain('trail');
      return;
    }
    expect(denies).toHaveLength(1);
    expect(actionsOf(denies).sort()).toEqual([...DYNAMODB_WRITES].sort());
    expect(denies[0]!.Condition).toEqual({ 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['TRAIL#*'] } });
    const resources = text(denies[0]!.Resource);
    expect(resources).toContain(':table/cq-prod"');
    expect(resources).toContain(':table/cq-prod/index/*"');
  });

  it(
    settings.backups
      ? "may read the product table's backup state (and nothing else of it beyond its table access), with the dashboard link"
      : 'reads no backup state and has no dashboard link',
    () => {
      const statements = statementsOf(group).filter((s) => actionsOf([s]).includes(DESCRIBE_BACKUPS));
      const vars = functionOf(group).Environment.Variables as Record<string, unknown>;
      if (!settings.backups) {
        expect(statements).toEqual([]);
        expect(vars.ERROR_DASHBOARD_URL).toBeUndefined();
        return;
      }
      expect(statements).toHaveLength(1);
      expect(actionsOf(statements)).toEqual([DESCRIBE_BACKUPS]);
      const resource = text(statements[0]!.Resource);
      expect(resource).toContain(':table/cq-prod"');
      expect(resource).not.toContain('/index/');
      expect(text(vars.ERROR_DASHBOARD_URL)).toContain('#dashboards/dashboard/cq-prod-errors');
    },
  );

  it(
    settings.media
      ? 'may use the media bucket under quarantine/ and uploads/ only'
      : settings.evidence
        ? 'may use the media bucket under the private evidence/ prefix only'
        : 'has no media bucket access',
    () => {
      const statements = statementsOf(group).filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
      const vars = functionOf(group).Environment.Variables as Record<string, unknown>;
      if (settings.evidence) {
        expect(text(vars.MEDIA_BUCKET)).toContain('cq-prod-media-');
        expect(statements).toHaveLength(1);
        expect(text(statements[0]!.Resource)).toContain(':s3:::cq-prod-media-');
        expect(text(statements[0]!.Resource)).toMatch(/\/evidence\/\*/);
        expect(actionsOf(statements).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
        return;
      }
      if (!settings.media) {
        expect(statements).toEqual([]);
        expect(vars.MEDIA_BUCKET).toBeUndefined();
        return;
      }
      expect(text(vars.MEDIA_BUCKET)).toContain('cq-prod-media-');
      const byPrefix = Object.fromEntries(
        statements.map((s) => [text(s.Resource).match(/\/(quarantine|uploads)\/\*/)?.[1], actionsOf([s]).sort()]),
      );
      expect(byPrefix).toEqual({
        quarantine: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
        uploads: ['s3:DeleteObject', 's3:PutObject'],
      });
      for (const statement of statements) expect(text(statement.Resource)).toContain(':s3:::cq-prod-media-');
    },
  );

  it(`may call exactly the Cognito actions [${settings.cognito.join(', ')}]`, () => {
    const statements = statementsOf(group).filter((s) => actionsOf([s]).some((a) => a.startsWith('cognito-idp:')));
    expect(actionsOf(statements).sort()).toEqual(settings.cognito.map((action) => `cognito-idp:${action}`).sort());
    for (const statement of statements) expect(text(statement.Resource)).toContain('UserPool');
  });

  it(settings.mail ? 'may send e-mail from the MAIL_FROM identity only' : 'may not send e-mail', () => {
    const statements = statementsOf(group).filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
    const vars = functionOf(group).Environment.Variables as Record<string, unknown>;
    if (!settings.mail) {
      expect(actionsOf(statementsOf(group))).not.toContain('ses:SendEmail');
      expect(statements).toEqual([]);
      expect(vars.MAIL_FROM).toBeUndefined();
      expect(vars.MAIL_TRANSPORT).toBeUndefined();
      return;
    }
    expect(actionsOf(statements)).toEqual(['ses:SendEmail']);
    const resources = text(statements[0]!.Resource);
    expect((resources.match(/:identity\//g) ?? []).length).toBe(2);
    const address = mailAddress(SITE.contactEmail); // the default MAIL_FROM
    expect(resources).toContain(`:identity/${address}"`);
    expect(resources).toContain(`:identity/${address.split('@')[1]}"`);
    expect(vars.MAIL_TRANSPORT).toBe('ses');
    expect(vars.MAIL_FROM).toEqual(expect.any(String));
  });
});

describe('GroupFunction grant paths no manifest group uses yet', () => {
  const base: GroupSettings = {
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'none',
    keys: [],
    writesTrail: false,
    cognito: [],
    mail: false,
  };

  function build(settings: GroupSettings, bedrockModelId?: string): { app: App; template: () => Template } {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new Stack(app, 'GrantPaths');
    new GroupFunction(stack, 'Assistant', {
      group: 'assistant',
      entry: handlerEntry(readConfig(app), 'session'),
      settings,
      table: Table.fromTableAttributes(stack, 'Table', { tableName: 'cq-test', globalIndexes: ['GSI1'] }),
      userPool: UserPool.fromUserPoolId(stack, 'Pool', 'us-east-1_example'),
      mailFrom: 'no-reply@example.com',
      bedrockModelId,
      stage: 'prod',
      environment: {},
    });
    return { app, template: () => Template.fromStack(stack) };
  }

  const statements = (template: Template): Statement[] =>
    Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => (policy as Resource).Properties.PolicyDocument.Statement as Statement[],
    );

  it('grants bedrock:InvokeModel on the configured foundation model only, and passes its id', () => {
    const { template } = build({ ...base, bedrock: true }, 'anthropic.claude-3-haiku-20240307-v1:0');
    const t = template();
    const bedrock = statements(t).filter((s) => actionsOf([s]).some((a) => a.startsWith('bedrock:')));
    expect(bedrock).toHaveLength(1);
    expect(bedrock[0]!.Action).toBe('bedrock:InvokeModel');
    expect(text(bedrock[0]!.Resource)).toMatch(
      /":bedrock:",\{"Ref":"AWS::Region"\},"::foundation-model\/anthropic\.claude-3-haiku-20240307-v1:0"\]/,
    );
    const fn = Object.values(t.findResources('AWS::Lambda::Function'))[0] as Resource;
    expect(fn.Properties.Environment.Variables.BEDROCK_MODEL_ID).toBe('anthropic.claude-3-haiku-20240307-v1:0');
  });

  it('gives a Bedrock group no Bedrock access and no model id when no model is configured (it runs offline)', () => {
    const t = build({ ...base, bedrock: true }).template();
    expect(actionsOf(statements(t)).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    const fn = Object.values(t.findResources('AWS::Lambda::Function'))[0] as Resource;
    expect(fn.Properties.Environment.Variables.BEDROCK_MODEL_ID).toBeUndefined();
  });

  it('grants nothing for Bedrock when the group does not use it, even with a model configured', () => {
    const t = build(base, 'anthropic.claude-3-haiku-20240307-v1:0').template();
    expect(actionsOf(statements(t)).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    const fn = Object.values(t.findResources('AWS::Lambda::Function'))[0] as Resource;
    expect(fn.Properties.Environment.Variables.BEDROCK_MODEL_ID).toBeUndefined();
  });

  it('grants read on the named secrets only', () => {
    const t = build({ ...base, secrets: ['cq/prod/stripe'] }).template();
    const secrets = statements(t).filter((s) => actionsOf([s]).some((a) => a.startsWith('secretsmanager:')));
    expect(actionsOf(secrets).sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    expect(text(secrets.map((s) => s.Resource))).toContain(':secret:cq/prod/stripe-??????');
  });

  it("gives a Stripe group its stage's Stripe secret by name and read on that secret only", () => {
    const t = build({ ...base, stripe: true }).template();
    const secrets = statements(t).filter((s) => actionsOf([s]).some((a) => a.startsWith('secretsmanager:')));
    expect(text(secrets.map((s) => s.Resource))).toContain(':secret:cq/prod/stripe-??????');
    const fn = Object.values(t.findResources('AWS::Lambda::Function'))[0] as Resource;
    expect(fn.Properties.Environment.Variables.STRIPE_SECRET_NAME).toBe('cq/prod/stripe');
    const plain = Object.values(build(base).template().findResources('AWS::Lambda::Function'))[0] as Resource;
    expect(plain.Properties.Environment.Variables.STRIPE_SECRET_NAME).toBeUndefined();
  });

  it('stays cdk-nag clean with every option on', () => {
    const { app } = build(
      {
        ...base,
        table: 'read',
        keys: ['health'],
        cognito: ['ListUsers'],
        mail: true,
        bedrock: true,
        secrets: ['cq/prod/stripe'],
      },
      'anthropic.claude-3-haiku-20240307-v1:0',
    );
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).not.toThrow();
  });
});
