import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_MAX_BYTES } from '@cq/shared';
import { mediaStorage } from './mediaStorage';
import { s3Client } from './s3Storage';

/**
 * The cloud media adapter (S3) against the SDK's own client: a middleware at the front of the client's stack
 * records each command and answers it as S3 would, so every call is built, serialized inputs and all, by the real
 * SDK without a network. Presigning is the SDK's too (it signs locally, with the test's placeholder credentials).
 */
const BUCKET = 'media-bucket-test';
const sent: { command: string; input: Record<string, unknown> }[] = [];
let answer: (command: string) => unknown = () => ({});

beforeAll(() => {
  vi.stubEnv('MEDIA_BUCKET', BUCKET);
  vi.stubEnv('AWS_REGION', 'eu-west-2');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret-not-a-key');
});

/** From here on the client's calls are answered by `answer` (presigning needs the stack whole: it goes first). */
function answerS3Calls() {
  if (fakeAdded) return;
  fakeAdded = true;
  s3Client().middlewareStack.add(
    (_next, context) => async (args) => {
      const command = String(context.commandName);
      sent.push({ command, input: args.input as Record<string, unknown> });
      const output = answer(command);
      if (output instanceof Error) throw output;
      return { output: { $metadata: {}, ...(output as object) }, response: {} };
    },
    { step: 'initialize', name: 'fakeS3', priority: 'high' },
  );
}
let fakeAdded = false;

afterAll(() => {
  s3Client().middlewareStack.remove('fakeS3');
  vi.unstubAllEnvs();
});

describe('the S3 media storage (MEDIA_BUCKET set)', () => {
  it('hands the browser a presigned PUT to the quarantine key that signs the exact size and expires', async () => {
    const expiresAt = new Date(Date.now() + 300_000);
    const { url, headers } = await mediaStorage().uploadTarget('0b6f7a52-1c1e-4c5e-9a43-6a1d3b0e2f10', 2048, expiresAt);
    const signed = new URL(url);
    expect(signed.hostname).toBe(`${BUCKET}.s3.eu-west-2.amazonaws.com`);
    expect(signed.pathname).toBe('/quarantine/0b6f7a52-1c1e-4c5e-9a43-6a1d3b0e2f10');
    expect(signed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(signed.searchParams.get('X-Amz-SignedHeaders')!.split(';')).toContain('content-length');
    expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(290);
    expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    expect(headers).toEqual({});
  });

  it('reads at most MEDIA_MAX_BYTES + 1 of an upload, and none when nothing arrived', async () => {
    answerS3Calls();
    sent.length = 0;
    answer = () => ({ Body: { transformToByteArray: async () => new Uint8Array([1, 2, 3]) } });
    expect(await mediaStorage().readUpload('upload-1')).toEqual(Buffer.from([1, 2, 3]));
    expect(sent).toEqual([
      {
        command: 'GetObjectCommand',
        input: { Bucket: BUCKET, Key: 'quarantine/upload-1', Range: `bytes=0-${MEDIA_MAX_BYTES}` },
      },
    ]);
    answer = () => Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
    expect(await mediaStorage().readUpload('upload-2')).toBeNull();
    answer = () => Object.assign(new Error('Access Denied'), { name: 'AccessDenied' });
    await expect(mediaStorage().readUpload('upload-3')).rejects.toThrow('Access Denied');
  });

  it('publishes under uploads/ with its type and a year of caching; an SVG inline, never as an attachment', async () => {
    sent.length = 0;
    answer = () => ({});
    await mediaStorage().publish('logo.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    await mediaStorage().publish('photo.png', Buffer.from([137, 80]), 'image/png');
    expect(sent.map(({ command, input }) => [command, { ...input, Body: String(input.Body) }])).toEqual([
      [
        'PutObjectCommand',
        {
          Bucket: BUCKET,
          Key: 'uploads/logo.svg',
          Body: '<svg/>',
          ContentType: 'image/svg+xml',
          CacheControl: 'public, max-age=31536000, immutable',
          ContentDisposition: 'inline',
        },
      ],
      [
        'PutObjectCommand',
        {
          Bucket: BUCKET,
          Key: 'uploads/photo.png',
          Body: String(Buffer.from([137, 80])),
          ContentType: 'image/png',
          CacheControl: 'public, max-age=31536000, immutable',
        },
      ],
    ]);
  });

  it('discards a quarantined upload and removes a published file by their own keys', async () => {
    sent.length = 0;
    await mediaStorage().discardUpload('upload-9');
    await mediaStorage().removePublished('logo.svg');
    expect(sent).toEqual([
      { command: 'DeleteObjectCommand', input: { Bucket: BUCKET, Key: 'quarantine/upload-9' } },
      { command: 'DeleteObjectCommand', input: { Bucket: BUCKET, Key: 'uploads/logo.svg' } },
    ]);
  });
});
