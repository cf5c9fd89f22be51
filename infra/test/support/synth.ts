import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildApp, type CqStacks } from '../../lib/app';
import { REPO_ROOT } from '../../lib/config';

/** The context of the repo's cdk.json (feature flags, stage): the tests synthesize what `cdk synth` does. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

/** A tiny stand-in for web/dist, so the tests do not depend on whether the SPA was built first. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cq-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>test</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app");');
  return dir;
}

export interface Synthesized {
  readonly stacks: CqStacks;
  readonly assembly: CloudAssembly;
}

export interface SynthOptions {
  /** Register cdk-nag AwsSolutions as bin/app.ts does. */
  readonly nag?: boolean;
  /** Extra context on top of cdk.json's. */
  readonly context?: Record<string, unknown>;
  /** Skip esbuild (asset contents are not inspected), for fast structural checks. */
  readonly skipBundling?: boolean;
}

export function synthesize(options: SynthOptions = {}): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), 'cq-cdk-out-'));
  const context: Record<string, unknown> = { ...cdkJsonContext(), ...options.context };
  if (options.skipBundling) context['aws:cdk:bundling-stacks'] = [];
  const stacks = buildApp({ outdir, context });
  if (options.nag) Validations.of(stacks.app).addPlugins(new AwsSolutionsChecks(stacks.app, { verbose: true }));
  const assembly = stacks.app.synth();
  return { stacks, assembly };
}
