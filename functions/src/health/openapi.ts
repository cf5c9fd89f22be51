import * as z from '@cq/shared/schemas/z';
import {
  keyMayCall,
  NEXT_CURSOR_HEADER,
  SITE,
  WORKSPACE_HEADER,
  WORKSPACE_ROLE_ACTIONS,
  routeKey,
  type OrgRole,
  type RouteDef,
  type RouteKey,
  type WorkspaceAction,
} from '@cq/shared';
// The whole manifest: a group's Lambda holds only its own routes under `@cq/shared` (infra's group-routes.ts).
import { routes } from '@cq/shared/routes';
import { contract, type Contract, type RouteContract, type Schema } from '@cq/shared/contract';
import { analyticsResponseSchema } from '@cq/shared/analytics/schemas';
import type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiResponse } from '@cq/shared/schemas/openapi';

/**
 * The OpenAPI 3.1 description of the whole API, made from the two sources everything else uses: the route manifest
 * (method, path, who may call, the workspace action) and the contract (zod schemas of params, query, body and the
 * 2xx answer, turned into JSON Schema 2020-12 — OpenAPI 3.1's own dialect — by zod's `z.toJSONSchema`). Nothing
 * here restates a schema, so the document cannot drift from what the API validates.
 */

/** Routes whose contract has no response schema: they redirect or send a file. */
type UntypedKey = { [K in RouteKey]: Contract[K] extends { response: z.ZodMiniType } ? never : K }[RouteKey];

const redirect = (to: string): Record<string, OpenApiResponse> => ({
  '302': { description: `Redirects to ${to}.`, headers: { Location: { schema: { type: 'string' } } } },
});
const file = (description: string, ...types: string[]): Record<string, OpenApiResponse> => ({
  '200': {
    description: `${description} (Content-Disposition: attachment).`,
    headers: { 'Content-Disposition': { schema: { type: 'string' } } },
    content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }])),
  },
});

/** What the untyped routes answer instead: a new untyped route does not compile until it is described here. */
const UNTYPED_ANSWERS: Record<UntypedKey, Record<string, OpenApiResponse>> = {
  'GET /api/login': redirect('the sign-in page (or sign-up with `screen=signup`), then to `next`'),
  'GET /api/logout': redirect('the sign-out page'),
  'GET /api/auth/calendly': redirect("the scheduling service's consent page, or the scheduling page when unconfigured"),
  'GET /api/auth/calendly/callback': redirect('the scheduling page with the outcome'),
  'GET /api/me/export': file(
    'Everything stored for the caller in the workspace, as JSON in parts (X-Next-Cursor names the next)',
    'application/json',
  ),
  'GET /api/audit-reports/{id}/export': file(
    'The report as PDF, self-contained HTML or Markdown (`format`)',
    'application/pdf',
    'text/html',
    'text/markdown',
  ),
  'GET /api/respond/{token}/report': file(
    "The audit's latest approved report as PDF, when the auditor shared it with the link's recipient",
    'application/pdf',
  ),
  'GET /api/library/sops/{id}/download': file(
    'The current approved SOP as an editable Word file or PDF (`format`), stamped with the licensee',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/pdf',
  ),
  'GET /api/admin/leads/export': file('The filtered leads as CSV', 'text/csv'),
  'GET /api/me/certificates/{code}/pdf': file(
    "The caller's Learning Hub certificate as PDF: name, course, date and verification code",
    'application/pdf',
  ),
  'GET /api/orgs/{id}/training-records/export': file(
    "The organisation's training records as CSV or PDF (`format`)",
    'text/csv',
    'application/pdf',
  ),
  'GET /api/trail/export': file(
    "The workspace's trail entries of a range of UTC days as CSV or PDF",
    'text/csv',
    'application/pdf',
  ),
  'GET /api/trail/records/{type}/{id}/export': file("One record's trail as CSV or PDF", 'text/csv', 'application/pdf'),
  'GET /api/analytics/{series}': {
    '200': {
      description:
        'One row per calendar month (UTC) of the range; with `format=csv` exactly those rows as a CSV file (Content-Disposition: attachment).',
      content: {
        'application/json': { schema: jsonSchema(analyticsResponseSchema, 'output') },
        'text/csv': { schema: { type: 'string' } },
      },
    },
  },
  'GET /api/calendar/{file}': file("A member's audit programme as an iCalendar feed (RFC 5545)", 'text/calendar'),
};

