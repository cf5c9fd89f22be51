import type { Finding } from '@cq/shared/findings/schemas';
import { RecordHistory } from '@/components/trail/RecordHistory';
import { useCurrentUser } from '@/features/session';
import { apiQuery } from '@/lib/api/client';
import { findingActionLabel, findingTrailChanges } from './trail';

/** A finding's own trail: when it was recorded, each move, the resolution, by whom. */
export function FindingHistory({ finding }: { finding: Pick<Finding, 'id' | 'title'> }) {
  const { data: user } = useCurrentUser();
  return (
    <RecordHistory
      name={finding.title}
      title="Finding history"
      query={apiQuery('GET /api/findings/{id}/trail', { params: { id: finding.id } })}
      userId={user?.id ?? ''}
      changes={findingTrailChanges}
      actionLabel={findingActionLabel}
    />
  );
}
