import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  LogQueryWidget,
  Metric,
  SingleValueWidget,
  Stats,
  TextWidget,
  TreatMissingData,
  type IAlarm,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { errorDashboardName, type DeploymentConfig } from './config';
import type { GroupFunction } from './constructs/group-function';

export interface ObservabilityStackProps extends StackProps {
  readonly config: DeploymentConfig;
  readonly httpApi: HttpApi;
  readonly functions: ReadonlyMap<string, GroupFunction>;
}

/** The group whose Lambda receives browser error reports (POST /api/error-logs). */
export const ERROR_LOGS_GROUP = 'errorLogs';
/** Each report is one Powertools JSON line with this message. */
export const CLIENT_ERROR_LOG_PATTERN = '{ $.message = "client_error_log" }';
export const METRIC_NAMESPACE = 'ClarityClinicalQA';

/** Error-log dashboard, API and Lambda health, alarms to an (encrypted) SNS topic. */
export class ObservabilityStack extends Stack {
  readonly dashboard: Dashboard;
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);
    const { config, httpApi, functions } = props;
    const errorLogs = functions.get(ERROR_LOGS_GROUP);
    if (!errorLogs)
      throw new Error(`The route manifest has no "${ERROR_LOGS_GROUP}" group; the error-log dashboard needs it`);

    // CloudWatch alarms can publish to an encrypted topic only with a customer managed key that trusts them.
    const topicKey = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the alarm notification topic',
      enableKeyRotation: true,
    });
    topicKey.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.alarmTopic = new Topic(this, 'AlarmTopic', { masterKey: topicKey, enforceSSL: true });
    if (config.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(config.alarmEmail));
    const action = new SnsAction(this.alarmTopic);

    new MetricFilter(this, 'ClientErrorLogFilter', {
      logGroup: errorLogs.logGroup,
      filterPattern: FilterPattern.literal(CLIENT_ERROR_LOG_PATTERN),
      metricNamespace: METRIC_NAMESPACE,
      metricName: 'ClientErrorLogs',
      metricValue: '1',
    });
    const clientErrors = new Metric({
      namespace: METRIC_NAMESPACE,
      metricName: 'ClientErrorLogs',
      statistic: Stats.SUM,
      period: Duration.minutes(5),
      label: 'Client error reports',
    });
    const fiveMinutes = { period: Duration.minutes(5) };
    const api5xx = httpApi.metricServerError({ ...fiveMinutes, statistic: Stats.SUM, label: '5xx' });
    const api4xx = httpApi.metricClientError({ ...fiveMinutes, statistic: Stats.SUM, label: '4xx' });

    const alarms: IAlarm[] = [];
    const alarm = (alarmId: string, props: ConstructorParameters<typeof Alarm>[2]): Alarm => {
      const created = new Alarm(this, alarmId, {
        treatMissingData: TreatMissingData.NOT_BREACHING,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        ...props,
      });
      created.addAlarmAction(action);
      created.addOkAction(action);
      alarms.push(created);
      return created;
    };

    alarm('ClientErrorLogSpike', {
      alarmDescription: 'Browsers reported many errors (POST /api/error-logs) in 5 minutes',
      metric: clientErrors,
      threshold: 25,
      evaluationPeriods: 1,
    });
    alarm('Api5xx', {
      alarmDescription: 'The HTTP API returned 5xx responses',
      metric: api5xx,
      threshold: 5,
      evaluationPeriods: 1,
    });
    for (const [group, groupFunction] of functions) {
      const fn = groupFunction.function;
      alarm(`${group}Errors`, {
        alarmDescription: `Lambda "${group}" failed invocations (unhandled errors, timeouts)`,
        metric: fn.metricErrors({ ...fiveMinutes, statistic: Stats.SUM }),
        threshold: 1,
        evaluationPeriods: 1,
      });
      alarm(`${group}Throttles`, {
        alarmDescription: `Lambda "${group}" was throttled`,
        metric: fn.metricThrottles({ ...fiveMinutes, statistic: Stats.SUM }),
        threshold: 1,
        evaluationPeriods: 1,
      });
    }

    const perFunction = (pick: (fn: GroupFunction['function']) => Metric, label: string): Metric[] =>
      [...functions].map(([group, gf]) => pick(gf.function).with({ label: `${group} ${label}` }));

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: errorDashboardName(config.stage),
      defaultInterval: Duration.days(1),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: '# Error logs\nReports sent by browsers to `POST /api/error-logs`, then API and Lambda health.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'Client error reports (per 5 min)', left: [clientErrors], width: 16 }),
      new SingleValueWidget({
        title: 'Client error reports (24 h)',
        metrics: [clientErrors.with({ period: Duration.days(1) })],
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new LogQueryWidget({
        title: 'Latest client error reports',
        logGroupNames: [errorLogs.logGroup.logGroupName],
        queryLines: [
          'fields @timestamp, errorLog.error_type, errorLog.error_message, errorLog.page_url, errorLog.component_context',
          'filter message = "client_error_log"',
          'sort @timestamp desc',
          'limit 100',
        ],
        width: 24,
        height: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({ title: 'API 5xx / 4xx', left: [api5xx, api4xx], width: 8 }),
      new GraphWidget({
        title: 'API requests and latency (p90)',
        left: [httpApi.metricCount({ ...fiveMinutes, statistic: Stats.SUM, label: 'requests' })],
        right: [httpApi.metricLatency({ ...fiveMinutes, statistic: Stats.p(90), label: 'latency p90' })],
        width: 8,
      }),
      new GraphWidget({
        title: 'Lambda errors',
        left: perFunction((fn) => fn.metricErrors({ ...fiveMinutes, statistic: Stats.SUM }), 'errors'),
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Lambda throttles',
        left: perFunction((fn) => fn.metricThrottles({ ...fiveMinutes, statistic: Stats.SUM }), 'throttles'),
        width: 8,
      }),
      new GraphWidget({
        title: 'Lambda duration (p95)',
        left: perFunction((fn) => fn.metricDuration({ ...fiveMinutes, statistic: Stats.p(95) }), 'p95'),
        width: 8,
      }),
      new AlarmStatusWidget({ title: 'Alarms', alarms, width: 8 }),
    );

    new CfnOutput(this, 'DashboardName', { value: this.dashboard.dashboardName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
  }
}
