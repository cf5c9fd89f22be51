import { createRequire } from 'node:module';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist, synthesize } from './support/synth';

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
  const { stacks } = synthesize({ skipBundling: true, context: { webDistDir: fakeWebDist() } });
  api = Template.fromStack(stacks.api);
  auth = Template.fromStack(stacks.auth);
  templates = [stacks.data, stacks.auth, stacks.api, stacks.web, stacks.observability]
    .map((s) => JSON.stringify(Template.fromStack(s).toJSON()))
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

describe('the cloud JWT authorizer', () => {
  it('trusts only this app’s user pool (issuer) and web client (audience)', () => {
    const authorizers = Object.values(api.findResources('AWS::ApiGatewayV2::Authorizer')) as Array<{
      Properties: { JwtConfiguration: { Issuer: { 'Fn::Join': [string, unknown[]] }; Audience: StackOutputRef[] } };
    }>;
    expect(authorizers).toHaveLength(1);
    const { Issuer, Audience } = authorizers[0]!.Properties.JwtConfiguration;
    const [separator, parts] = Issuer['Fn::Join'];
    expect(separator).toBe('');
    expect(parts.slice(0, 3)).toEqual(['https://cognito-idp.', { Ref: 'AWS::Region' }, '.amazonaws.com/']);
    expect(parts).toHaveLength(4);
    expect(resourceBehind(parts[3] as StackOutputRef).type).toBe('AWS::Cognito::UserPool');
    expect(Audience).toHaveLength(1);
    expect(resourceBehind(Audience[0]!).type).toBe('AWS::Cognito::UserPoolClient');
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
