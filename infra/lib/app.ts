import { App, Tags, type AppProps } from 'aws-cdk-lib';
import { ApiStack } from './api-stack';
import { AuthStack } from './auth-stack';
import { readConfig, type DeploymentConfig } from './config';
import { DataStack } from './data-stack';
import { ObservabilityStack } from './observability-stack';
import { WebStack } from './web-stack';

export interface CqStacks {
  readonly app: App;
  readonly config: DeploymentConfig;
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly observability: ObservabilityStack;
}

/**
 * Builds every stack of the product into `app` (a new App when none is given). Used by bin/app.ts and by the
 * tests, so both synthesize the same thing. Stacks are environment-agnostic: no account/region, no lookups.
 */
export function buildApp(appOrProps: App | AppProps = {}): CqStacks {
  const app = appOrProps instanceof App ? appOrProps : new App(appOrProps);
  const config = readConfig(app);
  const prefix = `Cq-${config.stage}`;

  const data = new DataStack(app, `${prefix}-Data`, { config, description: 'Clarity Clinical QA: DynamoDB table' });
  const auth = new AuthStack(app, `${prefix}-Auth`, {
    config,
    tableName: data.tableName,
    description: 'Clarity Clinical QA: Cognito user pool',
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    config,
    tableName: data.tableName,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    description: 'Clarity Clinical QA: HTTP API and Lambdas',
  });
  // The API refers to the table by name, so the deployment order is declared explicitly.
  api.addStackDependency(data);
  const web = new WebStack(app, `${prefix}-Web`, {
    config,
    httpApi: api.httpApi,
    originVerifySecret: api.originVerifySecret,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    description: 'Clarity Clinical QA: S3 + CloudFront',
  });
  const observability = new ObservabilityStack(app, `${prefix}-Observability`, {
    config,
    httpApi: api.httpApi,
    functions: api.functions,
    description: 'Clarity Clinical QA: dashboard and alarms',
  });

  Tags.of(app).add('project', 'clarity-clinical-qa');
  Tags.of(app).add('stage', config.stage);

  return { app, config, data, auth, api, web, observability };
}
