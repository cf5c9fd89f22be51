import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { can, ORG_ROLES, routeKey, routes, type OrgRole, type RouteDef, type WorkspaceAction } from '@cq/shared';
import { listOutbox } from '../src/data/ops/outbox';
import { asProUser, invoke, useTestTable, useWorkspaceHeader, type Caller } from './harness';
import { collections, pathFor, validBodies, validQueries, type Owned } from './fixtures';

/**
 * The role matrix (issue 18): every owned route (a `needs` in the manifest) × every role in one organisation,
 * and a non-member. Each cell is an otherwise valid request on a record the owner made in the organisation, so
 * the status says only what the role may do: the roles the table in shared/src/orgs/roles.ts allows answer as
 * the owner does, the others 403, a non-member 404 (like a missing record).
 */
useTestTable();

type Who = OrgRole | 'nonMember';
const WHO: readonly Who[] = [...ORG_ROLES, 'nonMember'];
const person = (who: Who): Caller => ({ sub: `rm-${who}`, email: `rm-${who}@example.com` });
const owner = person('owner');
let orgId = '';
let ip = 0;
const nextIp = () => `198.19.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

async function invitationToken(email: string): Promise<string> {
  const mail = (await listOutbox(100)).find((m) => m.to.includes(email));
  return mail!.text.match(/\/invitations\/(\S+)/)![1]!;
}

async function join(who: Caller, role: OrgRole) {
  const res = await invoke('POST', `/api/orgs/${orgId}/invitations`, {
    caller: owner,
    body: { email: who.email, role },
    sourceIp: nextIp(),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const accepted = await invoke('POST', '/api/invitations/accept', {
    caller: who,
    body: { token: await invitationToken(who.email) },
  });
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
}

/**
 * The matrix organisation itself, for its own routes: a fresh member or invitation when the route names one,
 * removed again after the cell so the organisation stays within its member cap.
 */
async function orgRecord(route: RouteDef): Promise<Owned & { cleanup: () => Promise<void> }> {
  const params: Record<string, string> = {};
  if (route.path.includes('{userId}')) {
    const member = person(`extra-${randomUUID()}` as Who);
    await join(member, 'auditor');
    params.userId = member.sub;
  }
  if (route.path.includes('{invitationId}')) {
    const invited = await invoke('POST', `/api/orgs/${orgId}/invitations`, {
      caller: owner,
      body: { email: `pending-${randomUUID()}@example.com`, role: 'viewer' },
      sourceIp: nextIp(),
    });
    params.invitationId = invited.json!.id as string;
  }
  const cleanup = async () => {
    if (params.userId) await invoke('DELETE', `/api/orgs/${orgId}/members/${params.userId}`, { caller: owner });
    if (params.invitationId) {
      await invoke('DELETE', `/api/orgs/${orgId}/invitations/${params.invitationId}`, { caller: owner });
    }
    // An invitation a cell made (POST .../invitations) is revoked too.
    const pending = await invoke('GET', `/api/orgs/${orgId}/invitations`, { caller: owner });
    for (const i of (pending.json ?? []) as Array<{ id: string }>) {
      await invoke('DELETE', `/api/orgs/${orgId}/invitations/${i.id}`, { caller: owner });
    }
  };
  return { id: orgId, params, snapshot: async () => null, cleanup };
}

const owned = (routes as readonly RouteDef[]).filter((r): r is RouteDef & { needs: WorkspaceAction } =>
  Boolean(r.needs),
);

async function cell(route: RouteDef, who: Who): Promise<number> {
  const param = /\{[^}]+\}/.exec(route.path);
  let path = route.path;
  let cleanup = async () => {};
  if (route.workspaceParam) {
    const record = await orgRecord(route);
    cleanup = record.cleanup;
    path = pathFor(route.path, record);
  } else if (param) {
    const make = collections[route.path.slice(0, param.index - 1)];
    if (!make) throw new Error(`no fixture for ${routeKey(route)}`);
    path = pathFor(route.path, await make(owner));
  }
  const caller = person(who);
  const body = await validBodies[routeKey(route)]?.({ caller });
  const query = validQueries[routeKey(route)];
  const res = await invoke(route.method, path, { caller, body, query, sourceIp: nextIp() });
  await cleanup();
  // A member who left (the leave route) joins again, so the next cells find every role.
  if (routeKey(route) === LEAVE && res.status === 200) await join(caller, who as OrgRole);
  return res.status;
}

const table = new Map<string, Record<Who, number>>();

const LEAVE = 'DELETE /api/orgs/{id}/membership';
/**
 * Rules of a record that answer one role differently although the role table allows the action: the matrix's
 * only owner cannot leave (the last owner stays, 409) while every other member can (200).
 */
const RULES: Record<string, { reference: number } & Partial<Record<Who, number>>> = {
  [LEAVE]: { reference: 200, owner: 409 },
};

beforeAll(async () => {
  for (const who of WHO) await invoke('GET', '/api/auth/user', { caller: person(who) });
  await asProUser(owner);
  const org = await invoke('POST', '/api/orgs', { caller: owner, body: { name: 'Role matrix org' } });
  orgId = org.json!.id as string;
  for (const role of ORG_ROLES.filter((r) => r !== 'owner')) await join(person(role), role);
  useWorkspaceHeader(orgId);
  try {
    for (const route of owned) {
      const row = {} as Record<Who, number>;
      for (const who of WHO) row[who] = await cell(route, who);
      table.set(routeKey(route), row);
    }
  } finally {
    useWorkspaceHeader(null);
  }
}, 300_000);

describe('role matrix: every owned route × owner, admin, reviewer, auditor, viewer, non-member', () => {
  it('covers every owned route, records and organisation alike', () => {
    expect(owned.length).toBeGreaterThanOrEqual(35);
    expect([...table.keys()]).toEqual(owned.map(routeKey));
  });

  it.each(owned.map((r) => [routeKey(r), r] as const))('%s', (key, route) => {
    const row = table.get(key)!;
    const rule = RULES[key];
    const reference = rule?.reference ?? row.owner;
    const expected = Object.fromEntries(
      WHO.map((who) => [who, rule?.[who] ?? (who === 'nonMember' ? 404 : can(who, route.needs) ? reference : 403)]),
    );
    expect(row).toEqual(expected);
    // The reference cell is a success or a rule of the record (never the door's 403/404).
    expect([403, 404]).not.toContain(reference);
  });
});
