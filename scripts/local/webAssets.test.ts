import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, serveDist } from './webAssets';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>home</title>');
fs.writeFileSync(path.join(dist, 'spa.html'), '<!doctype html><title>shell</title>');
fs.mkdirSync(path.join(dist, 'careers', 'apply'), { recursive: true });
fs.writeFileSync(path.join(dist, 'careers', 'index.html'), '<!doctype html><title>careers</title>');
fs.writeFileSync(path.join(dist, 'careers', 'apply', 'index.html'), '<!doctype html><title>apply</title>');
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'app.js'), big);

let server: http.Server;
let base = '';

function get(
  pathname: string,
  encoding?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  const serve = serveDist(dist);
  server = http.createServer((req, res) => serve(req, res, new URL(req.url ?? '/', 'http://local')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serveDist', () => {
  it('serves a prerendered page for its path and the SPA shell for other routes', async () => {
    expect((await get('/')).body.toString()).toContain('<title>home</title>');
    expect((await get('/careers')).body.toString()).toContain('<title>careers</title>');
    expect((await get('/careers/')).body.toString()).toContain('<title>careers</title>');
    expect((await get('/careers/apply')).body.toString()).toContain('<title>apply</title>');
    expect((await get('/careers/some-job')).body.toString()).toContain('<title>shell</title>');
    expect((await get('/dashboard')).body.toString()).toContain('<title>shell</title>');
    expect((await get('/missing.js')).status).toBe(404);
  });

  it('compresses text with brotli or gzip as the client allows, and says it varies', async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(big);

    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(big);

    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
  });

  it('picks the encoding from Accept-Encoding', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
