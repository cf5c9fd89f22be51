import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import type { TrailEntryView } from '@cq/shared/audits/schemas';
import { Button } from '@/components/ui/button';
import { TrailView, type TrailViewProps } from './TrailView';

type Trail = { entries: TrailEntryView[]; verified: boolean; brokenAt?: number | null };

interface RecordHistoryProps<K extends readonly unknown[]> extends Omit<TrailViewProps, 'trail' | 'headingLevel'> {
  /** The part's name, for the button's accessible name ('Show history of …'). */
  name: string;
  /** The part's trail read (`apiQuery('GET /api/…/{id}/trail', …)`), made only once the history is opened. */
  query: UseQueryOptions<Trail, Error, Trail, K>;
}

function PartTrail<K extends readonly unknown[]>({ query, ...view }: Omit<RecordHistoryProps<K>, 'name'>) {
  const trail = useQuery(query);
  return <TrailView trail={trail} headingLevel={4} {...view} />;
}

/**
 * A part's own trail (a finding's, a CAPA's) behind a Show history button: read only when asked for, so a page
 * with many parts makes one request per part the user opens, not one per part listed.
 */
export function RecordHistory<K extends readonly unknown[]>({ name, ...trail }: RecordHistoryProps<K>) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="grid gap-3">
      <Button
        size="sm"
        variant="ghost"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={open ? panel : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <History className="size-4" aria-hidden="true" />
        {open ? 'Hide history' : 'Show history'}
        <span className="sr-only"> of {name}</span>
      </Button>
      {open && (
        <div id={panel}>
          <PartTrail {...trail} />
        </div>
      )}
    </div>
  );
}
