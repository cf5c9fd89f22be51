import type { Capa } from '@cq/shared/reports/capa';
import { RecordHistory } from '@/components/trail/RecordHistory';
import { useMembers } from '@/features/orgs';
import { useCurrentUser } from '@/features/session';
import { apiQuery } from '@/lib/api/client';
import { capaTrailChanges, trailActionLabel } from './trail';

/** A CAPA's own trail: each edit and move with old and new values and its reason, by whom (the member's name). */
export function CapaHistory({ capa }: { capa: Pick<Capa, 'id' | 'title'> }) {
  const { data: user } = useCurrentUser();
  const { nameOf } = useMembers();
  return (
    <RecordHistory
      name={capa.title}
      title="CAPA history"
      query={apiQuery('GET /api/capas/{id}/trail', { params: { id: capa.id } })}
      userId={user?.id ?? ''}
      actorName={nameOf}
      changes={capaTrailChanges}
      actionLabel={trailActionLabel}
    />
  );
}
