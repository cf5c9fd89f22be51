import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { TrailView } from '@/components/trail/TrailView';
import { useMembers } from '@/features/orgs';
import { apiQuery } from '@/lib/api/client';
import { reportTrailChanges, trailActionLabel } from './trail';

/**
 * The report's trail (answers, moves, the reviewer, each signature, exports) and whether its hash chain verifies;
 * who acted is named as the workspace's member.
 */
export function TrailSection({ reportId, userId }: { reportId: string; userId: string }) {
  const trail = useQuery(apiQuery('GET /api/audit-reports/{id}/trail', { params: { id: reportId } }));
  const { nameOf } = useMembers();
  const changes = useMemo(() => reportTrailChanges(nameOf), [nameOf]);
  return (
    <TrailView trail={trail} userId={userId} actorName={nameOf} changes={changes} actionLabel={trailActionLabel} />
  );
}
