import { Aws, CfnRule, Fn } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface EdgeFirewallProps {
  /** Requests one client IP may make in any 5 minutes before WAF answers 429 (the rate-based rule's limit). */
  readonly ratePerFiveMinutes: number;
  /** Prefix of the CloudWatch metric names WAF publishes. */
  readonly metricPrefix: string;
}

/** The WAF web ACL's rule names, also its CloudWatch metric suffixes. */
export const EDGE_RULES = { perIp: 'PerIpRate', common: 'AwsCommonRules' } as const;

/**
 * AWS WAF in front of CloudFront: a per-IP rate-based rule (one client flooding cannot make a route answer 429 for
 * everyone, as the API stage's shared throttle alone would) and the AWS managed common rule set. A CloudFront web
 * ACL exists only in us-east-1: the stack that holds this asserts its region at deploy time instead of failing
 * halfway.
 */
export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps) {
    super(scope, id);
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${props.metricPrefix}-${name}`,
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('all'),
      customResponseBodies: {
        tooManyRequests: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ error: 'Too many requests from your address. Please wait a few minutes.' }),
        },
      },
      rules: [
        {
          name: EDGE_RULES.perIp,
          priority: 0,
          statement: {
            rateBasedStatement: { aggregateKeyType: 'IP', limit: props.ratePerFiveMinutes, evaluationWindowSec: 300 },
          },
          action: {
            block: { customResponse: { responseCode: 429, customResponseBodyKey: 'tooManyRequests' } },
          },
          visibilityConfig: visibility(EDGE_RULES.perIp),
        },
        {
          name: EDGE_RULES.common,
          priority: 1,
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Its 8 KB body limit would block CMS posts and Stripe's events; every route caps its own body
              // (64 KB, the webhook 512 KB) in the handler chain, so the rule only counts here.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          overrideAction: { none: {} },
          visibilityConfig: visibility(EDGE_RULES.common),
        },
      ],
    });

    new CfnRule(this, 'DeployedInUsEast1', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
          assertDescription:
            'A CloudFront web ACL can only be created in us-east-1: deploy the Web stack there, or turn the firewall off with -c waf=off.',
        },
      ],
    });
  }
}
