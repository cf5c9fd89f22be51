/**
 * `npm run bench:quala`: Quala's answer quality and speed on the fixed question set
 * (functions/src/quala/knowledge/questions.ts), with the offline engine, through the real `quala` group handler
 * against DynamoDB Local (each answer stored, counted and awarded as in the product). Prints `name: value` lines:
 *
 * - `quala_questions`: the GCP questions asked;
 * - `quala_citation_hit_rate`: the share whose citations include an expected source (goal ≥ 0.8);
 * - `quala_p50_ms` / `quala_p95_ms`: handler latency per question, after a warm-up (goal p50 ≤ 150 ms): the
 *   engine plus the request's DynamoDB round trips (checks, award plan, the one transaction);
 * - `quala_engine_p50_ms`: the offline engine alone (retrieval and composing the answer), same questions;
 * - `quala_off_topic` / `quala_off_topic_refused_rate`: off-topic questions and the share that got the
 *   no-grounded-answer reply (goal 1).
 *
 * Everything runs on a 127.0.0.1 free port, in memory, and is stopped at the end. Questions are spread over
 * several users so the per-user rate limit (10 a minute) does not interfere.
 */
import { randomUUID } from 'node:crypto';
import { findRoute } from '@cq/shared';
import { createOfflineEngine } from '../../functions/src/quala/engines/offline';
import { GCP_QUESTIONS, OFF_TOPIC_QUESTIONS } from '../../functions/src/quala/knowledge/questions';
import { dynamoClient, ensureTable, startDynamo } from '../local/dynamo';
import { apiEvent } from '../local/lambdaEvent';
import { freePort } from '../local/ports';
import { stopChildren } from '../local/processes';

const log = (msg: string) => process.stderr.write(`bench:quala ${msg}\n`);
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

try {
  log('starting DynamoDB Local');
  const endpoint = await startDynamo(await freePort(), null, true);
  const table = `bench_quala_${randomUUID().slice(0, 8)}`;
  await ensureTable(dynamoClient(endpoint), table);
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: endpoint,
    TABLE_NAME: table,
    AWS_REGION: 'us-east-1',
    USER_POOL_ID: 'local_bench',
    USER_POOL_CLIENT_ID: 'bench-client',
    COGNITO_ENDPOINT: 'http://127.0.0.1:9',
    LOG_LEVEL: 'SILENT',
    QUALA_ENGINE: 'offline',
  });
  const { handler } = await import('../../functions/src/quala/handler');
  const match = findRoute('POST', '/api/quala/chat');
  if (!match.route) throw new Error('POST /api/quala/chat is not in the manifest');
  const route = match.route;

  let asked = 0;
  /** One question through the handler as a fresh-enough user (at most 9 questions each). */
  async function ask(prompt: string) {
    const user = `bench-${Math.floor(asked++ / 9)}`;
    const event = apiEvent({
      route,
      path: '/api/quala/chat',
      params: {},
      headers: { 'content-type': 'application/json' },
      rawQuery: '',
      body: JSON.stringify({ prompt }),
      isBase64Encoded: false,
      sourceIp: '127.0.0.1',
      claims: { sub: user, email: `${user}@bench.local`, token_use: 'id' },
    });
    const started = performance.now();
    const result = await handler(event as never, { awsRequestId: randomUUID() } as never);
    const ms = performance.now() - started;
    const body = JSON.parse(result.body ?? '{}') as { grounded?: boolean; citations?: Array<{ id: string }> };
    if (result.statusCode !== 200) throw new Error(`${prompt}: ${result.statusCode} ${result.body}`);
    return { ms, grounded: body.grounded === true, cited: (body.citations ?? []).map((c) => c.id) };
  }

  log('warming up');
  for (const q of GCP_QUESTIONS.slice(0, 3)) await ask(q.question);

  const latencies: number[] = [];
  let hits = 0;
  for (const q of GCP_QUESTIONS) {
    const answer = await ask(q.question);
    latencies.push(answer.ms);
    if (answer.cited.some((id) => q.expected.includes(id))) hits++;
    else log(`miss: "${q.question}" cited [${answer.cited.join(', ')}], expected one of [${q.expected.join(', ')}]`);
  }
  let refused = 0;
  for (const question of OFF_TOPIC_QUESTIONS) {
    const answer = await ask(question);
    if (!answer.grounded && answer.cited.length === 0) refused++;
    else log(`off-topic answered: "${question}" cited [${answer.cited.join(', ')}]`);
  }

  const engine = createOfflineEngine();
  const engineLatencies: number[] = [];
  for (const q of GCP_QUESTIONS) {
    const started = performance.now();
    await engine.answer(q.question);
    engineLatencies.push(performance.now() - started);
  }

  console.log(`quala_questions: ${GCP_QUESTIONS.length}`);
  console.log(`quala_citation_hit_rate: ${(hits / GCP_QUESTIONS.length).toFixed(2)}`);
  console.log(`quala_p50_ms: ${percentile(latencies, 50).toFixed(1)}`);
  console.log(`quala_p95_ms: ${percentile(latencies, 95).toFixed(1)}`);
  console.log(`quala_engine_p50_ms: ${percentile(engineLatencies, 50).toFixed(2)}`);
  console.log(`quala_off_topic: ${OFF_TOPIC_QUESTIONS.length}`);
  console.log(`quala_off_topic_refused_rate: ${(refused / OFF_TOPIC_QUESTIONS.length).toFixed(2)}`);
} finally {
  await stopChildren();
}
