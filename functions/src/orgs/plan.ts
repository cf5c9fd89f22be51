import { limitsFor, memberCap, type PlanLimits, type SubscriptionStatus } from '@cq/shared';
import type { Workspace } from '../data/core/owner';
import { getOrg } from '../data/orgs/orgs';
import { getProfile } from '../data/people/users';

/**
 * A workspace's plan is its holder's: the user for the personal workspace, the organisation's owner for an
 * organisation (so an organisation on Free shares one set of Free limits).
 */
export async function planStatusOf(workspace: Workspace): Promise<SubscriptionStatus> {
  const holder = workspace.orgId ? (await getOrg(workspace.orgId))?.ownerId : workspace.actor;
  const profile = holder ? await getProfile(holder) : null;
  return profile?.subscriptionStatus ?? 'free';
}

export const workspaceLimits = async (workspace: Workspace): Promise<PlanLimits> =>
  limitsFor(await planStatusOf(workspace));

export const ownerPlan = async (ownerId: string) => {
  const status = (await getProfile(ownerId))?.subscriptionStatus ?? 'free';
  return { status, cap: memberCap(status) };
};
