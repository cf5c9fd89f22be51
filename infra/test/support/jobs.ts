import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';

type Resource = { Properties: Record<string, any> };
const text = (value: unknown): string => JSON.stringify(value);

/** The logical id of the stack's one table. */
export function onlyTableId(stack: Template): string {
  const ids = Object.keys(stack.findResources('AWS::DynamoDB::Table'));
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

/** The logical id of the one role with this description (each scheduled job's role has its own). */
export function roleIdByDescription(stack: Template, description: string): string {
  const roles = Object.entries(stack.findResources('AWS::IAM::Role')).filter(
    ([, r]) => (r as Resource).Properties.Description === description,
  );
  expect(roles).toHaveLength(1);
  return roles[0]![0];
}

/** Every statement of every policy attached to a role. */
export function roleStatements(stack: Template, roleId: string): Array<Record<string, any>> {
  return Object.values(stack.findResources('AWS::IAM::Policy'))
    .filter((p) => text((p as Resource).Properties.Roles).includes(`"Ref":"${roleId}"`))
    .flatMap((p) => (p as Resource).Properties.PolicyDocument.Statement as Array<Record<string, any>>);
}
