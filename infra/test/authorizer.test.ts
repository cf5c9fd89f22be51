import { createRequire } from 'node:module';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedTemplate } from './support/templates';

/**
 * Locally, the API accepts tokens signed with cognito-local's key, which its npm package publishes (SECURITY.md).
 * No cloud path may trust that key: the deployed authorizer names the real user pool of this app (issuer) and
 * its web client (audience), and nothing in the templates points at a local stand-in.
 */
const require = createRequire(import.meta.url);
let api: Template;
let auth: Template;
let templates: string;

beforeAll(() => {
  api = sharedTemplate('Api');
  auth = sharedTemplate('Auth');
  templates = (['Data', 'Auth', 'Api', 'Web', 'Observability'] as const)
    .map((stack) => JSON.stringify(sharedTemplate(stack).toJSON()))
    .join('\n');
});

type StackOutputRef = { 'Fn::GetStackOutput': { StackName: string; OutputName: string } } | { Ref: string };

/** The auth stack resource an exported value stands for (a cross-stack output, or a plain Ref). */
function resourceBehind(value: StackOutputRef): { type: string } {
  const outputs = auth.toJSON().Outputs as Record<string, { Value: { Ref?: string } }>;
  const logicalId =
    'Ref' in value ? value.Ref : (outputs[value['Fn::GetStackOutput'].OutputName]?.Value.Ref ?? 'missing');
  const resource = (auth.toJSON().Resources as Record<string, { Type: string }>)[logicalId];
  return { type: resource?.Type ?? `no resource ${logicalId}` };
}

describe('the cloud request authorizer', () => {
  const authorizerFunction = () => {
    const fns = Object.entries(api.findResources('AWS::Lambda::Function')) as Array<
      [string, { Properties: { Environment: { Variables: Record<string, StackOutputRef | string> }; Role: unknown } }]
    >;
    const found = fns.filter(([, fn]) => fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME === 'authorizer');
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  it('is one Lambda REQUEST authorizer with simple answers, cached per Authorization header', () => {
    const authorizers = Object.values(api.findResources('AWS::ApiGatewayV2::Authorizer')) as Array<{
      Properties: Record<string, unknown>;
    }>;
    expect(authorizers).toHaveLength(1);
    const [logicalId] = authorizerFunction();
    expect(authorizers[0]!.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.Authorization'],
      AuthorizerResultTtlInSeconds: 300,
    });
    expect(JSON.stringify(authorizers[0]!.Properties.AuthorizerUri)).toContain(logicalId);
    // API Gateway may invoke it.
    api.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'apigateway.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalId, 'Arn'] },
    });
  });

  it('trusts only this app’s user pool and web client, and reads nothing but API key lookups', () => {
    const [, fn] = authorizerFunction();
    const vars = fn.Properties.Environment.Variables;
    expect(resourceBehind(vars.USER_POOL_ID as StackOutputRef).type).toBe('AWS::Cognito::UserPool');
    expect(resourceBehind(vars.USER_POOL_CLIENT_ID as StackOutputRef).type).toBe('AWS::Cognito::UserPoolClient');
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const policies = Object.values(api.findResources('AWS::IAM::Policy')) as Array<{
      Properties: { Roles: Array<{ Ref: string }>; PolicyDocument: { Statement: Array<Record<string, unknown>> } };
    }>;
    const own = policies.filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId));
    const table = own
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((st) => st.Effect === 'Allow' && JSON.stringify(st.Action).includes('dynamodb:'));
    expect(table).toHaveLength(1);
    expect([...(table[0]!.Action as string[])].sort()).toEqual(
      ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'].sort(),
    );
    expect(table[0]!.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APIKEY#*'] } });
  });

  it('puts itself on every signed-in route and on no public one', () => {
    const found = Object.values(api.findResources('AWS::ApiGatewayV2::Route')) as Array<{
      Properties: { AuthorizationType: string };
    }>;
    expect(new Set(found.map((r) => r.Properties.AuthorizationType))).toEqual(new Set(['NONE', 'CUSTOM']));
  });

  it('has no local stand-in anywhere in the templates: no endpoints, no local key', () => {
    const localKey = (require('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: { n: string } }).jwk.n;
    expect(templates).not.toContain(localKey.slice(0, 40));
    for (const marker of ['cognito-local', 'CognitoLocal', '127.0.0.1', 'localhost', 'DYNAMODB_ENDPOINT']) {
      expect(templates, marker).not.toContain(marker);
    }
    expect(templates).not.toContain('COGNITO_ENDPOINT');
    expect(templates).not.toContain('DYNAMODB_ACCESS_KEY_ID');
  });
});
