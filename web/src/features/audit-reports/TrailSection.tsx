import { useQuery } from '@tanstack/react-query';
import { TrailView } from '@/components/trail/TrailView';
import { apiQuery } from '@/lib/api/client';
import { trailActionLabel, trailChanges } from './trail';

/** The report's trail (answers, moves, the signature, exports) and whether its hash chain verifies. */
export function TrailSection({ reportId, userId }: { reportId: string; userId: string }) {
  const trail = useQuery(apiQuery('GET /api/audit-reports/{id}/trail', { params: { id: reportId } }));
  return <TrailView trail={trail} userId={userId} changes={trailChanges} actionLabel={trailActionLabel} />;
}
