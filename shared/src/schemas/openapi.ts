import { z } from 'zod';

/**
 * The part of an OpenAPI 3.1 document that `GET /api/openapi.json` promises and the /developers reference reads.
 * Loose objects: the document carries more (JSON Schemas, extensions) than a reader needs to be typed, and the
 * full shape is checked by an OpenAPI validator in the API's tests, not here.
 */
const jsonSchema = z.record(z.string(), z.unknown());

export const openApiParameterSchema = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: jsonSchema.optional(),
});

/**
 * `{ $ref: '#/components/…' }`: a parameter or response several operations share. A custom check rather than
 * `z.object({ $ref })`, whose JSON Schema would name a property `$ref` — which OpenAPI tools take for a reference.
 */
export const openApiRefSchema = z.custom<{ $ref: string }>(
  (value) => typeof (value as { $ref?: unknown } | null)?.$ref === 'string',
  'Expected a reference',
);

const content = z.record(z.string(), z.looseObject({ schema: jsonSchema.optional() }));

export const openApiResponseSchema = z.looseObject({ description: z.string(), content: content.optional() });

export const openApiOperationSchema = z.looseObject({
  operationId: z.string(),
  summary: z.string(),
  description: z.string().optional(),
  tags: z.array(z.string()),
  /** `[]`: public. Absent: the document's default (a bearer token). */
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z.array(z.union([openApiRefSchema, openApiParameterSchema])).optional(),
  requestBody: z.looseObject({ required: z.boolean().optional(), content }).optional(),
  responses: z.record(z.string(), z.union([openApiRefSchema, openApiResponseSchema])),
});

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1.'),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), openApiOperationSchema)),
  components: z.looseObject({
    schemas: z.record(z.string(), jsonSchema).optional(),
    parameters: z.record(z.string(), openApiParameterSchema).optional(),
    responses: z.record(z.string(), openApiResponseSchema).optional(),
    securitySchemes: z.record(z.string(), z.looseObject({ type: z.string(), description: z.string().optional() })),
  }),
});

export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
export type OpenApiOperation = z.infer<typeof openApiOperationSchema>;
export type OpenApiParameter = z.infer<typeof openApiParameterSchema>;
export type OpenApiResponse = z.infer<typeof openApiResponseSchema>;
