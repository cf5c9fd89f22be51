import { limitsFor, memberCap, type PlanLimits } from '@cq/shared';
import type { Workspace } from '../data/core/owner';
import { planStatusOf } from '../data/orgs/workspacePlan';
import { getProfile } from '../data/people/users';

export { planStatusOf };

export const workspaceLimits = async (workspace: Workspace): Promise<PlanLimits> =>
  limitsFor(await planStatusOf(workspace));

export const ownerPlan = async (ownerId: string) => {
  const status = (await getProfile(ownerId))?.subscriptionStatus ?? 'free';
  return { status, cap: memberCap(status) };
};
