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
export const spaRewriteCode = (extraPaths: readonly string[] = []) =>
  `
var PRERENDERED = ${JSON.stringify({ ...PRERENDERED, ...Object.fromEntries(extraPaths.map((p) => [p, prerenderedFile(p)])) })};
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

export const SPA_REWRITE_CODE = spaRewriteCode();

export class SpaRewrite extends Construct {
  readonly function: CloudFrontFunction;

  /**
   * `prerenderedPaths`: pages the build prerendered besides the sitemap's (the CMS posts published when the site
   * was built, from web/dist/prerendered-posts.json); they are served their own file like the others.
   */
  constructor(scope: Construct, id: string, props: { prerenderedPaths?: readonly string[] } = {}) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      comment: 'Serve prerendered pages and the SPA shell for client routes',
      code: FunctionCode.fromInline(spaRewriteCode(props.prerenderedPaths)),
      runtime: FunctionRuntime.JS_2_0,
    });
  }
}
