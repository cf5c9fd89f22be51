import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { REPO_ROOT, mailAddress } from '../config';

/** The newest Node.js runtime aws-cdk-lib offers (cdk-nag L1 checks for it); the test fails when a newer one appears. */
export const LAMBDA_NODE_RUNTIME = Runtime.NODEJS_24_X;
const ESBUILD_TARGET = 'node24';

export interface GroupFunctionProps {
  /** Endpoint group from the route manifest. */
  readonly group: string;
  /** `functions/src/<group>/handler.ts`, exporting `handler`. */
  readonly entry: string;
  readonly table: ITable;
  readonly userPool: IUserPool;
  /** Sender address for SES (`MAIL_FROM`). */
  readonly mailFrom: string;
  /** Variables shared by every group; the group adds POWERTOOLS_SERVICE_NAME. */
  readonly environment: Record<string, string>;
}

/**
 * One Lambda for one endpoint group: esbuild bundle (SDK included, minified, source maps), arm64, its own
 * log group with retention, and a role with exactly what the handlers use (no AWS managed policies).
 */
export class GroupFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: GroupFunctionProps) {
    super(scope, id);
    const { group } = props;

    this.logGroup = new LogGroup(this, 'LogGroup', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the "${group}" endpoint group`,
    });
    // Instead of the AWSLambdaBasicExecutionRole managed policy: write to this function's log group only.
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      description: `API endpoint group "${group}"`,
      entry: props.entry,
      handler: 'handler',
      runtime: LAMBDA_NODE_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(15),
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      environment: { ...props.environment, POWERTOOLS_SERVICE_NAME: group },
      bundling: {
        format: OutputFormat.ESM,
        target: ESBUILD_TARGET,
        mainFields: ['module', 'main'],
        // Some CommonJS dependencies call require(); give the ES module bundle one.
        banner:
          "import { createRequire as __cqCreateRequire } from 'node:module';const require = __cqCreateRequire(import.meta.url);",
        bundleAwsSDK: true,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        logLevel: LogLevel.WARNING,
      },
    });

    props.table.grantReadWriteData(this.role);
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:dynamodb:<AWS::Region>:<AWS::AccountId>:table/${props.table.tableName}/index/*]`,
      reason:
        "Query on the table's global secondary indexes (GSI1, GSI2 from the shared TABLE description): index ARNs are " +
        'table/<name>/index/<index>, granted for this one table only.',
    });
    // `auth` reads user attributes; `health` checks that the pool answers.
    props.userPool.grant(this.role, 'cognito-idp:AdminGetUser', 'cognito-idp:DescribeUserPool');

    const stack = Stack.of(this);
    const address = mailAddress(props.mailFrom);
    const domain = address.split('@')[1]!;
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        // SES authorizes against the verified identity: the address itself or its domain.
        resources: [address, domain].map((identity) =>
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
        ),
      }),
    );
  }
}
