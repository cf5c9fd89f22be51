import type { SopStanding } from '@cq/shared/library/rules';
import { SOP_STATUS_LABELS, type SopStatus } from '@cq/shared/library/workflow';
import { Badge } from '@/components/ui/badge';

const VARIANT = { draft: 'secondary', in_review: 'warning', approved: 'default', superseded: 'outline' } as const;

export function SopStatusBadge({ status }: { status: SopStatus }) {
  return <Badge variant={VARIANT[status]}>{SOP_STATUS_LABELS[status]}</Badge>;
}

/**
 * A version's status as it stands today (sopStandingOn), not as stored: the version in force reads approved and
 * in force even once its successor's approval has stored it superseded.
 */
export function SopStandingBadges({ standing }: { standing: SopStanding }) {
  return (
    <>
      <SopStatusBadge status={standing.status} />
      {standing.inForce && <Badge variant="outline">In force</Badge>}
    </>
  );
}

/** What a version's effective date is called: a date still to come is when it comes into force. */
export const effectiveDateLabel = (standing: SopStanding) => (standing.upcoming ? 'In force from' : 'Effective');
