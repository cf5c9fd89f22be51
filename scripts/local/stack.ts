import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { WebRuntimeConfig } from '@cq/shared';
import { acquireLock } from './lock';
import { assertPortFree, freePort } from './ports';
import { childPids, javaAvailable, stopChildren } from './processes';
import { dynamoClient, ensureTable, launchDynamo, type LocalCredentials } from './dynamo';
import { devServerOptions } from './devServer';
import { cognitoClient, ensureAccounts, ensurePool, LOCAL_CODE, SEED_ACCOUNTS, startCognito } from './cognito';
import { createTokenVerifier } from './jwt';
import { createApiServer, type ApiServerOptions } from './server';
import { seedData } from './seed';
import { snapshotLocalData } from './snapshot';
import { startPeriodicJob } from './periodicJob';
import { startTrailAnchors } from './trailAnchors';
import { sendAuditReminders } from '../../functions/src/jobs/auditReminders';
import { handler as profileAtSignUp } from '../../functions/src/jobs/profileAtSignUp';
import { sendCapaReminders } from '../../functions/src/jobs/capaReminders';
import { sendResponseReminders } from '../../functions/src/jobs/responseReminders';
import { sendBriefingDigests } from '../../functions/src/jobs/briefingDigest';
import { startWebhookWorker } from './webhookWorker';
import { startStripeStandIn, type StripeStandIn } from './stripe/server';
import { stripeWebhookSecret } from './stripe/secret';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const TABLE_NAME = 'clarity';

export interface StackOptions {
  /** Port of the one origin (web + API). 0 picks a free one. */
  port: number;
  /** Folder for persistent data; null uses a throwaway folder (tests). */
  dataDir: string | null;
  web: 'dev' | 'dist';
  /** The built SPA to serve in `dist` mode (default web/dist). */
  distDir?: string;
  quiet?: boolean;
}

export interface RunningStack {
  url: string;
  port: number;
  dataDir: string;
  accounts: typeof SEED_ACCOUNTS;
  confirmationCode: string;
  /** DynamoDB Local and the key its data file is opened with (per install; shared for throwaway data). */
  dynamo: { endpoint: string; credentials: LocalCredentials };
  stop: () => Promise<void>;
}

