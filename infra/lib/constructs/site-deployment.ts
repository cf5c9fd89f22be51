import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RemovalPolicy, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { WebRuntimeConfig } from '@cq/shared';

export interface SiteDeploymentProps {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** The Vite build output (`web/dist`). */
  readonly webDistDir: string;
  /** Written as /config.json; may contain deploy-time tokens (pool ids, the distribution domain). */
  readonly runtimeConfig: WebRuntimeConfig;
}

/**
 * Uploads the SPA and writes /config.json into the site bucket at deploy time.
 *
 * - Hashed build files (everything but the HTML pages) are cached for a year and never pruned, so a browser
 *   still holding a previous page can load the previous chunks.
 * - The HTML pages (index.html, the SPA shell spa.html and every prerendered `<path>/index.html`) and
 *   config.json are revalidated on every request and invalidated in CloudFront.
 *
 * When `web/dist` does not exist (infra-only checkouts, CI synth before the web build), only /config.json is
 * deployed and the app still synthesizes; deploy after `npm run build:web` to ship the SPA.
 */
export class SiteDeployment extends Construct {
  /** Whether the SPA build was found and is part of this deployment. */
  readonly includesSpa: boolean;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const { bucket, distribution, webDistDir } = props;
    this.includesSpa = existsSync(join(webDistDir, 'index.html'));

    // One role and log group for the (singleton) deployment handler instead of AWS managed policies.
    const logGroup = new LogGroup(this, 'HandlerLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'HandlerRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the SPA build and /config.json into the site bucket',
    });
    logGroup.grantWrite(role);

    const common = { destinationBucket: bucket, role, logGroup, memoryLimit: 512, prune: false } as const;
    const config = Source.jsonData('config.json', props.runtimeConfig);

    let assets: BucketDeployment | undefined;
    if (this.includesSpa) {
      assets = new BucketDeployment(this, 'Assets', {
        ...common,
        sources: [Source.asset(webDistDir)],
        exclude: ['*.html', 'config.json'],
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      });
    }
    const entry = new BucketDeployment(this, 'EntryAndConfig', {
      ...common,
      sources: this.includesSpa ? [Source.asset(webDistDir), config] : [config],
      exclude: ['*'],
      // `*` crosses folders in these (aws s3 sync) filters: every prerendered page is included.
      include: this.includesSpa ? ['*.html', 'config.json'] : ['config.json'],
      cacheControl: [CacheControl.noCache()],
      distribution,
      // The pages are served under their extensionless paths too (/careers -> /careers/index.html).
      distributionPaths: this.includesSpa ? ['/*'] : ['/config.json'],
    });
    // A page must never point at chunks that are not uploaded yet.
    if (assets) entry.node.addDependency(assets);

    acknowledgeDeploymentHandler(this, role, bucket);
  }
}

/**
 * The deployment handler is aws-cdk-lib's own (a Python Lambda with the AWS CLI layer); its grants come from
 * BucketDeployment and cannot be narrowed from here. Each wildcard is acknowledged individually.
 */
function acknowledgeDeploymentHandler(scope: Construct, role: Role, bucket: IBucket): void {
  const stack = Stack.of(scope);
  const bucketLogicalId = stack.resolve(stack.getLogicalId(bucket.node.defaultChild as CfnElement)) as string;
  const assetBucket = 'arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*';
  const findings: Record<string, string> = {
    'Action::s3:GetBucket*': 'Read bucket metadata of the CDK asset bucket and the site bucket while syncing.',
    'Action::s3:GetObject*':
      'Read the uploaded build zip from the CDK asset bucket and compare objects in the site bucket.',
    'Action::s3:List*': 'List the site bucket to sync (aws s3 sync) the build into it.',
    'Action::s3:Abort*': 'Abort multipart uploads of large build files into the site bucket.',
    'Action::s3:DeleteObject*':
      'Replace objects in the site bucket (prune is off, so only overwritten keys are affected).',
    [`Resource::${assetBucket}`]: 'Objects of the CDK bootstrap asset bucket, where the build zip is staged.',
    [`Resource::<${bucketLogicalId}.Arn>/*`]: 'Objects of the site bucket, the deployment target.',
    'Resource::*':
      'cloudfront:CreateInvalidation/GetInvalidation as granted by BucketDeployment to invalidate the HTML pages and config.json.',
  };
  for (const [finding, reason] of Object.entries(findings)) {
    Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }

  // The singleton handler function lives at stack level, named after BucketDeployment's fixed UUID.
  for (const child of stack.node.children) {
    if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
      Validations.of(child).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          'The BucketDeployment handler is provided by aws-cdk-lib with a pinned Python runtime that cannot be configured; it runs only at deploy time.',
      });
    }
  }
}
