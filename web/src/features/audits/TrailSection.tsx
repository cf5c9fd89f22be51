import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { TrailView } from '@/components/trail/TrailView';
import { useMembers } from '@/features/orgs';
import { apiQuery } from '@/lib/api/client';
import { auditTrailChanges, trailActionLabel } from './trail';

/** The audit's trail and whether its hash chain verifies; who acted (and who was assigned) by member name. */
export function TrailSection({ auditId, userId }: { auditId: string; userId: string }) {
  const trail = useQuery(apiQuery('GET /api/audits/{id}/trail', { params: { id: auditId } }));
  const { nameOf } = useMembers();
  const changes = useMemo(() => auditTrailChanges(nameOf), [nameOf]);
  return (
    <TrailView trail={trail} userId={userId} actorName={nameOf} changes={changes} actionLabel={trailActionLabel} />
  );
}
