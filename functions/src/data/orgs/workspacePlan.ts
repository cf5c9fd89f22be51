import { isPro, type SubscriptionStatus } from '@cq/shared';
import { PlanRequiredError } from '../../domain/errors';
import type { Workspace } from '../core/owner';
import { getProfile } from '../people/users';
import { getOrg } from './orgs';

/**
 * A workspace's plan is its holder's: the user for the personal workspace, the organisation's owner for an
 * organisation (so an organisation on Free shares one set of Free limits).
 */
export async function planStatusOf(workspace: Workspace): Promise<SubscriptionStatus> {
  const holder = workspace.orgId ? (await getOrg(workspace.orgId))?.ownerId : workspace.actor;
  const profile = holder ? await getProfile(holder) : null;
  return profile?.subscriptionStatus ?? 'free';
}

/** A Pro feature asked for in a workspace on Free: 403 with `reason` (and the code screens offer the upgrade on). */
export async function requirePro(workspace: Workspace, reason: string): Promise<void> {
  if (!isPro(await planStatusOf(workspace))) throw new PlanRequiredError(reason);
}
