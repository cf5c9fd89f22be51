import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { synthesize } from './synth';

/**
 * One synthesis without bundling and without a web build, shared by every test file that reads only the
 * templates (structure, IAM, schedules): each file synthesizing the app itself cost ~30-60 s of CPU apiece.
 * The files that need bundled code, cdk-nag or other context still synthesize their own.
 */
export default function setup(project: TestProject) {
  const { assembly } = synthesize({
    skipBundling: true,
    context: { webDistDir: join(tmpdir(), 'cq-no-such-web-dist') },
  });
  const files = Object.fromEntries(assembly.stacks.map((stack) => [stack.stackName, stack.templateFullPath]));
  project.provide('infraTemplates', files);
  return () => rmSync(assembly.directory, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Stack name → path of its synthesized template (skipBundling, no web build). */
    infraTemplates: Record<string, string>;
  }
}
