import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { groupHandlerFile, groups } from '@cq/shared';
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
  // The local server imports a group's handler on its first request, as a cold Lambda would. The run's first
  // signed-in page asks several groups at once while both workers start: import them all now, in this process
  // (the server's module cache), so no test waits on a cold import (a CI run saw the first dashboard stay on
  // "Loading…" past its 10 s).
  await Promise.all(
    groups().map((group) => import(pathToFileURL(path.join(ROOT, 'functions', 'src', groupHandlerFile(group))).href)),
  );
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_DYNAMODB_ENDPOINT = process.env.DYNAMODB_ENDPOINT;
  process.env.E2E_TABLE_NAME = process.env.TABLE_NAME;
  return () => stack.stop();
}
