import {
  AssetHashType,
  BundlingOutput,
  DockerImage,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  type ILocalBundling,
} from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as Lambda, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { createSyncFn } from 'synckit';
import { join, relative } from 'node:path';
import { REPO_ROOT, errorDashboardName, mailAddress } from '../config';
import { LAMBDA_ENTRY_FILE } from './lambda-esbuild';
import type { GroupSettings } from '../group-settings';
import { TRAIL_KEYS, leadingKeys } from '../table-keys';

/** The newest Node.js runtime aws-cdk-lib offers (cdk-nag L1 checks for it); the test fails when a newer one appears. */
export const LAMBDA_NODE_RUNTIME = Runtime.NODEJS_24_X;

/** The handler setting of every Lambda: `handler` exported by the built `index.mjs`. */
export const LAMBDA_HANDLER = `${LAMBDA_ENTRY_FILE.replace(/\.mjs$/, '')}.handler`;

/** Builds a Lambda's folder, synchronously, in the worker of build-lambda.ts (started on the first build). */
let buildLambda: ((entry: string, outdir: string) => void) | undefined;

/** Builds one Lambda's folder on this machine with lambda-esbuild.ts's options. */
class EsbuildOnThisMachine implements ILocalBundling {
  /** Relative to the repository; CDK keys its asset cache on the bundling options' JSON, this field included. */
  constructor(readonly entry: string) {}

  tryBundle(outputDir: string): boolean {
    buildLambda ??= createSyncFn(join(REPO_ROOT, 'infra', 'lib', 'constructs', 'build-lambda.ts'), { tsRunner: 'tsx' });
    buildLambda(join(REPO_ROOT, this.entry), outputDir);
    return true;
  }
}

/**
 * How every Lambda of the product is bundled: an ES module for Node 24 on arm64, SDK included, minified, split
 * (lambda-esbuild.ts). Not NodejsFunction's bundling: it always passes esbuild `--outfile`, and code splitting
 * needs an output folder, so the asset is built here by esbuild on this machine (the Docker image is never used:
 * the local build either succeeds or throws), as NodejsFunction itself does when esbuild is installed.
 */
export function lambdaCode(entry: string): Code {
  return Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('dummy'),
      local: new EsbuildOnThisMachine(relative(REPO_ROOT, entry)),
      outputType: BundlingOutput.NOT_ARCHIVED,
    },
  });
}

/** What a `read` group may do with table items. */
export const TABLE_READS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
/** What a `readWrite` group may do besides. */
export const TABLE_WRITES = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** The Secrets Manager secret holding the Stripe keys of a stage. */
export const stripeSecretName = (stage: string): string => `cq/${stage}/stripe`;

export interface GroupFunctionProps {
  /** Endpoint group from the route manifest (or a job's service name). */
  readonly group: string;
  /** What the function does, when it is not an endpoint group (a scheduled job). */
  readonly description?: string;
  /** `functions/src/<group>/handler.ts`, exporting `handler`. */
  readonly entry: string;
  /** Memory, timeout and permissions of this group (GROUP_SETTINGS). */
  readonly settings: GroupSettings;
  readonly table: ITable;
  readonly userPool: IUserPool;
  /** Sender address for SES (`MAIL_FROM`), used by groups with `mail`. */
  readonly mailFrom: string;
  /** Bedrock model id (or model ARN) that groups with `bedrock` may invoke; without one they get no Bedrock access. */
  readonly bedrockModelId?: string;
  /** The deployment's stage: names per-stage secrets such as `cq/<stage>/stripe`. */
  readonly stage: string;
  /** The media bucket, for groups with `media` (MEDIA_BUCKET and object access under its two prefixes). */
  readonly mediaBucket?: IBucket;
  /**
   * Variables shared by every group; the group adds POWERTOOLS_SERVICE_NAME, and MAIL_TRANSPORT/MAIL_FROM
   * or BEDROCK_MODEL_ID when its settings use them.
   */
  readonly environment: Record<string, string>;
}

/**
 * One Lambda for one endpoint group: esbuild bundle (SDK included, minified, source maps), arm64, its own
 * log group with retention, and a role with exactly what its settings declare (no AWS managed policies).
 */
