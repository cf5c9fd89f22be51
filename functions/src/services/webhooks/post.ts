import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { checkDestination, UnsafeDestinationError, type DestinationRules, type Resolver } from './publicAddress';
import { SIGNATURE_HEADER, signatureHeader } from './signature';

/** A receiver gets this long to answer; a slower one counts as failed and is retried. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What the log keeps of a receiver's error text. */
const ERROR_CHARS = 300;

export interface PostOptions extends DestinationRules {
  secret: string;
  timeoutMs?: number;
  resolve?: Resolver;
  /** The signature's timestamp (tests fix it). */
  now?: Date;
}

export interface PostResult {
  /** The receiver's HTTP status; null when none came. */
  statusCode: number | null;
  /** Why it did not count as delivered (null on a 2xx). */
  error: string | null;
}

/**
 * Connects to the address that was checked and nothing else: the socket's lookup answers with it, so a name
 * that resolves differently a moment later (DNS rebinding) cannot move the connection to an internal address.
 * TLS still verifies the certificate against the URL's host name (the request's `servername`).
 */
const pinnedLookup =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4;
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * One signed delivery: checks the destination at this moment (resolving its name), then POSTs the body to the
 * checked address with `Cq-Signature`. Never throws: a refused destination, a timeout or a connection error is
 * a failed attempt with its reason.
 */
export async function postSigned(url: string, body: string, options: PostOptions): Promise<PostResult> {
  let addresses: string[];
  try {
    addresses = await checkDestination(url, options, options.resolve);
  } catch (error) {
    if (error instanceof UnsafeDestinationError) return { statusCode: null, error: error.message };
    throw error;
  }
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return new Promise<PostResult>((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: pinnedLookup(addresses[0]!),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'ClarityClinicalQA-Webhooks/1',
          [SIGNATURE_HEADER]: signatureHeader(options.secret, body, options.now),
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < ERROR_CHARS) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () => {
          const statusCode = response.statusCode ?? 0;
          const ok = statusCode >= 200 && statusCode < 300;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, ERROR_CHARS);
          resolve({ statusCode, error: ok ? null : `HTTP ${statusCode}${text ? `: ${text}` : ''}` });
        });
        response.on('error', (error) => resolve({ statusCode: response.statusCode ?? null, error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ statusCode: null, error: error.message }));
    request.end(body);
  });
}
