import type { Finding } from '@cq/shared/findings/schemas';
import { RecordHistory } from '@/components/trail/RecordHistory';
import { useMembers } from '@/features/orgs';
import { useCurrentUser } from '@/features/session';
import { apiQuery } from '@/lib/api/client';
import { findingActionLabel, findingTrailChanges } from './trail';

/** A finding's own trail: when it was recorded, each move, the resolution, by whom (the member's name). */
export function FindingHistory({ finding }: { finding: Pick<Finding, 'id' | 'title'> }) {
  const { data: user } = useCurrentUser();
  const { nameOf } = useMembers();
  return (
    <RecordHistory
      name={finding.title}
      title="Finding history"
      query={apiQuery('GET /api/findings/{id}/trail', { params: { id: finding.id } })}
      userId={user?.id ?? ''}
      actorName={nameOf}
      changes={findingTrailChanges}
      actionLabel={findingActionLabel}
    />
  );
}
