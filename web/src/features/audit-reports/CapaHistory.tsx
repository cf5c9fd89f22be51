import type { Capa } from '@cq/shared/reports/capa';
import { RecordHistory } from '@/components/trail/RecordHistory';
import { useCurrentUser } from '@/features/session';
import { apiQuery } from '@/lib/api/client';
import { capaTrailChanges, trailActionLabel } from './trail';

/** A CAPA's own trail: each edit and move with old and new values and its reason, by whom. */
export function CapaHistory({ capa }: { capa: Pick<Capa, 'id' | 'title'> }) {
  const { data: user } = useCurrentUser();
  return (
    <RecordHistory
      name={capa.title}
      title="CAPA history"
      query={apiQuery('GET /api/capas/{id}/trail', { params: { id: capa.id } })}
      userId={user?.id ?? ''}
      changes={capaTrailChanges}
      actionLabel={trailActionLabel}
    />
  );
}