/** JSON Schema of one contract part: what a caller sends (input) or what the API answers (output). */
function jsonSchema(schema: Schema, io: 'input' | 'output'): Record<string, unknown> {
  // `unrepresentable: 'any'`: a refinement or transform with no JSON Schema form is documented as "anything"
  // rather than failing the whole document; the API still enforces it.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

interface ObjectSchema {
  properties?: Record<string, Record<string, unknown>>;
  required?: string[];
}

/** Path and query parameters: one per property of the contract's object schema. */
function parameters(schema: Schema | undefined, where: 'path' | 'query'): OpenApiParameter[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as ObjectSchema;
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property as { description?: string } & Record<string, unknown>;
    return {
      name,
      in: where,
      required: where === 'path' || required.includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

/** Path parameters a template names but the contract does not describe (none today): still documented, as strings. */
function undescribedPathParameters(route: RouteDef, described: readonly OpenApiParameter[]): OpenApiParameter[] {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  return names
    .filter((name) => !described.some((p) => p.name === name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

const rolesAllowed = (action: WorkspaceAction): OrgRole[] =>
  (Object.keys(WORKSPACE_ROLE_ACTIONS) as OrgRole[]).filter((role) => WORKSPACE_ROLE_ACTIONS[role].includes(action));

function accessNote(route: RouteDef): string {
  const who =
    route.access === 'public'
      ? 'Public: no token needed.'
      : route.access === 'user'
        ? 'Any signed-in caller.'
        : `Staff only: the Cognito group \`${route.access}\`${route.access === 'editor' ? ' (or `admin`)' : ''}.`;
  if (!route.needs) return who;
  const where = route.workspaceParam
    ? `the organisation \`{${route.workspaceParam}}\``
    : `the workspace \`${WORKSPACE_HEADER_NAME}\` names (absent: the caller's personal workspace)`;
  const keys = keyMayCall(route) ? 'An API key with a role that allows the action may call it.' : 'Not for API keys.';
  return `${who} Acts in ${where}; needs the action \`${route.needs}\` (roles: ${rolesAllowed(route.needs).join(', ')}). A non-member gets 404, a role without the action 403. ${keys}`;
}

/** The header as documentation writes it (`X-Workspace-Id`); the API reads it in any case (shared/src/orgs/header.ts). */
const WORKSPACE_HEADER_NAME = WORKSPACE_HEADER.split('-')
  .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  .join('-');

const ref = (kind: 'parameters' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

function responses(route: RouteDef, rules: RouteContract, paged: boolean): OpenApiOperation['responses'] {
  const key = routeKey(route) as RouteKey;
  const success: Record<string, OpenApiResponse> = rules.response
    ? {
        [String(route.status ?? 200)]: {
          description: 'Success.',
          ...(paged
            ? {
                headers: {
                  [NEXT_CURSOR_HEADER]: {
                    description: 'The next page’s `cursor`; absent on the last page.',
                    schema: { type: 'string' },
                  },
                },
              }
            : {}),
          content: { 'application/json': { schema: jsonSchema(rules.response, 'output') } },
        },
      }
    : UNTYPED_ANSWERS[key as UntypedKey];
  const refusals: Array<[string, string, boolean]> = [
    ['400', 'BadRequest', Boolean(rules.params || rules.query || rules.body)],
    ['401', 'Unauthorized', route.access !== 'public'],
    ['403', 'Forbidden', route.access === 'editor' || route.access === 'admin' || Boolean(route.needs)],
    ['404', 'NotFound', route.path.includes('{') || Boolean(route.needs)],
    ['413', 'PayloadTooLarge', Boolean(rules.body)],
  ];
  return {
    ...success,
    ...Object.fromEntries(
      refusals.filter(([, , applies]) => applies).map(([status, name]) => [status, ref('responses', name)]),
    ),
    default: ref('responses', 'Error'),
  };
}

function operation(route: RouteDef): OpenApiOperation {
  const key = routeKey(route) as RouteKey;
  const rules: RouteContract = contract[key];
  const described = parameters(rules.params, 'path');
  const query = parameters(rules.query, 'query');
  const params: OpenApiOperation['parameters'] = [
    ...described,
    ...undescribedPathParameters(route, described),
    ...query,
    ...(route.needs && !route.workspaceParam ? [ref('parameters', 'WorkspaceId')] : []),
  ];
  return {
    operationId: key.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase()),
    summary: key,
    description: accessNote(route),
    tags: [route.group],
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(rules.body
      ? {
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(rules.body, 'input') } } },
        }
      : {}),
    responses: responses(
      route,
      rules,
      query.some((p) => p.name === 'cursor'),
    ),
    'x-access': route.access,
    ...(route.needs ? { 'x-workspace-action': route.needs } : {}),
  };
}

const errorBody = {
  type: 'object',
  description:
    'Every refusal and failure: `error` is a sentence for people; `fields` maps a field path to its message on 400; `code` names a domain refusal (e.g. `LIMIT_REACHED`); `correlationId` accompanies a 5xx (quote it to support). Some refusals add fields a screen acts on: `buyUrl` with `SUBSCRIPTION_REQUIRED`, `used`, `limit` and `resetsOn` with a used-up monthly allowance.',
  properties: {
    error: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    code: { type: 'string' },
    correlationId: { type: 'string' },
    buyUrl: { type: 'string' },
    used: { type: 'integer' },
    limit: { type: 'integer' },
    resetsOn: { type: 'string' },
  },
  required: ['error'],
};

const errorResponse = (description: string): OpenApiResponse => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes as readonly RouteDef[]) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: `${SITE.brandName} API`,
      // The contract has one version: the deployed one.
      version: '1.0.0',
      description:
        'The API the web app uses, with the same contract. Send a Cognito ID token or an API key (`cq_…`) as `Authorization: Bearer <token>`; owned routes act in the workspace `X-Workspace-Id` names (absent: your personal workspace). Lists page with `limit` and `cursor` (the `X-Next-Cursor` answer header).',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [...new Set(routes.map((r) => r.group))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: errorBody },
      parameters: {
        WorkspaceId: {
          name: WORKSPACE_HEADER_NAME,
          in: 'header',
          required: false,
          description:
            "The workspace to act in: an organisation's id (`org_…`). Absent: the caller's personal workspace.",
          schema: { type: 'string', maxLength: 100 },
        },
      },
      responses: {
        BadRequest: errorResponse(
          'Invalid input: `fields` names each field and its message (also invalid JSON, 415 for a non-JSON body).',
        ),
        Unauthorized: errorResponse('No valid token.'),
        Forbidden: errorResponse(
          'The caller may not do this (staff group, workspace role, plan limit): `error` says why.',
        ),
        NotFound: errorResponse(
          'No such record in this workspace (another workspace’s ids answer the same), or not a member of the workspace.',
        ),
        PayloadTooLarge: errorResponse('The body is over the route’s size limit (64 KB unless stated).'),
        Error: errorResponse(
          'Any other refusal or failure: 409 stale version or conflict, 410 gone, 429 rate limited (Retry-After), 503 unavailable (Retry-After), 500 with a correlation id.',
        ),
      },
      securitySchemes: {
        // API keys (issue 24) travel in the same header (`Bearer cq_…`): one more accepted token kind, not a second
        // scheme the routes must list.
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A Cognito user pool ID token (what the web app sends after sign-in), or a workspace API key (`cq_…`, Settings → API keys). A key acts in its own workspace with its role (viewer or auditor), on the owned read and write routes that are not marked for a person only; elsewhere it is refused with 403.',
        },
      },
    },
  };
}

let built: OpenApiDocument | undefined;

/** Built on the first request a Lambda serves and kept: the manifest and contract cannot change while it runs. */
export const openApiDocument = (): OpenApiDocument => (built ??= buildOpenApiDocument());
