import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { SITE, groupHandlerFile } from '@cq/shared';
import { REPO_ROOT, handlerEntry, mailAddress, readConfig } from '../lib/config';
import { synthesize } from './support/synth';

describe('deployment config (CDK context)', () => {
  it('has offline defaults', () => {
    const config = readConfig(new App());
    expect(config).toMatchObject({
      stage: 'prod',
      siteUrl: '',
      mailFrom: SITE.contactEmail,
      functionsDir: join(REPO_ROOT, 'functions', 'src'),
      webDistDir: join(REPO_ROOT, 'web', 'dist'),
    });
  });

  it('derives the site URL from a custom domain and requires its certificate', () => {
    const withDomain = new App({
      context: { domainName: 'qa.example.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
    });
    expect(readConfig(withDomain).siteUrl).toBe('https://qa.example.com');
    expect(() => readConfig(new App({ context: { domainName: 'qa.example.com' } }))).toThrow(/certificateArn/);
    expect(() => readConfig(new App({ context: { stage: 'Prod!' } }))).toThrow(/stage/);
  });

  it('turns WAF on by default with 2000 requests per IP in 5 minutes; off and the limit are context switches', () => {
    expect(readConfig(new App())).toMatchObject({ waf: true, wafRateLimit: 2000 });
    expect(readConfig(new App({ context: { waf: 'off', wafRateLimit: '500' } }))).toMatchObject({
      waf: false,
      wafRateLimit: 500,
    });
    expect(() => readConfig(new App({ context: { waf: 'maybe' } }))).toThrow(/"waf" must be "on" or "off"/);
    expect(() => readConfig(new App({ context: { wafRateLimit: '99' } }))).toThrow(/wafRateLimit/);
    expect(() => readConfig(new App({ context: { wafRateLimit: '1e3.5' } }))).toThrow(/wafRateLimit/);
  });

  it('synthesizes no web ACL (and no region assertion) with waf=off', () => {
    const { stacks } = synthesize({ skipBundling: true, context: { waf: 'off' } });
    const web = Template.fromStack(stacks.web);
    web.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(Object.keys((web.toJSON() as { Rules?: object }).Rules ?? {})).toEqual(['CheckBootstrapVersion']);
  });

  it('reads the optional Calendly scheduling page', () => {
    expect(readConfig(new App()).calendlyUrl).toBeUndefined();
    const app = new App({ context: { calendlyUrl: 'https://calendly.com/example/30min' } });
    expect(readConfig(app).calendlyUrl).toBe('https://calendly.com/example/30min');
  });

  it('reads the optional Bedrock model', () => {
    expect(readConfig(new App()).bedrockModelId).toBeUndefined();
    const app = new App({ context: { bedrockModelId: 'anthropic.claude-3-haiku-20240307-v1:0' } });
    expect(readConfig(app).bedrockModelId).toBe('anthropic.claude-3-haiku-20240307-v1:0');
  });

  it("finds a group's handler where the shared groupHandlerFile says it lives", () => {
    const config = readConfig(new App());
    expect(handlerEntry(config, 'health')).toBe(join(config.functionsDir, groupHandlerFile('health')));
    expect(handlerEntry(config, 'health')).toBe(join(REPO_ROOT, 'functions', 'src', 'health', 'handler.ts'));
  });

  it('takes the bare address out of MAIL_FROM', () => {
    expect(mailAddress('Clarity Clinical QA <no-reply@example.com>')).toBe('no-reply@example.com');
    expect(mailAddress('no-reply@example.com')).toBe('no-reply@example.com');
    expect(() => mailAddress('not an address')).toThrow(/MAIL_FROM/);
  });
});

describe('synth variants (bundling skipped)', () => {
  it('synthesizes without web/dist and then deploys only /config.json', () => {
    const { stacks } = synthesize({
      skipBundling: true,
      context: {
        webDistDir: join(tmpdir(), 'cq-no-such-web-dist'),
        siteUrl: 'https://qa.example.com',
        stage: 'staging',
      },
    });
    const web = Template.fromStack(stacks.web);
    const deployments = Object.values(web.findResources('Custom::CDKBucketDeployment')).map(
      (d) => (d as { Properties: Record<string, unknown> }).Properties,
    );
    expect(deployments).toHaveLength(1);
    expect(deployments[0]!.SourceObjectKeys).toHaveLength(1);
    expect(deployments[0]!.Include).toEqual(['config.json']);

    const api = Template.fromStack(stacks.api);
    for (const [logicalId, fn] of Object.entries(api.findResources('AWS::Lambda::Function'))) {
      const vars = (fn as { Properties: { Environment: { Variables: Record<string, string> } } }).Properties.Environment
        .Variables;
      // The request authorizer builds no links: only the groups' functions need the site's address.
      if (!logicalId.startsWith('RequestAuthorizer')) expect(vars.SITE_URL).toBe('https://qa.example.com');
      expect(vars.STAGE).toBe('staging');
      expect(vars.TABLE_NAME).toBe('cq-staging');
    }
    expect(stacks.app.node.children.map((c) => c.node.id)).toContain('Cq-staging-Web');
  });

  it('fails when a manifest group has no handler file', () => {
    expect(() =>
      synthesize({ skipBundling: true, context: { functionsDir: join(tmpdir(), 'cq-no-functions') } }),
    ).toThrow(/has no handler/);
  });
});
