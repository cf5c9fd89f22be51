import * as z from './z';

/**
 * The part of an OpenAPI 3.1 document that `GET /api/openapi.json` promises and the /developers reference reads.
 * Loose objects: the document carries more (JSON Schemas, extensions) than a reader needs to be typed, and the
 * full shape is checked by an OpenAPI validator in the API's tests, not here.
 */
const jsonSchema = z.record(z.string(), z.unknown());

export const openApiParameterSchema = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.optional(z.boolean()),
  description: z.optional(z.string()),
  schema: z.optional(jsonSchema),
});

/**
 * `{ $ref: '#/components/…' }`: a parameter or response several operations share. A custom check rather than
 * `z.object({ $ref })`, whose JSON Schema would name a property `$ref` — which OpenAPI tools take for a reference.
 */
export const openApiRefSchema = z.custom<{ $ref: string }>(
  (value) => typeof (value as { $ref?: unknown } | null)?.$ref === 'string',
  'Expected a reference',
);

const content = z.record(z.string(), z.looseObject({ schema: z.optional(jsonSchema) }));

export const openApiResponseSchema = z.looseObject({ description: z.string(), content: z.optional(content) });

export const openApiOperationSchema = z.looseObject({
  operationId: z.string(),
  summary: z.string(),
  description: z.optional(z.string()),
  tags: z.array(z.string()),
  /** `[]`: public. Absent: the document's default (a bearer token). */
  security: z.optional(z.array(z.record(z.string(), z.array(z.string())))),
  parameters: z.optional(z.array(z.union([openApiRefSchema, openApiParameterSchema]))),
  requestBody: z.optional(z.looseObject({ required: z.optional(z.boolean()), content })),
  responses: z.record(z.string(), z.union([openApiRefSchema, openApiResponseSchema])),
});

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().check(z.startsWith('3.1.')),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.optional(z.string()) }),
  paths: z.record(z.string(), z.record(z.string(), openApiOperationSchema)),
  components: z.looseObject({
    schemas: z.optional(z.record(z.string(), jsonSchema)),
    parameters: z.optional(z.record(z.string(), openApiParameterSchema)),
    responses: z.optional(z.record(z.string(), openApiResponseSchema)),
    securitySchemes: z.record(z.string(), z.looseObject({ type: z.string(), description: z.optional(z.string()) })),
  }),
});

export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;
export type OpenApiParameter = z.infer<typeof openApiParameterSchema>;
export type OpenApiResponse = z.infer<typeof openApiResponseSchema>;
