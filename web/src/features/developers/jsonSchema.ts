/** Reading the JSON Schemas (2020-12) of the OpenAPI document for people: a type label and its limits. */
export type JsonSchema = Record<string, unknown>;

const asSchema = (value: unknown): JsonSchema | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined;

const variants = (schema: JsonSchema): JsonSchema[] =>
  ((schema.anyOf ?? schema.oneOf) as unknown[] | undefined)?.flatMap((v): JsonSchema[] => {
    const member = asSchema(v);
    return member ? [member] : [];
  }) ?? [];

export const propertiesOf = (schema: JsonSchema): [string, JsonSchema][] =>
  Object.entries(asSchema(schema.properties) ?? {}).flatMap(([name, s]) =>
    asSchema(s) ? [[name, s as JsonSchema]] : [],
  );

export const requiredOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.required) ? schema.required.map(String) : [];

/** The part worth opening: an object's properties, an array's items, a union's members. */
export function childrenOf(schema: JsonSchema): { kind: 'properties' | 'items' | 'variants'; schemas: JsonSchema[] } {
  if (propertiesOf(schema).length) return { kind: 'properties', schemas: [schema] };
  const items = asSchema(schema.items);
  if (items && (propertiesOf(items).length || variants(items).length)) return { kind: 'items', schemas: [items] };
  const members = variants(schema).filter((v) => propertiesOf(v).length || variants(v).length);
  if (members.length) return { kind: 'variants', schemas: members };
  return { kind: 'properties', schemas: [] };
}

/** `string`, `array of object`, `"ok" | "unavailable"`, `integer or null`, `map of string`, `any`. */
export function typeLabel(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const members = variants(schema);
  if (members.length) return [...new Set(members.map(typeLabel))].join(' or ');
  const type = schema.type;
  if (Array.isArray(type)) return type.join(' or ');
  if (type === 'array') {
    const items = asSchema(schema.items);
    return items ? `array of ${typeLabel(items)}` : 'array';
  }
  if (type === 'object') {
    const values = asSchema(schema.additionalProperties);
    return !propertiesOf(schema).length && values ? `map of ${typeLabel(values)}` : 'object';
  }
  if (typeof type === 'string') return typeof schema.format === 'string' ? `${type} (${schema.format})` : type;
  return 'any';
}

/** The limits a caller must meet, in words: `1–100 characters`, `≥ 1`, `matches ^…$`, `default 20`. */
export function limitsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (typeof min === 'number' && typeof max === 'number')
      out.push(min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`);
    else if (typeof max === 'number') out.push(`at most ${max} ${unit}`);
    else if (typeof min === 'number' && min > 0) out.push(`at least ${min} ${unit}`);
  };
  range(schema.minLength, schema.maxLength, 'characters');
  range(schema.minItems, schema.maxItems, 'items');
  // zod's `int()` bounds every integer by the safe-integer range: no limit a caller needs to read.
  if (typeof schema.minimum === 'number' && schema.minimum > Number.MIN_SAFE_INTEGER) out.push(`≥ ${schema.minimum}`);
  if (typeof schema.exclusiveMinimum === 'number') out.push(`> ${schema.exclusiveMinimum}`);
  if (typeof schema.maximum === 'number' && schema.maximum < Number.MAX_SAFE_INTEGER) out.push(`≤ ${schema.maximum}`);
  if (typeof schema.exclusiveMaximum === 'number') out.push(`< ${schema.exclusiveMaximum}`);
  if (typeof schema.pattern === 'string') out.push(`matches ${schema.pattern}`);
  if ('default' in schema) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}
