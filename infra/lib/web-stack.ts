import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebRuntimeConfig } from '@cq/shared';
import type { DeploymentConfig } from './config';
import { mediaBucketName } from './data-stack';
import { EdgeFirewall } from './constructs/edge-firewall';
import { SecurityHeaders } from './constructs/security-headers';
import { SiteDeployment } from './constructs/site-deployment';
import { SpaRewrite } from './constructs/spa-rewrite';

export interface WebStackProps extends StackProps {
  readonly config: DeploymentConfig;
  readonly httpApi: IHttpApi;
  /** Sent to the API origin so the handlers know a request came through CloudFront. */
  readonly originVerifySecret: ISecret;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/**
 * The post pages the web build prerendered (web/prerender.ts writes their list), so CloudFront serves them their
 * own file; none when the build has no list (no POSTS_API_ORIGIN) or there is no build.
 */
export function prerenderedPosts(webDistDir: string): string[] {
  const file = join(webDistDir, 'prerendered-posts.json');
  if (!existsSync(file)) return [];
  const paths: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(paths)) throw new Error(`${file}: expected a list of paths`);
  return paths.map((p) => {
    if (typeof p !== 'string' || !/^\/insights\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(p)) {
      throw new Error(`${file}: not a post path: ${String(p)}`);
    }
    return p;
  });
}

/** S3 + CloudFront: the SPA on the default behaviour, the HTTP API under /api/* on the same domain. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  readonly logBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config, httpApi } = props;

    // Receives S3 server access logs and CloudFront standard logs (the latter still writes with ACLs).
    this.logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket itself; logging it into itself would loop and logging it elsewhere only moves the problem.',
    });

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/site/',
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const headers = new SecurityHeaders(this, 'SecurityHeaders', {
      // The presigned upload URLs the cms group hands out (virtual-hosted style on the regional endpoint).
      mediaUploadOrigin: `https://${mediaBucketName(config.stage)}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`,
    });
    const spaRewrite = new SpaRewrite(this, 'SpaRewrite', { prerenderedPaths: prerenderedPosts(config.webDistDir) });
    const apiOrigin = new HttpOrigin(`${httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { 'x-origin-verify': props.originVerifySecret.secretValue.unsafeUnwrap() },
    });

    const firewall = config.waf
      ? new EdgeFirewall(this, 'EdgeFirewall', {
          ratePerFiveMinutes: config.wafRateLimit,
          metricPrefix: `cq-${config.stage}`,
        })
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Clarity Clinical QA (${config.stage})`,
      ...(firewall ? { webAclId: firewall.webAcl.attrArn } : {}),
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers.policy,
        compress: true,
        functionAssociations: [{ function: spaRewrite.function, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Published CMS images (the bucket's policy lets CloudFront read uploads/ only, never the quarantine).
        '/uploads/*': {
          origin: S3BucketOrigin.withOriginAccessControl(
            Bucket.fromBucketName(this, 'MediaBucket', mediaBucketName(config.stage)),
          ),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers.policy,
          compress: true,
        },
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers.policy,
          compress: true,
        },
      },
      // No errorResponses on purpose: a distribution-wide 403/404 -> /index.html would also swallow API errors.
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(config.domainName && config.certificateArn
        ? {
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            domainNames: [config.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
          }
        : {}),
    });

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: the public site serves sponsors and sites wherever they are; the service area is a business statement, not an access rule.',
    });
    if (!firewall) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'WAF turned off by the deployment (-c waf=off): the API stage and its routes are throttled and public POSTs are rate-limited per client in the handlers.',
      });
    }
    if (!config.domainName) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves the default *.cloudfront.net certificate, whose TLS policy cannot be changed. Setting the domainName and certificateArn context enables TLSv1.2_2021 as the minimum.',
      });
    }

    const siteUrl = config.siteUrl || `https://${this.distribution.distributionDomainName}`;
    const runtimeConfig: WebRuntimeConfig = {
      siteUrl,
      auth: { userPoolId: props.userPool.userPoolId, userPoolClientId: props.userPoolClient.userPoolClientId },
      stage: config.stage,
      payments: config.stripePublishableKey
        ? { provider: 'stripe', publishableKey: config.stripePublishableKey }
        : { provider: 'none' },
    };
    new SiteDeployment(this, 'SiteDeployment', {
      bucket: this.siteBucket,
      distribution: this.distribution,
      webDistDir: config.webDistDir,
      runtimeConfig,
    });

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
  }
}
