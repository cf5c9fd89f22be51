import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { reportsContract } from '@cq/shared/contract/reports';
import { withoutResponseSchemas } from '../lib/constructs/response-schemas';
import { importOf, inFreshNode, lambdaProbes } from './lambdaProbe';

const probes = lambdaProbes('response-test');

describe('withoutResponseSchemas', () => {
  it("cuts each route's response entry, wherever it stands among the route's entries", () => {
    const js = [
      'export const xContract = {',
      "  'GET /a': { query: q, response: z.array(a) },",
      "  'POST /a': { response: a, body: b },",
      "  'GET /b': { response: b },",
      "  'GET /c': { params: id, 'response': c, query: q },",
      "  'GET /d': { params: id },",
      '};',
    ].join('\n');
    expect(withoutResponseSchemas(js)).toBe(
      [
        'export const xContract = {',
        "  'GET /a': { query: q },",
        "  'POST /a': { body: b },",
        "  'GET /b': {  },",
        "  'GET /c': { params: id, query: q },",
        "  'GET /d': { params: id },",
        '};',
      ].join('\n'),
    );
  });

  it('drops the imports only the response entries used, and no other', () => {
    const js = [
      "import * as z from '../schemas/z';",
      "import { a, b } from './ab';",
      "import { r } from './responseOnly';",
      "import { q, rq } from './both';",
      "import './effect';",
      "export const xContract = { 'GET /a': { query: q, response: z.array(r) }, 'POST /a': { body: z.object({ a, b }), response: rq } };",
    ].join('\n');
    expect(withoutResponseSchemas(js)).toBe(
      [
        "import * as z from '../schemas/z';",
        "import { a, b } from './ab';",
        '',
        "import { q, rq } from './both';",
        "import './effect';",
        "export const xContract = { 'GET /a': { query: q }, 'POST /a': { body: z.object({ a, b }) } };",
      ].join('\n'),
    );
  });

  it('keeps the line breaks of what it cuts (the inline source map still finds the lines below)', () => {
    const js =
      "export const xContract = {\n  'GET /a': {\n    response: z.union([\n      a,\n      b,\n    ]),\n  },\n  'GET /b': { query: q },\n};";
    const out = withoutResponseSchemas(js);
    expect(out.split('\n')).toHaveLength(js.split('\n').length);
    expect(out.split('\n').indexOf("  'GET /b': { query: q },")).toBe(
      js.split('\n').indexOf("  'GET /b': { query: q },"),
    );
    expect(out).not.toContain('response');
    expect(() => parse(out, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });

  it('leaves a response that is not a route entry of a top-level object', () => {
    const untouched = [
      'const shape = z.object({ response: z.string() });',
      "const routes = { 'GET /a': { nested: { response: a } } };",
      'function f() { return { a: { response: 1 } }; }',
      'let o = { a: { [key]: 1, ...rest } };',
    ];
    for (const js of untouched) expect(withoutResponseSchemas(js)).toBe(js);
  });
});

describe('a group contract in a Lambda bundle', () => {
  it('has no response schemas imported by the group, and all of them read through the union (the OpenAPI document)', async () => {
    const bundle = await probes.build(
      'probe',
      [
        "import { reportsContract } from '@cq/shared/contract/reports';",
        "import { contract } from '@cq/shared/contract';",
        'const responses = (routes) => Object.values(routes).filter((route) => route.response !== undefined).length;',
        'export const handler = () => ({ own: responses(reportsContract), union: responses(Object.fromEntries(Object.keys(reportsContract).map((key) => [key, contract[key]]))) });',
      ].join('\n'),
    );
    const run = inFreshNode(`const { handler } = ${importOf(bundle)};
process.stdout.write(JSON.stringify(handler()));`);
    expect(run.stderr).toBe('');
    const inSource = Object.values(reportsContract).filter((route) => 'response' in route).length;
    expect(inSource).toBeGreaterThan(10);
    expect(JSON.parse(run.stdout)).toEqual({ own: 0, union: inSource });
  });
});
