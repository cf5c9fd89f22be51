import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as Lambda } from 'aws-cdk-lib/aws-lambda';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { jobFunction, jobRoleAndLogs } from './scheduled-job';

/** The attributes the job reads from the table: a head's keys, record, sequence number and hash. */
export const ANCHOR_READ_ATTRIBUTES = ['PK', 'SK', 'entityType', 'entityId', 'seq', 'hash'];

/** 00:30 UTC: just after the UTC day the anchor is named after begins, so each day's anchor closes the one before. */
export const ANCHOR_SCHEDULE = { minute: '30', hour: '0' } as const;

export interface TrailAnchorJobProps {
  readonly table: ITable;
  /** The anchor bucket, made in the same stack (its logical id names the acknowledged grant). */
  readonly bucket: Bucket;
  /** functions/src, where `jobs/trailAnchor.ts` lives. */
  readonly functionsDir: string;
}

/**
 * The daily trail anchor: an EventBridge schedule runs a small Lambda (functions/src/jobs/trailAnchor.ts) that
 * Scans the chain heads out of the table and writes `anchors/<day>.json` into the Object Lock bucket. Its role
 * can read only the heads' own attributes (no record content) and can only add objects under `anchors/`.
 */
export class TrailAnchorJob extends Construct {
  readonly function: Lambda;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: TrailAnchorJobProps) {
    super(scope, id);
    const { role, logGroup } = jobRoleAndLogs(this, 'Runs the daily trail anchor job');
    // A Scan names no partition, so LeadingKeys cannot narrow it; the attribute condition can: only the head
    // fields, asked for by name (Select SPECIFIC_ATTRIBUTES), never a whole item.
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Scan'],
        resources: [props.table.tableArn],
        conditions: {
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': ANCHOR_READ_ATTRIBUTES },
          StringEquals: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
        },
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:PutObject'], resources: [props.bucket.arnForObjects('anchors/*')] }),
    );
    const bucketId = Stack.of(this).getLogicalId(props.bucket.node.defaultChild as CfnBucket);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/anchors/*]`,
      reason:
        'The anchor objects are named per day (anchors/<yyyy-mm-dd>.json): PutObject only, under that prefix of the ' +
        'one anchor bucket, whose Object Lock makes every written version immutable.',
    });

    this.function = jobFunction(this, {
      functionsDir: props.functionsDir,
      file: 'trailAnchor.ts',
      description: 'Daily trail anchor: chain heads into the Object Lock bucket',
      // A Scan of the whole table (paged): minutes on a large table, far from the request path.
      timeout: Duration.minutes(10),
      role,
      logGroup,
      environment: {
        TABLE_NAME: props.table.tableName,
        ANCHOR_BUCKET: props.bucket.bucketName,
        POWERTOOLS_SERVICE_NAME: 'trailAnchor',
      },
    });

    this.rule = new Rule(this, 'Schedule', {
      description: 'Anchors the audit-trail chain heads once a day',
      schedule: Schedule.cron(ANCHOR_SCHEDULE),
      targets: [new LambdaFunction(this.function, { retryAttempts: 2, maxEventAge: Duration.hours(6) })],
    });
  }
}
