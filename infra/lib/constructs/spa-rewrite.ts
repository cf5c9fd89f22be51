import { prerenderedFile, SITEMAP_PATHS, SPA_SHELL_FILE } from '@cq/shared/publicPages';
import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/** Prerendered public paths and their files, embedded into the function at synth (shared/src/publicPages.ts). */
const PRERENDERED: Record<string, string> = Object.fromEntries(SITEMAP_PATHS.map((p) => [p, prerenderedFile(p)]));

/**
 * Viewer-request function for the SPA behaviour only: a prerendered public page (`/careers`, `/careers/`) is
 * served its own `<path>/index.html`; any other path whose last segment has no file extension is a
 * client-side route and is served the SPA shell (/spa.html). Files (/assets/x.js, /config.json) pass through
 * untouched, and /api/* never reaches this function (its own behaviour), so API errors keep their status and
 * body. This is used instead of distribution-wide 403/404 error responses, which would also rewrite API errors.
 */
export const SPA_REWRITE_CODE = `
var PRERENDERED = ${JSON.stringify(PRERENDERED)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (Object.prototype.hasOwnProperty.call(PRERENDERED, page)) {
    request.uri = PRERENDERED[page];
    return request;
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/${SPA_SHELL_FILE}';
  }
  return request;
}
`.trim();

export class SpaRewrite extends Construct {
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      comment: 'Serve prerendered pages and the SPA shell for client routes',
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });
  }
}
