import { useQuery } from '@tanstack/react-query';
import { TrailView } from '@/components/trail/TrailView';
import { apiQuery } from '@/lib/api/client';
import { trailActionLabel, trailChanges } from './trail';

/** The audit's trail and whether its hash chain verifies. */
export function TrailSection({ auditId, userId }: { auditId: string; userId: string }) {
  const trail = useQuery(apiQuery('GET /api/audits/{id}/trail', { params: { id: auditId } }));
  return <TrailView trail={trail} userId={userId} changes={trailChanges} actionLabel={trailActionLabel} />;
}
