import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesize, type Synthesized } from './support/synth';

interface ValidationReport {
  pluginReports: Array<{
    pluginName: string;
    conclusion: string;
    violations: Array<{ ruleName: string; severity: string; violatingConstructs: Array<{ constructPath: string }> }>;
  }>;
}

let synthesized: Synthesized | undefined;
let synthError: unknown;

beforeAll(() => {
  // cdk-nag 3 is a policy-validation plugin: in-process synth throws on unacknowledged errors and writes
  // validation-report.json into the cloud assembly either way. The rules read resource properties, never asset
  // contents, so the handlers are not bundled here (stacks.test.ts bundles them).
  try {
    synthesized = synthesize({ nag: true, skipBundling: true });
  } catch (error) {
    synthError = error;
  }
});

function acknowledgements(root: IConstruct): Array<{ path: string; id: string; reason: string }> {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

describe('cdk-nag AwsSolutions', () => {
  it('synthesizes with zero unacknowledged findings', () => {
    expect(synthError).toBeUndefined();
    const report = JSON.parse(
      readFileSync(join(synthesized!.assembly.directory, 'validation-report.json'), 'utf8'),
    ) as ValidationReport;
    const findings = report.pluginReports
      .filter((plugin) => plugin.pluginName === 'AwsSolutions')
      .flatMap((plugin) =>
        plugin.violations.map(
          (v) => `${v.severity} ${v.ruleName} ${v.violatingConstructs.map((c) => c.constructPath).join(', ')}`,
        ),
      );
    expect(findings).toEqual([]);
    const errors = report.pluginReports.flatMap((plugin) => plugin.violations.filter((v) => v.severity === 'error'));
    expect(errors).toEqual([]);
  });

  it('gives every acknowledgement a written reason', () => {
    const acks = acknowledgements(synthesized!.stacks.app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.id).toMatch(/^AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThan(30);
    }
  });

  it('fails synth on a finding (the plugin really runs)', () => {
    const app = new App();
    const stack = new Stack(app, 'Control');
    new Bucket(stack, 'Unlogged');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });
});
