import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/**
 * Viewer-request function for the SPA behaviour only: a path whose last segment has no file extension is a
 * client-side route and is served /index.html. Files (/assets/x.js, /config.json) pass through untouched, and
 * /api/* never reaches this function (its own behaviour), so API errors keep their status and body. This is
 * used instead of distribution-wide 403/404 error responses, which would also rewrite API errors.
 */
export const SPA_REWRITE_CODE = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`.trim();

export class SpaRewrite extends Construct {
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      comment: 'Serve /index.html for SPA routes',
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });
  }
}
