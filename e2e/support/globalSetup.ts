import path from 'node:path';
import { ROOT, startStack } from '../../scripts/local/stack';

/** Starts the whole local stack once for the run; the returned function stops it (and every child). */
export default async function globalSetup() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const stack = await startStack({
    port: 0,
    dataDir: null,
    web: 'dist',
    // E2E_WEB_DIST: a build of one's own (engineers sharing a checkout would otherwise overwrite each other's).
    distDir: process.env.E2E_WEB_DIST ?? path.join(ROOT, 'web', 'dist-e2e'),
    quiet: true,
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_DYNAMODB_ENDPOINT = process.env.DYNAMODB_ENDPOINT;
  process.env.E2E_TABLE_NAME = process.env.TABLE_NAME;
  return () => stack.stop();
}
