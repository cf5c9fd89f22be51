import { RemovalPolicy, type Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as Lambda } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LAMBDA_HANDLER, LAMBDA_NODE_RUNTIME, lambdaCode } from './group-function';

/**
 * What every scheduled job's Lambda starts from: a log group kept a year (and kept when the stack goes) and a
 * role of its own that may write only there; the job adds exactly the grants it needs.
 */
export function jobRoleAndLogs(scope: Construct, description: string): { role: Role; logGroup: LogGroup } {
  const logGroup = new LogGroup(scope, 'LogGroup', {
    retention: RetentionDays.ONE_YEAR,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  const role = new Role(scope, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description });
  logGroup.grantWrite(role);
  return { role, logGroup };
}

export interface JobFunctionProps {
  /** functions/src. */
  readonly functionsDir: string;
  /** The handler's file under functions/src/jobs (it exports `handler`). */
  readonly file: string;
  readonly description: string;
  readonly timeout: Duration;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly environment: Record<string, string>;
}

/** A scheduled job's Lambda: newest Node runtime on ARM, bundled like the groups, with the role it was given. */
export function jobFunction(scope: Construct, props: JobFunctionProps): Lambda {
  const entry = join(props.functionsDir, 'jobs', props.file);
  if (!existsSync(entry)) throw new Error(`${props.description} has no handler: ${entry} does not exist`);
  return new Lambda(scope, 'Function', {
    description: props.description,
    code: lambdaCode(entry),
    handler: LAMBDA_HANDLER,
    runtime: LAMBDA_NODE_RUNTIME,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: props.timeout,
    role: props.role,
    logGroup: props.logGroup,
    // As the API's: no --enable-source-maps, the logger maps a logged error's stack (lib/sourceMappedStack.ts).
    environment: props.environment,
  });
}
