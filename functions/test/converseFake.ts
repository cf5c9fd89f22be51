import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

/** One request the fake received: the model id from the path and the Converse body. */
export interface ConverseCall {
  modelId: string;
  body: {
    modelId?: string;
    system?: Array<{ text: string }>;
    messages?: Array<{ role: string; content: Array<{ text?: string }> }>;
    inferenceConfig?: { maxTokens?: number; temperature?: number };
  };
  authorization: string | undefined;
}

/** What the fake answers: a model reply text, a service error, or a hang (for timeouts). */
export type ConverseReply =
  { text: string; stopReason?: string } | { error: string; status: number; message?: string } | { hang: true };

/**
 * A local HTTP fake of the Bedrock Runtime Converse endpoint (`POST /model/{modelId}/converse`), for the real
 * SDK client pointed at it with `endpoint`. It speaks HTTP/2 (cleartext), as the Bedrock Runtime client's default
 * request handler does. Replies come from `reply(call)`; errors use the service's wire
 * format (status and `x-amzn-errortype`), so the SDK raises its own exception types and applies its own retries.
 */
export async function startConverseFake(reply: (call: ConverseCall) => ConverseReply) {
  const calls: ConverseCall[] = [];
  const sessions = new Set<http2.ServerHttp2Session>();
  const server = http2.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const match = /^\/model\/([^/]+)\/converse$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'UnknownOperationException' });
        res.end(JSON.stringify({ message: `No route ${req.method} ${req.url}` }));
        return;
      }
      const call: ConverseCall = {
        modelId: decodeURIComponent(match[1]!),
        body: JSON.parse(raw || '{}') as ConverseCall['body'],
        authorization: req.headers.authorization,
      };
      calls.push(call);
      const answer = reply(call);
      if ('hang' in answer) return; // never answers: the client's timeout must fire
      if ('error' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json', 'x-amzn-errortype': answer.error });
        res.end(JSON.stringify({ message: answer.message ?? answer.error }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          output: { message: { role: 'assistant', content: [{ text: answer.text }] } },
          stopReason: answer.stopReason ?? 'end_turn',
          usage: { inputTokens: 100, outputTokens: 50, totalTokens: 150 },
          metrics: { latencyMs: 5 },
        }),
      );
    });
  });
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A model reply in the JSON shape Quala's system prompt asks for. */
export const modelJson = (reply: { grounded: boolean; answer: string; citations?: string[] }) =>
  JSON.stringify({ citations: [], ...reply });

/** Credentials for the SDK's signer; the fake does not check them. */
export const FAKE_CREDENTIALS = { accessKeyId: 'AKIDFAKEQUALA', secretAccessKey: 'fake-secret' };
