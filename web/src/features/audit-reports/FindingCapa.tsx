import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { apiQuery } from '@/lib/api/client';
import { CapaCard } from './CapaSection';

/**
 * The CAPA of a finding recorded by hand on an audit (an auditee's accepted response opens it). It has no report
 * whose page would list it, so the finding shows it, with the same moves, checks and evidence as a report's CAPA.
 */
export function FindingCapa({ capaId, onReload }: { capaId: string; onReload: () => void }) {
  const capa = useQuery(apiQuery('GET /api/capas/{id}', { params: { id: capaId } }));
  if (capa.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading CAPA…</span>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (capa.isError) return <FormAlert>The CAPA could not be loaded.</FormAlert>;
  return <CapaCard capa={capa.data} reportId="" approved={false} onReload={onReload} />;
}
