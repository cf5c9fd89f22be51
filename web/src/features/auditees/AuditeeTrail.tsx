import { useQuery } from '@tanstack/react-query';
import { TrailView } from '@/components/trail/TrailView';
import { useMembers } from '@/features/orgs';
import { apiQuery } from '@/lib/api/client';
import { auditeeActionLabel, auditeeTrailChanges } from './trail';

/** The auditee's trail and whether its hash chain verifies; who acted by member name. */
export function AuditeeTrail({ auditeeId, userId }: { auditeeId: string; userId: string }) {
  const trail = useQuery(apiQuery('GET /api/auditees/{id}/trail', { params: { id: auditeeId } }));
  const { nameOf } = useMembers();
  return (
    <TrailView
      trail={trail}
      userId={userId}
      actorName={nameOf}
      changes={auditeeTrailChanges}
      actionLabel={auditeeActionLabel}
    />
  );
}
