import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectLockRetention,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE } from '@cq/shared';
import type { DeploymentConfig } from './config';
import { TrailAnchorJob } from './constructs/trail-anchor-job';
import { WebhookWorker } from './constructs/webhook-worker';

export interface DataStackProps extends StackProps {
  readonly config: DeploymentConfig;
}

/**
 * The table's physical name. Fixed so that other stacks (the Lambdas' IAM policies, TABLE_NAME) refer to it by
 * name instead of through a cross-stack reference, and so that the index wildcard in the IAM policy reads
 * plainly (table/<name>/index/*).
 */
export const tableName = (stage: string): string => `cq-${stage}`;

/**
 * The media bucket's physical name, per stage, account and region (bucket names are global). Fixed for the same
 * reason as the table's: the Lambdas' policy and CloudFront's origin name it, not a cross-stack reference.
 */
export const mediaBucketName = (stage: string): string => `cq-${stage}-media-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/** The trail anchor bucket's physical name, per stage, account and region (as the media bucket's). */
export const anchorBucketName = (stage: string): string => `cq-${stage}-trail-anchors-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/**
 * How long each trail anchor stays locked (compliance mode: nobody, the root user included, can shorten it or
 * delete the object before). 25 years: the longest retention our customers' records face — the EU Clinical
 * Trials Regulation (536/2014, Art. 58) keeps a trial master file for at least 25 years after the trial ends —
 * and an anchor is only worth having while the trail it protects is kept. Anchors are a few kB a day.
 */
export const ANCHOR_RETENTION = Duration.days(25 * 366);

/** The one DynamoDB table (single-table design), built from the shared TABLE description. */
export class DataStack extends Stack {
  readonly table: ITable;
  readonly tableName: string;
  /** The CMS's images: uploads land in `quarantine/`, checked images are published to `uploads/` (served by CloudFront). */
  readonly mediaBucket: Bucket;
  /** Write-once copies of the trail's chain heads, one object a day (Object Lock, compliance mode). */
  readonly anchorBucket: Bucket;
  readonly anchorJob: TrailAnchorJob;
  readonly webhookWorker: WebhookWorker;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.tableName = tableName(props.config.stage);

    const table = new Table(this, 'Table', {
      tableName: this.tableName,
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: TABLE.ttlAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      // Regulated records (audit trails) live here: never delete the table with the stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE.globalIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }
    this.table = table;

    this.mediaBucket = new Bucket(this, 'MediaBucket', {
      bucketName: mediaBucketName(props.config.stage),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // The browser PUTs an upload straight to its presigned URL; nothing else crosses origins.
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: [props.config.siteUrl || '*'],
          allowedHeaders: ['content-type'],
          maxAge: 3000,
        },
      ],
      // An upload never completed (or refused and not yet deleted) does not stay.
      lifecycleRules: [
        { prefix: 'quarantine/', expiration: Duration.days(1) },
        // Evidence uploads never completed (issue 19); checked files live under evidence/files/, never expired.
        { prefix: 'evidence/quarantine/', expiration: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudFront (origin access control) may read published images only; never the quarantine, never evidence/. The distribution
    // lives in the web stack, which depends on this one, so the grant names the account rather than its ARN.
    this.mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        resources: [this.mediaBucket.arnForObjects('uploads/*')],
        conditions: { StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );
    Validations.of(this.mediaBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        "Reads are logged by CloudFront's standard logs (the web stack's log bucket); writes come only from the cms " +
        'Lambda (its CloudWatch log) and the presigned PUTs it hands out, each followed by its logged completion.',
    });

    this.anchorBucket = new Bucket(this, 'TrailAnchorBucket', {
      bucketName: anchorBucketName(props.config.stage),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Object Lock needs versioning: an overwrite becomes a new version and the locked one stays.
      versioned: true,
      objectLockEnabled: true,
      objectLockDefaultRetention: ObjectLockRetention.compliance(ANCHOR_RETENTION),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.anchorBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Its one writer is the anchor job (each run logged in its CloudWatch log group) and nothing written can be ' +
        'changed or deleted (Object Lock, compliance mode), so an access log would record nothing that could alter ' +
        'an anchor; reads are the operator running trail:verify with their own, CloudTrail-logged, credentials.',
    });
    this.anchorJob = new TrailAnchorJob(this, 'TrailAnchorJob', {
      table,
      bucket: this.anchorBucket,
      functionsDir: props.config.functionsDir,
    });

    this.webhookWorker = new WebhookWorker(this, 'WebhookWorker', {
      table,
      functionsDir: props.config.functionsDir,
    });

    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
    new CfnOutput(this, 'TrailAnchorBucketName', { value: this.anchorBucket.bucketName });
  }
}
