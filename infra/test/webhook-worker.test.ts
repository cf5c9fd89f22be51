import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_WORKER_ITEM_ACTIONS } from '../lib/constructs/webhook-worker';
import { onlyTableId, roleIdByDescription, roleStatements } from './support/jobs';
import { sharedTemplate } from './support/templates';

type Resource = { Properties: Record<string, any> };
const text = (value: unknown): string => JSON.stringify(value);

let data: Template;

beforeAll(() => {
  data = sharedTemplate('Data');
});

const tableId = () => onlyTableId(data);

function worker(): { roleId: string; fn: Resource; fnId: string } {
  const roleId = roleIdByDescription(data, 'Delivers webhook events');
  const fns = Object.entries(data.findResources('AWS::Lambda::Function')).filter(([, f]) =>
    text((f as Resource).Properties.Role).includes(`"${roleId}"`),
  );
  expect(fns).toHaveLength(1);
  return { roleId, fnId: fns[0]![0], fn: fns[0]![1] as Resource };
}

const statements = (roleId: string) => roleStatements(data, roleId);

describe('the webhook delivery worker', () => {
  it('runs every minute from an EventBridge schedule', () => {
    const { fnId } = worker();
    const rules = Object.values(data.findResources('AWS::Events::Rule')).filter((r) =>
      text((r as Resource).Properties.Targets).includes(fnId),
    ) as Resource[];
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.ScheduleExpression).toBe('rate(1 minute)');
    expect(rules[0]!.Properties.State).toBe('ENABLED');
  });

  it('has the newest Node runtime, a timeout above a run’s worst case, and never the loopback switch', () => {
    const { fn } = worker();
    expect(fn.Properties.Runtime).toBe('nodejs24.x');
    expect(fn.Properties.Timeout).toBeGreaterThanOrEqual(120);
    expect(fn.Properties.Timeout).toBeLessThanOrEqual(900);
    const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(variables)).not.toContain('WEBHOOK_ALLOW_LOOPBACK');
    expect(text(variables.TABLE_NAME)).toContain(tableId());
  });

  it('may Query only the queue partitions of GSI1 and touch items only in workspace partitions, nothing else', () => {
    const { roleId } = worker();
    const table = tableId();
    const dynamo = statements(roleId).filter((s) => text(s.Action).includes('dynamodb:'));
    expect(dynamo).toHaveLength(2);
    const query = dynamo.find((s) => s.Action === 'dynamodb:Query')!;
    expect(text(query.Resource)).toContain(table);
    expect(text(query.Resource)).toContain('/index/GSI1');
    expect(query.Condition).toEqual({ 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['WHNEW', 'WHDUE'] } });
    const items = dynamo.find((s) => s !== query)!;
    expect([...items.Action].sort()).toEqual([...WEBHOOK_WORKER_ITEM_ACTIONS].sort());
    expect(items.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['WS#*'] } });
    expect(text(items.Resource)).not.toContain('index');
    const all = statements(roleId).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]) as string[]);
    expect(all.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:'))).toEqual([]);
    expect(all).not.toContain('dynamodb:Scan');
  });
});
