import { readFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { inject } from 'vitest';

export type StackName = 'Data' | 'Auth' | 'Api' | 'Web' | 'Observability';

/** A stack's template from the project's one shared synthesis (support/globalSetup.ts). */
export function sharedTemplate(stack: StackName): Template {
  const file = inject('infraTemplates')[`Cq-prod-${stack}`];
  if (!file) throw new Error(`No synthesized template for Cq-prod-${stack}`);
  return Template.fromJSON(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
}
