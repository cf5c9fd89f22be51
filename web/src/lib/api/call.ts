/**
 * The request layer's calls by route key, without TanStack Query: what a public page's island forms post with
 * (web/src/lib/islands), so their chunks stay free of the app's query cache. client.ts adds the query helpers.
 */
import { fillPath, type PathOf, type PathParams, type RouteKey } from '@cq/shared/routes';
import type { BodyInput, QueryInput, ResponseOf } from '@cq/shared/contract';
import { send, type HttpMethod } from './request';
import { currentWorkspaceId } from '../workspace';

type ParamsPart<K extends RouteKey> = keyof PathParams<PathOf<K>> extends never
  ? { params?: undefined }
  : { params: PathParams<PathOf<K>> };
type BodyPart<K extends RouteKey> = BodyInput<K> extends undefined ? { body?: undefined } : { body: BodyInput<K> };

/** What a call to a route takes: its path parameters, query and body, typed by the contract. */
export type ApiInput<K extends RouteKey> = ParamsPart<K> & BodyPart<K> & { query?: QueryInput<K> };

/** The input is optional exactly when every part of it is: `api('GET /api/careers')` stays short. */
export type InputArg<K extends RouteKey> =
  Partial<ApiInput<K>> extends ApiInput<K> ? [input?: ApiInput<K>] : [input: ApiInput<K>];

export function apiUrl<K extends RouteKey>(key: K, input?: ApiInput<K>): string {
  const path = fillPath(key.slice(key.indexOf(' ') + 1), input?.params as Record<string, string> | undefined);
  const query = Object.entries((input?.query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return query.length ? `${path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}` : path;
}

/**
 * In development and tests every answer is checked against the route's response schema, so a drift between
 * web and API shows up at once. The contract (every zod schema) loads only there: production never ships it.
 */
async function checkResponse(key: RouteKey, data: unknown): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { contract } = await import('@cq/shared/contract');
  const schema = (
    contract as Record<string, { response?: { safeParse(v: unknown): { success: boolean; error?: unknown } } }>
  )[key]?.response;
  const parsed = schema?.safeParse(data);
  if (parsed && !parsed.success) throw new Error(`${key} answered outside its contract: ${String(parsed.error)}`);
}

/** `api()` with the response headers too: a paged list reads its next cursor from them. */
export async function apiWithHeaders<K extends RouteKey>(
  key: K,
  ...[input]: InputArg<K>
): Promise<{ data: ResponseOf<K>; headers: Headers }> {
  return callIn(currentWorkspaceId(), key, input);
}

/** A call in a named workspace (a query's own, from its key), whatever is chosen by the time it runs. */
export async function callIn<K extends RouteKey>(
  workspaceId: string | null,
  key: K,
  input: ApiInput<K> | undefined,
  bearer?: string | null,
): Promise<{ data: ResponseOf<K>; headers: Headers }> {
  const method = key.slice(0, key.indexOf(' ')) as HttpMethod;
  const res = await send(method, apiUrl(key, input), input?.body, workspaceId, bearer);
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  await checkResponse(key, data);
  return { data: data as ResponseOf<K>, headers: res.headers };
}

/** Calls a route by its manifest key: `api('GET /api/audits/{id}', { params: { id } })`. Non-2xx throws `HttpError`. */
export async function api<K extends RouteKey>(key: K, ...[input]: InputArg<K>): Promise<ResponseOf<K>> {
  return (await apiWithHeaders(key, ...([input] as InputArg<K>))).data;
}

/**
 * `api()` with a bearer of its own instead of the signed-in user's, in no workspace: the auditee portal's session
 * (null before the code step gives one).
 */
export async function apiAs<K extends RouteKey>(
  bearer: string | null,
  key: K,
  ...[input]: InputArg<K>
): Promise<ResponseOf<K>> {
  return (await callIn(null, key, input, bearer)).data;
}