/** Starts DynamoDB Local, cognito-local and the local API/web server: the whole product on one machine. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  if (!javaAvailable()) {
    throw new Error(
      'Java 17 or newer is required for DynamoDB Local: install it (e.g. apt-get install openjdk-17-jre-headless).',
    );
  }
  const distDir = options.distDir ?? path.join(ROOT, 'web', 'dist');
  if (options.web === 'dist' && !fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${path.relative(ROOT, distDir)} is missing: build the web app first (npm run build:web).`);
  }
  const throwaway = options.dataDir === null;
  const dataDir = path.resolve(options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'clarity-stack-')));
  // A fixed origin port gets fixed neighbours, so tokens (whose issuer names cognito-local's port) stay
  // valid across restarts; tests ask for port 0 and get free ports throughout.
  const fixed = options.port !== 0;
  const port = fixed ? options.port : await freePort();
  const dynamoPort = fixed ? Number(process.env.DYNAMODB_PORT ?? port + 1) : await freePort();
  const cognitoPort = fixed ? Number(process.env.COGNITO_PORT ?? port + 2) : await freePort();
  const stripePort = fixed ? Number(process.env.STRIPE_STAND_IN_PORT ?? port + 3) : await freePort();
  await assertPortFree(port, 'web and API');
  await assertPortFree(dynamoPort, 'DynamoDB Local');
  await assertPortFree(cognitoPort, 'cognito-local');
  await assertPortFree(stripePort, 'the Stripe stand-in');
  const lock = acquireLock(dataDir);
  let server: Server | undefined;
  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups) await cleanup();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server?.closeAllConnections();
    await stopChildren();
    lock.release();
    if (throwaway) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const quiet = options.quiet ?? false;
    // Before DynamoDB Local opens its files: a consistent copy, the local stand-in for the table's backups.
    const snapshotsDir = path.join(dataDir, 'snapshots');
    if (!throwaway) snapshotLocalData(path.join(dataDir, 'dynamodb'), snapshotsDir);
    const [dynamo, cognitoUrl] = await Promise.all([
      // Throwaway data (e2e, tests) stays in the shared database the e2e helpers read with the well-known key.
      launchDynamo(dynamoPort, path.join(dataDir, 'dynamodb'), quiet, { shared: throwaway }),
      startCognito(cognitoPort, path.join(dataDir, 'cognito'), quiet),
    ]);
    const dynamoUrl = dynamo.endpoint;
    lock.update(childPids());
    await ensureTable(dynamoClient(dynamoUrl, dynamo.credentials), TABLE_NAME);
    const idp = cognitoClient(cognitoUrl);
    const pool = await ensurePool(idp, path.join(dataDir, 'cognito'));
    await ensureAccounts(idp, pool);

    const url = `http://127.0.0.1:${port}`;
    // Stripe cannot be reached from here: the stand-in answers the SDK and sends signed events to our webhook.
    const webhookSecret = stripeWebhookSecret(path.join(dataDir, 'stripe'));
    const stripe: StripeStandIn = await startStripeStandIn({
      port: stripePort,
      dataDir: path.join(dataDir, 'stripe'),
      siteUrl: () => url,
      webhookSecret,
      log: (line) => {
        if (!quiet) console.log(line);
      },
    });
    cleanups.push(() => stripe.stop());
    Object.assign(process.env, {
      STRIPE_API_BASE: stripe.url,
      // Any sk_test_ key opens the stand-in; it is not a secret and never reaches Stripe.
      STRIPE_SECRET_KEY: 'sk_test_local_stand_in',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      AWS_REGION: 'us-east-1',
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamoUrl,
      DYNAMODB_ACCESS_KEY_ID: dynamo.credentials.accessKeyId,
      DYNAMODB_SECRET_ACCESS_KEY: dynamo.credentials.secretAccessKey,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      COGNITO_ENDPOINT: cognitoUrl,
      SITE_URL: url,
      STAGE: 'local',
      MAIL_TRANSPORT: 'outbox',
      LOG_LEVEL: process.env.LOG_LEVEL ?? (quiet ? 'ERROR' : 'INFO'),
      // The admin dashboard's last backup (functions/src/data/ops/backups.ts); throwaway stacks keep no snapshots.
      LOCAL_SNAPSHOT_DIR: throwaway ? '' : snapshotsDir,
      // The media bucket's stand-in: uploads and published images under the data folder.
      MEDIA_DIR: path.join(dataDir, 'media'),
      // Webhook receivers on this machine (http://127.0.0.1:…): the local config's allowance, never the cloud's.
      WEBHOOK_ALLOW_LOOPBACK: '1',
    });
    await seedData();
    // A throwaway stack (tests) keeps no trail worth anchoring.
    if (!throwaway) {
      const anchors = startTrailAnchors(path.join(dataDir, 'trail-anchors'), (line) => {
        if (!quiet) console.log(line);
      });
      cleanups.push(() => anchors.stop());
      // The cloud's daily reminder run (06:00 UTC), hourly here: a reminder is claimed once, so reruns send nothing.
      const reminders = startPeriodicJob(
        60 * 60 * 1000,
        async () => {
          const { sent } = await sendAuditReminders();
          // The auditees' response reminders ride on the audit reminders' run, as in the cloud's handler.
          const responses = await sendResponseReminders();
          // CAPA reminders and capa.overdue (issue 20) ride the same schedule, as in the cloud.
          const capa = await sendCapaReminders();
          // So does the weekly briefings digest (issue 22): one per subscriber and ISO week, however often it runs.
          const digests = await sendBriefingDigests();
          const lines = [
            ...(sent ? [`⏰ Audit reminders: ${sent} mailed (see the outbox above)`] : []),
            ...(responses.sent ? [`⏰ Response reminders: ${responses.sent} mailed to auditees`] : []),
            ...(capa.sent || capa.events ? [`⏰ CAPA reminders: ${capa.sent} mailed, ${capa.events} overdue`] : []),
            ...(digests.sent ? [`⏰ Briefings digest: ${digests.sent} mailed`] : []),
          ];
          return lines.length ? lines.join('\n') : null;
        },
        (line) => {
          if (!quiet) console.log(line.startsWith('✗') ? `⏰ Audit reminders failed: ${line.slice(2)}` : line);
        },
      );
      cleanups.push(() => reminders.stop());
    }

    // Throwaway stacks too: e2e tests register a receiver and wait for its deliveries.
    const webhooks = startWebhookWorker((line) => {
      if (!quiet) console.log(line);
    });
    cleanups.push(() => webhooks.stop());

    const webConfig: WebRuntimeConfig = {
      siteUrl: url,
      stage: 'local',
      payments: { provider: 'local' },
      auth: {
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        userPoolEndpoint: `${url}/cognito/`,
      },
    };
    const opts: ApiServerOptions = {
      root: ROOT,
      webConfig,
      cognito: {
        url: cognitoUrl,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        confirmationCode: LOCAL_CODE,
        // Printed like the outbox's mail: the local developer reads it in the console.
        log: (line) => {
          if ((process.env.LOG_LEVEL ?? '').toUpperCase() !== 'SILENT') console.log(line);
        },
        postConfirmation: profileAtSignUp,
      },
      verifyToken: await createTokenVerifier(`${cognitoUrl}/${pool.userPoolId}`, pool.userPoolClientId),
      web: { mode: 'dist' },
      stripeStandIn: stripe.url,
      distDir,
    };
    server = createApiServer(opts);
    if (options.web === 'dev') {
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: path.join(ROOT, 'web', 'vite.config.ts'),
        root: path.join(ROOT, 'web'),
        // HMR's WebSocket shares the one origin's server (`server.ws`; `server.hmr.server` is deprecated).
        server: { middlewareMode: true, ws: { server }, ...devServerOptions(url) },
        appType: 'spa',
        logLevel: quiet ? 'error' : 'info',
      });
      opts.web = { mode: 'dev', middleware: vite.middlewares };
      cleanups.push(() => vite.close());
    }
    await listen(server, port);
    return {
      url,
      port,
      dataDir,
      accounts: SEED_ACCOUNTS,
      confirmationCode: LOCAL_CODE,
      dynamo: { endpoint: dynamoUrl, credentials: dynamo.credentials },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}
