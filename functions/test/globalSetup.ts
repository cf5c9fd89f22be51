import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/local/ports';
import { startDynamo } from '../../scripts/local/dynamo';
import { stopChildren } from '../../scripts/local/processes';

/** One in-memory DynamoDB Local per test run, on a free port; each suite makes its own table. */
export default async function setup(project: TestProject) {
  const endpoint = await startDynamo(await freePort(), null, true);
  project.provide('dynamoEndpoint', endpoint);
  return () => stopChildren();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
