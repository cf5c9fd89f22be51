import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OpenApiDocument } from '@cq/shared/schemas/openapi';
import { pageQuerySchema } from '@cq/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from '@cq/shared/schemas/z';
import { afterAll, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { WEBHOOK_EVENTS } from '@cq/shared/integrations/webhooks';
import { DevelopersPage } from './DevelopersPage';
import { limitsOf, typeLabel } from './jsonSchema';
import { verifySnippet } from './snippets';

const SLOW = { timeout: 5000 };
const errorRef = { $ref: '#/components/responses/Error' };

/** An OpenAPI document in the shape GET /api/openapi.json answers (two groups, a shared parameter and response). */
const doc: OpenApiDocument = {
  openapi: '3.1.1',
  info: { title: 'Clarity Clinical QA API', version: '1.0.0' },
  paths: {
    '/api/health': {
      get: {
        operationId: 'getApiHealth',
        summary: 'GET /api/health',
        description: 'Public: no token needed.',
        tags: ['health'],
        security: [],
        responses: {
          '200': {
            description: 'Success.',
            content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'ok' } } } } },
          },
          default: errorRef,
        },
      },
    },
    '/api/audits': {
      get: {
        operationId: 'getApiAudits',
        summary: 'GET /api/audits',
        description: 'Any signed-in caller. Acts in the workspace X-Workspace-Id names.',
        tags: ['audits'],
        parameters: [
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { $ref: '#/components/parameters/WorkspaceId' },
        ],
        responses: {
          '200': {
            description: 'Success.',
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { id: { type: 'string' }, title: { type: 'string', maxLength: 200 } },
                    required: ['id', 'title'],
                  },
                },
              },
            },
          },
          default: errorRef,
        },
      },
      post: {
        operationId: 'postApiAudits',
        summary: 'POST /api/audits',
        tags: ['audits'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { title: { type: 'string', minLength: 1, maxLength: 200 }, site: { type: 'string' } },
                required: ['title'],
              },
            },
          },
        },
        responses: { '201': { description: 'Success.' }, default: errorRef },
      },
    },
  },
  components: {
    parameters: {
      WorkspaceId: { name: 'X-Workspace-Id', in: 'header', required: false, schema: { type: 'string' } },
    },
    schemas: {
      Error: {
        type: 'object',
        description: 'Every refusal: `error` is a sentence for people.',
        properties: { error: { type: 'string' }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['error'],
      },
    },
    responses: {
      Error: {
        description: 'Any other refusal or failure.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
  },
};

const routes = [{ path: '/developers', element: <DevelopersPage /> }];

describe('/developers', () => {
  it('guides a first call: keys in Settings, the curl sends the bearer token and the workspace', () => {
    stubFetch(() => jsonResponse(doc));
    renderRoutes(routes, '/developers');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Connect your systems to your audit workspace');
    expect(screen.getByText(/a workspace owner or admin creates a key/)).toHaveTextContent(
      'stops at once when revoked or expired',
    );
    for (const link of screen.getAllByRole('link', { name: 'Settings' }))
      expect(link).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('region', { name: 'curl: list audits' })).toHaveTextContent(
      `curl "${window.location.origin}/api/audits?limit=20" \\ -H "Authorization: Bearer $CQ_TOKEN" \\ -H "X-Workspace-Id: $CQ_WORKSPACE_ID"`,
    );
    expect(screen.getByRole('region', { name: 'Node.js: verify a webhook signature' })).toHaveTextContent(
      'timingSafeEqual',
    );
  });

  it('documents webhooks: every event, which are sent, the body, retries and the address check', () => {
    stubFetch(() => jsonResponse(doc));
    renderRoutes(routes, '/developers');
    const section = screen.getByRole('region', { name: 'Events, pushed to your system' });
    for (const event of WEBHOOK_EVENTS) expect(section).toHaveTextContent(event);
    // Every event is sent now (capa.overdue by the daily CAPA job, response.submitted by the auditee portal).
    expect(section).toHaveTextContent('capa.overdue — A CAPA becomes overdue');
    expect(section).toHaveTextContent('response.submitted — An auditee submits a response');
    expect(section).not.toHaveTextContent('not sent yet');
    expect(section).not.toHaveTextContent('coming with API keys');
    const body = JSON.parse(within(section).getByRole('region', { name: 'Example delivery body' }).textContent!);
    expect(Object.keys(body)).toEqual(['id', 'type', 'createdAt', 'workspaceId', 'data']);
    expect(section).toHaveTextContent('for 24 hours');
  });

  it('renders the reference from /api/openapi.json: groups, routes, parameters, bodies and answers', async () => {
    const fetchMock = stubFetch((url) => (url === '/api/openapi.json' ? jsonResponse(doc) : jsonResponse({}, 404)));
    renderRoutes(routes, '/developers');
    const groups = await screen.findByRole('navigation', { name: 'API groups' }, SLOW);
    expect(callsTo(fetchMock, '/api/openapi.json')).toHaveLength(1);
    expect(
      within(groups)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['health', '#api-health'],
      ['audits', '#api-audits'],
    ]);
    const audits = screen.getByRole('region', { name: 'audits' });
    expect(
      within(audits)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('summary')?.textContent),
    ).toEqual(['get/api/audits', 'post/api/audits']);
    expect(within(screen.getByRole('region', { name: 'health' })).getByText('public')).toBeVisible();

    const [list, create] = within(audits).getAllByRole('listitem');
    await userEvent.click(list!.querySelector('summary')!);
    expect(await within(list!).findByRole('heading', { name: 'Parameters' })).toBeVisible();
    expect(list).toHaveTextContent('limitquery · integeroptional≥ 1, ≤ 100');
    // The shared header, resolved from #/components/parameters.
    expect(list).toHaveTextContent('X-Workspace-Idheader · stringoptional');
    expect(list).toHaveTextContent('array of:');
    expect(list).toHaveTextContent('titlestringrequiredat most 200 characters');
    // The shared error answer names the error body, described once above the groups.
    expect(list).toHaveTextContent('default Any other refusal or failure. Body: Error.');
    expect(within(list!).getByRole('link', { name: 'Error' })).toHaveAttribute('href', '#api-error-body');
    const errors = screen.getByRole('region', { name: 'Errors' });
    expect(errors).toHaveTextContent('Every refusal: error is a sentence for people.');
    expect(
      within(errors)
        .getByText(/Every refusal/)
        .querySelector('code'),
    ).toHaveTextContent(/^error$/);
    expect(errors).toHaveTextContent('errorstringrequired');
    expect(errors).toHaveTextContent('fieldsmap of stringoptional');

    await userEvent.click(create!.querySelector('summary')!);
    expect(await within(create!).findByRole('heading', { name: 'Request body (JSON)' })).toBeVisible();
    expect(create).toHaveTextContent('titlestringrequired1–200 characters');
    expect(create).toHaveTextContent('sitestringoptional');
    expect(create).toHaveTextContent('201 Success.');
  });

  it('says where the document is when the reference cannot load', async () => {
    stubFetch((url) =>
      url === '/api/openapi.json'
        ? jsonResponse({ error: 'Something went wrong on our side. Please try again.' }, 500)
        : jsonResponse({ id: 'log_1' }, 202),
    );
    renderRoutes(routes, '/developers');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
  });
});

