import { Duration, Stack } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/** One year, in seconds, for Strict-Transport-Security. */
export const HSTS_MAX_AGE = Duration.days(365);

/** Stripe.js and its Payment Element (issue 11, /subscribe only): its script, its iframes and its API. */
export const STRIPE_CSP = {
  script: 'https://js.stripe.com https://*.js.stripe.com',
  frame: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
} as const;

/**
 * The Content-Security-Policy of the site. The SPA talks to its own origin (/api, /config.json) and to the
 * Cognito user pool endpoint of the deployment region (Amplify sign-in); /subscribe loads Stripe.js, which
 * draws the card fields in its own iframes and talks to Stripe's API. Nothing else loads from elsewhere.
 */
export function contentSecurityPolicy(region: string, mediaUploadOrigin?: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${STRIPE_CSP.script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // The CMS sends image uploads straight to their presigned URL on the media bucket (S3's regional endpoint).
    `connect-src 'self' https://cognito-idp.${region}.amazonaws.com ${STRIPE_CSP.connect}${mediaUploadOrigin ? ` ${mediaUploadOrigin}` : ''}`,
    `frame-src ${STRIPE_CSP.frame}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** Security headers CloudFront adds to every response (SPA files and /api/* alike). */
export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: { mediaUploadOrigin?: string } = {}) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Clarity Clinical QA security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(Stack.of(this).region, props.mediaUploadOrigin),
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: HSTS_MAX_AGE, includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=()',
            override: true,
          },
          { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
        ],
      },
    });
  }
}
