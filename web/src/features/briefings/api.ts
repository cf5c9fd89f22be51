import { BRIEFINGS_CODES } from '@cq/shared/briefings/rules';
import { refusalOf } from '@/lib/api/refusal';

/** The server refused because the caller has no live Regulatory Briefings subscription. */
export const needsBriefingsSubscription = (error: unknown) =>
  refusalOf(error)?.code === BRIEFINGS_CODES.subscriptionRequired;