describe('the webhook snippet, run as a reader would copy it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cq-verify-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the snippet in a plain Node process (not through the test's bundler) on each [header, body, secret]. */
  function verify(cases: [header: string, body: string, secret: string][]): boolean[] {
    writeFileSync(join(dir, 'verify.mjs'), verifySnippet);
    const runner = `import { verifyCqSignature } from ${JSON.stringify(pathToFileURL(join(dir, 'verify.mjs')).href)};
const cases = ${JSON.stringify(cases)};
process.stdout.write(JSON.stringify(cases.map(([h, b, s]) => verifyCqSignature(h, b, s))));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', runner], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    return JSON.parse(run.stdout) as boolean[];
  }
  // The signer as the issue specifies it, written here independently of the snippet.
  const sign = (t: number, body: string, secret: string) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

  it('accepts a fresh, correctly signed body and refuses tampering, another secret, old or malformed headers', () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'audit.created', data: { title: 'Site 12 — ü' } });
    const now = Math.floor(Date.now() / 1000);
    expect(
      verify([
        [sign(now, body, 'whsec_a'), body, 'whsec_a'],
        [sign(now, body, 'whsec_a'), body.replace('12', '13'), 'whsec_a'],
        [sign(now, body, 'whsec_b'), body, 'whsec_a'],
        [sign(now - 301, body, 'whsec_a'), body, 'whsec_a'],
        [`t=${now}`, body, 'whsec_a'],
        [`t=${now},v1=abc`, body, 'whsec_a'],
        ['', body, 'whsec_a'],
      ]),
    ).toEqual([true, false, false, false, false, false, false]);
  });
});

describe('reading JSON Schema', () => {
  it('labels types and limits as zod writes them', () => {
    const query = z.toJSONSchema(pageQuerySchema, { io: 'input' }) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(typeLabel(query.properties.limit!)).toBe('integer');
    expect(limitsOf(query.properties.limit!)).toEqual(['≥ 1', '≤ 100']);
    expect(limitsOf(query.properties.cursor!)).toEqual(['at most 2000 characters']);
    const label = (schema: z.ZodMiniType) => typeLabel(z.toJSONSchema(schema) as Record<string, unknown>);
    expect(label(z.union([z.literal('ok'), z.literal('down')]))).toBe('"ok" or "down"');
    expect(label(z.enum(['a', 'b']))).toBe('"a" | "b"');
    expect(label(z.array(z.object({ a: z.string() })))).toBe('array of object');
    expect(label(z.record(z.string(), z.number()))).toBe('map of number');
    expect(label(z.iso.datetime())).toBe('string (date-time)');
    expect(label(z.nullable(z.string()))).toBe('string or null');
    // zod's int() bounds: not a limit worth showing; a real one is.
    expect(limitsOf(z.toJSONSchema(z.int()) as Record<string, unknown>)).toEqual([]);
    expect(limitsOf(z.toJSONSchema(z.int().check(z.gte(0))) as Record<string, unknown>)).toEqual(['≥ 0']);
    expect(typeLabel({})).toBe('any');
  });
});
