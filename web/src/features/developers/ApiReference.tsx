import type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiResponse } from '@cq/shared/schemas/openapi';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { apiQuery } from '@/lib/api/client';
import { childrenOf, limitsOf, propertiesOf, requiredOf, typeLabel, type JsonSchema } from './jsonSchema';

/**
 * The API reference, rendered from `GET /api/openapi.json` (the document the API makes from its own contract):
 * groups, routes, who may call them, parameters, bodies and answers. A small renderer rather than a viewer
 * library: those weigh several hundred KB and bring their own styles and accessibility gaps.
 */
export default function ApiReference() {
  const { data, isPending, isError } = useQuery(apiQuery('GET /api/openapi.json'));
  if (isPending)
    return (
      <div aria-busy="true" aria-label="Loading the API reference" className="grid gap-3">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (isError)
    return (
      <p role="alert" className="text-muted-foreground">
        The reference could not be loaded just now. The document itself is at{' '}
        <a href="/api/openapi.json" className="font-medium text-accent underline">
          /api/openapi.json
        </a>
        .
      </p>
    );
  return <Reference doc={data} />;
}

type Ref = { $ref: string };
const isRef = (value: unknown): value is Ref => typeof (value as Partial<Ref> | null)?.$ref === 'string';

/** `#/components/<kind>/<name>` of this document. */
function resolve<T>(doc: OpenApiDocument, value: T | Ref): T | undefined {
  if (!isRef(value)) return value;
  const [, , kind, name] = value.$ref.split('/');
  return (doc.components as Record<string, Record<string, unknown> | undefined>)[kind!]?.[name!] as T | undefined;
}

/** The document's prose marks code with backticks: shown as code. */
function Prose({ text }: { text: string }) {
  return text.split('`').map((part, i) =>
    i % 2 ? (
      <code key={i} className="rounded bg-muted px-1 font-mono text-xs text-foreground">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

const groupId = (group: string) => `api-${group.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`;

function Reference({ doc }: { doc: OpenApiDocument }) {
  const byGroup = new Map<string, { method: string; path: string; op: OpenApiOperation }[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const group = op.tags[0] ?? 'other';
      byGroup.set(group, [...(byGroup.get(group) ?? []), { method, path, op }]);
    }
  }
  const errorBody = doc.components.schemas?.Error;
  return (
    <div className="grid gap-10">
      <nav aria-label="API groups">
        <ul className="flex flex-wrap gap-2">
          {[...byGroup.keys()].map((group) => (
            <li key={group}>
              <a
                href={`#${groupId(group)}`}
                className="inline-flex rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
              >
                {group}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {errorBody && (
        <section aria-labelledby="api-error-body" className="scroll-mt-24">
          <h3 id="api-error-body" className="text-xl font-semibold tracking-tight">
            Errors
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">
            {typeof errorBody.description === 'string' && <Prose text={errorBody.description} />}
          </p>
          <div className="mt-2 text-sm">
            <SchemaView schema={errorBody} depth={0} />
          </div>
        </section>
      )}
      {[...byGroup].map(([group, operations]) => (
        <section key={group} aria-labelledby={groupId(group)} className="scroll-mt-24">
          <h3 id={groupId(group)} className="text-xl font-semibold tracking-tight">
            {group}
          </h3>
          <ul className="mt-3 grid gap-2">
            {operations.map(({ method, path, op }) => (
              <li key={op.operationId}>
                <Operation doc={doc} method={method} path={path} op={op} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const METHOD_VARIANT = {
  get: 'secondary',
  post: 'default',
  put: 'outline',
  patch: 'outline',
  delete: 'destructive',
} as const;

function Operation({
  doc,
  method,
  path,
  op,
}: {
  doc: OpenApiDocument;
  method: string;
  path: string;
  op: OpenApiOperation;
}) {
  // The details are drawn when first opened: about a hundred routes, each with its schemas.
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="rounded-[var(--radius-card)] border border-border bg-background"
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
    >
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 p-3">
        <Badge
          variant={METHOD_VARIANT[method as keyof typeof METHOD_VARIANT] ?? 'outline'}
          className="font-mono uppercase"
        >
          {method}
        </Badge>
        <code className="font-mono text-sm break-all">{path}</code>
        {op.security?.length === 0 && <span className="text-xs text-muted-foreground">public</span>}
      </summary>
      {opened && <OperationDetails doc={doc} op={op} />}
    </details>
  );
}

function OperationDetails({ doc, op }: { doc: OpenApiDocument; op: OpenApiOperation }) {
  const parameters = (op.parameters ?? []).flatMap((p) => resolve<OpenApiParameter>(doc, p) ?? []);
  const body = op.requestBody?.content['application/json']?.schema;
  return (
    <div className="grid gap-5 border-t border-border p-4 text-sm">
      {op.description && (
        <p className="text-muted-foreground">
          <Prose text={op.description} />
        </p>
      )}
      {parameters.length > 0 && (
        <div>
          <h4 className="font-semibold">Parameters</h4>
          <ul className="mt-2 grid gap-2">
            {parameters.map((p) => (
              <li key={`${p.in} ${p.name}`}>
                <Field
                  name={p.name}
                  schema={p.schema ?? {}}
                  required={Boolean(p.required)}
                  where={p.in}
                  note={p.description}
                  depth={0}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {body && (
        <div>
          <h4 className="font-semibold">Request body (JSON)</h4>
          <SchemaView schema={body} depth={0} />
        </div>
      )}
      <div>
        <h4 className="font-semibold">Responses</h4>
        <ul className="mt-2 grid gap-3">
          {Object.entries(op.responses).map(([status, value]) => {
            const response = resolve<OpenApiResponse>(doc, value);
            if (!response) return null;
            const types = Object.keys(response.content ?? {});
            const json = response.content?.['application/json']?.schema;
            return (
              <li key={status}>
                <p>
                  <code className="font-mono font-semibold">{status}</code> <Prose text={response.description} />
                  {types.length > 0 && !json && <span className="text-muted-foreground"> ({types.join(', ')})</span>}
                  {json && isRef(json) && (
                    <span className="text-muted-foreground">
                      {' '}
                      Body:{' '}
                      <a href="#api-error-body" className="font-medium text-accent underline">
                        {typeLabel(json)}
                      </a>
                      .
                    </span>
                  )}
                </p>
                {json && !isRef(json) && <SchemaView schema={json} depth={0} />}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** Nesting shown before "…": deep enough for every record the API answers today. */
const MAX_DEPTH = 5;

function SchemaView({ schema, depth }: { schema: JsonSchema; depth: number }) {
  const { kind, schemas } = childrenOf(schema);
  if (!schemas.length || depth > MAX_DEPTH)
    return <p className="mt-1 font-mono text-xs text-muted-foreground">{typeLabel(schema)}</p>;
  return (
    <div className="mt-1">
      {kind !== 'properties' && (
        <p className="font-mono text-xs text-muted-foreground">{kind === 'items' ? 'array of:' : 'one of:'}</p>
      )}
      {schemas.map((s, i) => {
        const required = requiredOf(s);
        return (
          <ul key={i} className="grid gap-1.5 border-l-2 border-border pl-3">
            {propertiesOf(s).map(([name, property]) => (
              <li key={name}>
                <Field name={name} schema={property} required={required.includes(name)} depth={depth + 1} />
              </li>
            ))}
            {!propertiesOf(s).length && (
              <li>
                <SchemaView schema={s} depth={depth + 1} />
              </li>
            )}
          </ul>
        );
      })}
    </div>
  );
}

function Field(props: {
  name: string;
  schema: JsonSchema;
  required: boolean;
  where?: string;
  note?: string;
  depth: number;
}) {
  const { name, schema, required, where, depth } = props;
  const note = props.note ?? (typeof schema.description === 'string' ? schema.description : undefined);
  const limits = limitsOf(schema);
  const nested = childrenOf(schema).schemas.length > 0;
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <code className="font-mono font-semibold break-all">{name}</code>
        <span className="font-mono text-xs text-muted-foreground">
          {where ? `${where} · ` : ''}
          {typeLabel(schema)}
        </span>
        <span className="text-xs">{required ? 'required' : 'optional'}</span>
        {limits.length > 0 && <span className="text-xs text-muted-foreground">{limits.join(', ')}</span>}
      </p>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
      {nested && <SchemaView schema={schema} depth={depth} />}
    </>
  );
}
