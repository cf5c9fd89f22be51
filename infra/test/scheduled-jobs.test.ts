import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_REMINDERS_SERVICE, BRIEFING_DIGEST_SERVICE, CAPA_REMINDERS_SERVICE } from '../lib/api-stack';
import { sharedTemplate } from './support/templates';

type Resource = { Properties: Record<string, any> };
const text = (value: unknown): string => JSON.stringify(value);

let api: Template;

beforeAll(() => {
  api = sharedTemplate('Api');
});

function reminderFunction(service = AUDIT_REMINDERS_SERVICE): [string, Record<string, any>] {
  const found = Object.entries(api.findResources('AWS::Lambda::Function')).filter(
    ([, fn]) => (fn as Resource).Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME === service,
  );
  expect(found).toHaveLength(1);
  return [found[0]![0], (found[0]![1] as Resource).Properties];
}

function roleStatements(roleRef: unknown): Array<Record<string, any>> {
  const roleId = (roleRef as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(api.findResources('AWS::IAM::Policy'))
    .filter((p) => text((p as Resource).Properties.Roles).includes(`"Ref":"${roleId}"`))
    .flatMap((p) => (p as Resource).Properties.PolicyDocument.Statement as Array<Record<string, any>>);
}

describe('the audit reminder job (issue 19)', () => {
  it('runs daily at 06:00 UTC from an EventBridge rule, retried on failure', () => {
    const [logicalId] = reminderFunction();
    const rules = Object.values(api.findResources('AWS::Events::Rule'))
      .map((r) => (r as Resource).Properties)
      .filter((rule) => text(rule.Targets).includes(logicalId));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.ScheduleExpression).toBe('cron(0 6 * * ? *)');
    expect(rules[0]!.Targets[0].RetryPolicy).toEqual({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21600 });
  });

  it('mails through SES and carries only the settings it reads', () => {
    const [, fn] = reminderFunction();
    expect(Object.keys(fn.Environment.Variables).sort()).toEqual(
      ['LOG_LEVEL', 'MAIL_FROM', 'MAIL_TRANSPORT', 'POWERTOOLS_SERVICE_NAME', 'SITE_URL', 'STAGE', 'TABLE_NAME'].sort(),
    );
    expect(fn.Environment.Variables.MAIL_TRANSPORT).toBe('ses');
    expect(fn.Handler).toBe('index.handler');
    expect(fn.Architectures).toEqual(['arm64']);
  });

  it('reaches only the plan days, response due days, workspaces, profiles and outbox, never a trail, and sends mail', () => {
    const [, fn] = reminderFunction();
    const statements = roleStatements(fn.Role);
    const table = statements.find((s) => text(s.Action).includes('dynamodb:Query') && s.Effect === 'Allow');
    expect(table!.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual(
      ['EMAIL#*', 'OUTBOX', 'PLANDAY#*', 'RESPDUE#*', 'USER#*', 'USERS', 'WS#*'].sort(),
    );
    expect(text(table!.Action)).not.toContain('dynamodb:Scan');
    const deny = statements.find((s) => s.Effect === 'Deny');
    expect(deny!.Condition['ForAnyValue:StringLike']['dynamodb:LeadingKeys']).toEqual(['TRAIL#*']);
    expect(statements.some((s) => text(s.Action).includes('ses:SendEmail'))).toBe(true);
    expect(statements.some((s) => /bedrock|cognito|s3:/.test(text(s.Action)))).toBe(false);
  });
});

describe('the CAPA reminder job (issue 20)', () => {
  it("runs from the audit reminders' daily rule, as its second target, retried on failure", () => {
    const [auditJob] = reminderFunction();
    const [capaJob] = reminderFunction(CAPA_REMINDERS_SERVICE);
    const rules = Object.values(api.findResources('AWS::Events::Rule'))
      .map((r) => (r as Resource).Properties)
      .filter((rule) => text(rule.Targets).includes(capaJob));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.ScheduleExpression).toBe('cron(0 6 * * ? *)');
    expect(rules[0]!.Targets.map((t: { Arn: unknown }) => text(t.Arn))).toEqual([
      expect.stringContaining(auditJob),
      expect.stringContaining(capaJob),
      expect.stringContaining(reminderFunction(BRIEFING_DIGEST_SERVICE)[0]),
    ]);
    expect(rules[0]!.Targets[1].RetryPolicy).toEqual({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21600 });
  });

  it('reaches the CAPA days, workspaces, profiles, outbox and the trail (the overdue entry), and sends mail', () => {
    const [, fn] = reminderFunction(CAPA_REMINDERS_SERVICE);
    expect(fn.Environment.Variables.MAIL_TRANSPORT).toBe('ses');
    const statements = roleStatements(fn.Role);
    const table = statements.find((s) => text(s.Action).includes('dynamodb:Query') && s.Effect === 'Allow');
    const keys = table!.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys'] as string[];
    expect(keys).toEqual(expect.arrayContaining(['CAPADAY#*', 'OUTBOX', 'USER#*', 'WS#*', 'TRAIL#*']));
    expect(keys).not.toContain('PLANDAY#*');
    expect(text(table!.Action)).not.toContain('dynamodb:Scan');
    expect(statements.some((s) => text(s.Action).includes('ses:SendEmail'))).toBe(true);
    expect(statements.some((s) => /bedrock|cognito|s3:/.test(text(s.Action)))).toBe(false);
  });
});

describe('the Regulatory Briefings digest job (issue 22)', () => {
  it("runs from the reminders' daily rule, as its third target, retried on failure", () => {
    const [digestJob] = reminderFunction(BRIEFING_DIGEST_SERVICE);
    const rules = Object.values(api.findResources('AWS::Events::Rule'))
      .map((r) => (r as Resource).Properties)
      .filter((rule) => text(rule.Targets).includes(digestJob));
    expect(rules).toHaveLength(1);
    expect(rules[0]!.ScheduleExpression).toBe('cron(0 6 * * ? *)');
    expect(rules[0]!.Targets[2].RetryPolicy).toEqual({ MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 21600 });
  });

  it('reaches the subscriptions, posts, its claims and the outbox only, never a trail, and sends mail', () => {
    const [, fn] = reminderFunction(BRIEFING_DIGEST_SERVICE);
    expect(fn.Environment.Variables.MAIL_TRANSPORT).toBe('ses');
    const statements = roleStatements(fn.Role);
    const table = statements.find((s) => text(s.Action).includes('dynamodb:Query') && s.Effect === 'Allow');
    expect(table!.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual(
      [
        'BRIEFDIGEST#*',
        'BUYER#*',
        'OUTBOX',
        'POSTS',
        'POSTS#*',
        'POSTSLUG#*',
        'PRICE#*',
        'STRIPE_EVENT#*',
        'STRIPE_SUB#*',
      ].sort(),
    );
    expect(text(table!.Action)).not.toContain('dynamodb:Scan');
    const deny = statements.find((s) => s.Effect === 'Deny');
    expect(deny!.Condition['ForAnyValue:StringLike']['dynamodb:LeadingKeys']).toEqual(['TRAIL#*']);
    expect(statements.some((s) => text(s.Action).includes('ses:SendEmail'))).toBe(true);
    expect(statements.some((s) => /bedrock|cognito|s3:/.test(text(s.Action)))).toBe(false);
  });
});
