import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as Lambda } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { KEY_FAMILIES } from '../table-keys';
import { jobFunction, jobRoleAndLogs } from './scheduled-job';

/** The item actions the worker takes on workspace partitions: read an endpoint, make, move and end deliveries, log. */
export const WEBHOOK_WORKER_ITEM_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
];

export interface WebhookWorkerProps {
  readonly table: ITable;
  /** functions/src, where `jobs/webhookDeliveries.ts` lives. */
  readonly functionsDir: string;
}

/**
 * Webhook deliveries (issue 24): an EventBridge schedule runs the worker Lambda every minute. It Queries GSI1's
 * two queue partitions (`WHNEW`: event batches to fan out, `WHDUE`: deliveries by due time; each run bounded),
 * signs and POSTs each due delivery, logs the attempt and reschedules it with exponential backoff for 24 hours.
 * Its role can Query only those two index partitions and touch items only in workspace partitions (`WS#…`, where
 * endpoints, deliveries and logs live). It runs outside any VPC and refuses private, loopback, link-local and
 * metadata destinations itself, at every delivery (functions/src/services/webhooks/publicAddress.ts).
 */
export class WebhookWorker extends Construct {
  readonly function: Lambda;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: WebhookWorkerProps) {
    super(scope, id);
    const { role, logGroup } = jobRoleAndLogs(this, 'Delivers webhook events');
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.table.tableArn}/index/GSI1`],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [...KEY_FAMILIES.webhookQueue] } },
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: WEBHOOK_WORKER_ITEM_ACTIONS,
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...KEY_FAMILIES.workspace] } },
      }),
    );

    this.function = jobFunction(this, {
      functionsDir: props.functionsDir,
      file: 'webhookDeliveries.ts',
      description: 'Webhook deliveries: signed, SSRF-checked, retried for 24 hours',
      // A run attempts at most 50 deliveries, 5 at a time, each given 10 s: under two minutes.
      timeout: Duration.minutes(3),
      role,
      logGroup,
      environment: { TABLE_NAME: props.table.tableName, POWERTOOLS_SERVICE_NAME: 'webhookDeliveries' },
    });

    this.rule = new Rule(this, 'Schedule', {
      description: 'Delivers due webhook events every minute',
      schedule: Schedule.rate(Duration.minutes(1)),
      // A missed run is simply the next minute's: the queue is in the table, not in the schedule's event.
      targets: [new LambdaFunction(this.function, { retryAttempts: 0 })],
    });
  }
}
