import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { roleIdByDescription, roleStatements } from './support/jobs';
import { sharedTemplate } from './support/templates';

type Resource = { Properties: Record<string, any> };
const text = (value: unknown): string => JSON.stringify(value);

let auth: Template;

beforeAll(() => {
  auth = sharedTemplate('Auth');
});

function triggerFunction(): [string, Record<string, any>] {
  const found = Object.entries(auth.findResources('AWS::Lambda::Function')).filter(
    ([, fn]) => (fn as Resource).Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'profileAtSignUp',
  );
  expect(found).toHaveLength(1);
  return [found[0]![0], (found[0]![1] as Resource).Properties];
}

describe('the profile made at sign-up (issue 25: Admin → Users lists every account)', () => {
  it("is the user pool's post-confirmation trigger, which Cognito may invoke", () => {
    const [logicalId, fn] = triggerFunction();
    const pool = Object.values(auth.findResources('AWS::Cognito::UserPool'))[0] as Resource;
    expect(pool.Properties.LambdaConfig).toEqual({ PostConfirmation: { 'Fn::GetAtt': [logicalId, 'Arn'] } });
    const permissions = Object.values(auth.findResources('AWS::Lambda::Permission')).map(
      (p) => (p as Resource).Properties,
    );
    expect(permissions).toContainEqual(
      expect.objectContaining({
        Action: 'lambda:InvokeFunction',
        Principal: 'cognito-idp.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      }),
    );
    expect(fn.Timeout).toBe(5);
    expect(fn.Architectures).toEqual(['arm64']);
    expect(fn.Environment.Variables.TABLE_NAME).toBe('cq-prod');
  });

  it('reaches only profiles, e-mail claims and counters: no workspace record, no trail, no scan', () => {
    const [, fn] = triggerFunction();
    const roleId = roleIdByDescription(auth, 'Makes the profile of a confirmed sign-up');
    expect(fn.Role).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
    const statements = roleStatements(auth, roleId);
    const table = statements.filter((s) => text(s.Action).includes('dynamodb:'));
    expect(table).toHaveLength(1);
    expect(table[0]!.Action).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(table[0]!.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual([
      'USER#*',
      'USERS',
      'EMAIL#*',
      'STATS#*',
    ]);
    expect(text(table[0]!.Resource)).not.toContain('index');
    expect(statements.some((s) => /cognito|ses:|s3:|bedrock/.test(text(s.Action)))).toBe(false);
  });
});
