import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteDef } from '@cq/shared';
import type { OpenApiDocument, OpenApiOperation } from '@cq/shared/schemas/openapi';
import { invoke, useTestTable } from '../../test/harness';
import { openApiDocument } from './openapi';

useTestTable();

const all: readonly RouteDef[] = routes;
const operationOf = (doc: OpenApiDocument, route: RouteDef): OpenApiOperation | undefined =>
  doc.paths[route.path]?.[route.method.toLowerCase()];

async function served(): Promise<OpenApiDocument> {
  const res = await invoke('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return res.json as OpenApiDocument;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, public, built once per Lambda', async () => {
    const doc = await served();
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(openApiDocument()).toBe(openApiDocument());
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('describes every route of the manifest, and nothing else', async () => {
    const doc = await served();
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${p}`),
    );
    expect(documented.sort()).toEqual(all.map(routeKey).sort());
    for (const route of all) expect(operationOf(doc, route)?.summary).toBe(routeKey(route));
  });

  it('marks public routes as needing no token and the others as needing the bearer token', async () => {
    const doc = await served();
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringContaining('API key (`cq_…`'),
    });
    for (const route of all) {
      const op = operationOf(doc, route)!;
      if (route.access === 'public') expect(op.security, routeKey(route)).toEqual([]);
      else {
        expect(op.security, routeKey(route)).toBeUndefined();
        expect(op.responses['401'], routeKey(route)).toEqual({ $ref: '#/components/responses/Unauthorized' });
      }
    }
  });

  it('takes X-Workspace-Id on owned routes whose workspace is not in the path', async () => {
    const doc = await served();
    expect(doc.components.parameters?.WorkspaceId).toMatchObject({ name: 'X-Workspace-Id', in: 'header' });
    const header = { $ref: '#/components/parameters/WorkspaceId' };
    for (const route of all) {
      const takesHeader = operationOf(doc, route)!.parameters?.some((p) => '$ref' in p && p.$ref === header.$ref);
      expect(takesHeader ?? false, routeKey(route)).toBe(Boolean(route.needs && !route.workspaceParam));
    }
  });

  it('names each route parameter, the query and the body from the contract', async () => {
    const doc = await served();
    const paramNames = (op: OpenApiOperation, where: string) =>
      (op.parameters ?? []).flatMap((p) => ('in' in p && p.in === where ? [p.name] : []));
    for (const route of all) {
      const op = operationOf(doc, route)!;
      const inPath = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect(paramNames(op, 'path').sort(), routeKey(route)).toEqual(inPath.sort());
    }
    const audits = doc.paths['/api/audits']!;
    expect(paramNames(audits.get!, 'query').sort()).toEqual(['assignedTo', 'cursor', 'limit']);
    expect(audits.get!.responses['200']).toMatchObject({
      headers: { 'x-next-cursor': { schema: { type: 'string' } } },
      content: { 'application/json': { schema: { type: 'array' } } },
    });
    expect(audits.post!.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object', required: expect.arrayContaining(['title']) } } },
    });
    expect(audits.post!.responses['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
    expect(doc.paths['/api/login']!.get!.responses['302']).toMatchObject({ headers: { Location: {} } });
  });

  it('describes the error body the API sends ({error, fields?, code?, correlationId?})', async () => {
    const doc = await served();
    expect(doc.components.schemas?.Error).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { type: 'string' }, fields: { type: 'object' }, code: {}, correlationId: {} },
    });
    for (const route of all) {
      expect(operationOf(doc, route)!.responses.default, routeKey(route)).toEqual({
        $ref: '#/components/responses/Error',
      });
    }
    // A refusal as the API sends it.
    const refusal = await invoke('GET', '/api/audits');
    expect(Object.keys(refusal.json as object)).toEqual(['error']);
  });

  it('gives each route the 2xx status the authorization matrix records for its allowed callers', async () => {
    const doc = await served();
    const matrix = fs.readFileSync(path.join(import.meta.dirname, '../../test/authorization-matrix.txt'), 'utf8');
    const rows = matrix
      .split('\n')
      .filter((line) => /^(GET|POST|PUT|PATCH|DELETE) /.test(line))
      .map((line) => line.split(/\s{2,}/));
    // A route without a row yet is the authorization matrix test's to report; every row present is compared here.
    const compared: string[] = [];
    for (const [key, ...cells] of rows) {
      const [method, p] = key!.split(' ');
      const success = cells.filter((c) => /^2\d\d$/.test(c));
      const op = doc.paths[p!]?.[method!.toLowerCase()];
      if (!success.length || !op) continue;
      const documented = Object.keys(op.responses).filter((s) => /^2/.test(s));
      expect(
        documented,
        `${key}: its 2xx status belongs in the route manifest (status in shared/src/routes.ts)`,
      ).toEqual([...new Set(success)]);
      compared.push(key!);
    }
    expect(compared).toEqual(expect.arrayContaining(['GET /api/audits', 'POST /api/audits', 'POST /api/error-logs']));
  });
});
