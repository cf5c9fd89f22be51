import { expect, vi } from 'vitest';
import { asProUser, invoke, type Caller } from './harness';

/** The analytics tests' calls (issue 21): a clock set to a UTC moment, a write that must answer, a series read. */
export const at = (iso: string) => vi.setSystemTime(new Date(iso));

export async function ok<T = Record<string, any>>(
  caller: Caller,
  method: string,
  path: string,
  body: unknown,
  status = 200,
) {
  const res = await invoke(method, path, { caller, body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBe(status);
  return res.json as T;
}

export const series = (
  caller: Caller,
  name: string,
  query: Record<string, string>,
  headers: Record<string, string> = {},
) => invoke('GET', `/api/analytics/${name}`, { caller, query, headers });

/** A series' rows, which must answer 200. */
export async function rows(caller: Caller, name: string, query: Record<string, string>, headers = {}) {
  const res = await series(caller, name, query, headers);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json!.rows as Array<Record<string, unknown>>;
}

/** The analytics tests' workspaces: each Pro caller on Pro, each Free caller signed up; then the clock is faked. */
export async function signUpCallers(pro: readonly Caller[], free: readonly Caller[] = []) {
  for (const caller of pro) await asProUser(caller);
  for (const caller of free) await invoke('GET', '/api/auth/user', { caller });
  vi.useFakeTimers({ toFake: ['Date'] });
}