export class GroupFunction extends Construct {
  readonly function: Lambda;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: GroupFunctionProps) {
    super(scope, id);
    const { group, settings } = props;
    // A Bedrock group without a configured model gets no grant and no BEDROCK_MODEL_ID: it runs offline.
    const bedrockModelId = settings.bedrock ? props.bedrockModelId : undefined;

    this.logGroup = new LogGroup(this, 'LogGroup', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.description ? `"${group}": ${props.description}` : `the "${group}" endpoint group`}`,
    });
    // Instead of the AWSLambdaBasicExecutionRole managed policy: write to this function's log group only.
    this.logGroup.grantWrite(this.role);

    this.function = new Lambda(this, 'Function', {
      description: props.description ?? `API endpoint group "${group}"`,
      code: lambdaCode(props.entry),
      handler: LAMBDA_HANDLER,
      runtime: LAMBDA_NODE_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: settings.memoryMb,
      timeout: Duration.seconds(settings.timeoutSeconds),
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: group,
        ...(settings.mail ? { MAIL_TRANSPORT: 'ses', MAIL_FROM: props.mailFrom } : {}),
        ...(bedrockModelId ? { BEDROCK_MODEL_ID: bedrockModelId } : {}),
        ...(settings.stripe ? { STRIPE_SECRET_NAME: stripeSecretName(props.stage) } : {}),
        ...((settings.media || settings.evidence) && props.mediaBucket
          ? { MEDIA_BUCKET: props.mediaBucket.bucketName }
          : {}),
      },
    });

    this.grantTable(props.table, settings);
    if (settings.cognito.length > 0) {
      props.userPool.grant(this.role, ...settings.cognito.map((action) => `cognito-idp:${action}`));
    }
    if (settings.mail) this.grantMail(props.mailFrom);
    if (bedrockModelId) this.grantBedrock(bedrockModelId);
    if (settings.backups) this.grantBackups(props.table, props.stage);
    if (settings.media) this.grantMedia(props.mediaBucket, props.stage);
    if (settings.evidence) this.grantEvidence(props.mediaBucket, props.stage);
    // Read at runtime by name; the grant covers these secrets only (Secrets Manager adds a 6-character suffix).
    [...(settings.secrets ?? []), ...(settings.stripe ? [stripeSecretName(props.stage)] : [])].forEach(
      (name, index) => {
        Secret.fromSecretNameV2(this, `Secret${index}`, name).grantRead(this.role);
      },
    );
  }

  /** Object access under the media bucket's two prefixes only; no listing, no bucket settings. */
  private grantMedia(bucket: IBucket | undefined, stage: string): void {
    if (!bucket) throw new Error('A group with `media` needs the media bucket');
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: [bucket.arnForObjects('quarantine/*')],
      }),
    );
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: [bucket.arnForObjects('uploads/*')],
      }),
    );
    for (const prefix of ['quarantine', 'uploads']) {
      Validations.of(this.role).acknowledge({
        // cdk-nag names the resource with the bucket name's tokens spelled out (see data-stack.ts mediaBucketName).
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cq-${stage}-media-<AWS::AccountId>-<AWS::Region>/${prefix}/*]`,
        reason:
          'Object keys under the media bucket are made per upload (quarantine/<id>, uploads/<id>.<ext>): the grant ' +
          'is limited to that prefix of that one bucket, with object actions only.',
      });
    }
  }

  /** Object access under the media bucket's private `evidence/` prefix only (never `uploads/`, which is public). */
  private grantEvidence(bucket: IBucket | undefined, stage: string): void {
    if (!bucket) throw new Error('A group with `evidence` needs the media bucket');
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: [bucket.arnForObjects('evidence/*')],
      }),
    );
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cq-${stage}-media-<AWS::AccountId>-<AWS::Region>/evidence/*]`,
      reason:
        'Evidence keys are made per upload (evidence/quarantine/<id>, evidence/files/<id>): the grant is limited ' +
        'to that private prefix of that one bucket, with object actions only.',
    });
  }

  /** PITR's state on the product table only, and the link to the error-rate dashboard (admin stats). */
  private grantBackups(table: ITable, stage: string): void {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:DescribeContinuousBackups'], resources: [table.tableArn] }),
    );
    const region = Stack.of(this).region;
    this.function.addEnvironment(
      'ERROR_DASHBOARD_URL',
      `https://${region}.console.aws.amazon.com/cloudwatch/home?region=${region}#dashboards/dashboard/${errorDashboardName(stage)}`,
    );
  }

  /**
   * Item actions on the product table and its indexes, limited by `dynamodb:LeadingKeys` to the group's key
   * families. No Scan (a Scan names no partition, and `ForAllValues` holds for an empty set of keys, so the
   * condition could not limit it) and no stream or table-description actions: no request path needs them.
   * Transactions and batches need no action of their own: DynamoDB authorizes each item of a TransactWriteItems
   * as its PutItem/UpdateItem/DeleteItem/ConditionCheckItem, and a batch's keys all count as leading keys.
   */
  private grantTable(table: ITable, settings: GroupSettings): void {
    if (settings.table === 'none') return;
    if (settings.keys.length === 0) throw new Error('A group with table access needs its key families (`keys`)');
    const resources = [table.tableArn, `${table.tableArn}/index/*`];
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: settings.table === 'read' ? [...TABLE_READS] : [...TABLE_READS, ...TABLE_WRITES],
        resources,
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeys(settings.keys) } },
      }),
    );
    if (!settings.writesTrail) {
      // Even a group that reads trails (the bell, the dashboard) never extends or rewrites one.
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: [...TABLE_WRITES],
          resources,
          conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [...TRAIL_KEYS] } },
        }),
      );
    }
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:dynamodb:<AWS::Region>:<AWS::AccountId>:table/${table.tableName}/index/*]`,
      reason:
        "Query on the table's global secondary indexes (GSI1, GSI2 from the shared TABLE description): index ARNs are " +
        "table/<name>/index/<index>, granted for this one table only and limited to the group's partition keys.",
    });
  }

  private grantMail(mailFrom: string): void {
    const stack = Stack.of(this);
    const address = mailAddress(mailFrom);
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

  private grantBedrock(modelId: string): void {
    const modelArn = modelId.startsWith('arn:')
      ? modelId
      : // Foundation model ARNs have no account: arn:<partition>:bedrock:<region>::foundation-model/<id>.
        Stack.of(this).formatArn({
          service: 'bedrock',
          account: '',
          resource: 'foundation-model',
          resourceName: modelId,
        });
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [modelArn] }));
  }
}
