import { useQuery } from '@tanstack/react-query';
import { sopAreaLabel } from '@cq/shared/library/rules';
import type { Sop } from '@cq/shared/library/schemas';
import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { apiQuery, apiQueryKey } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { usePending } from '@/lib/usePending';
import { useQueryClient } from '@tanstack/react-query';
import { downloadSop, needsSubscription } from './api';
import { SopBodyText } from './SopBodyText';
import { SubscribePrompt } from './SubscribePrompt';

function Downloads({ sop }: { sop: Sop }) {
  const pending = usePending<'docx' | 'pdf'>();
  const client = useQueryClient();
  const save = async (format: 'docx' | 'pdf') => {
    try {
      toast({ title: 'SOP downloaded', description: await downloadSop(sop.id, format) });
    } catch (error) {
      toast({ title: 'Not downloaded', description: refusalOf(error)?.message ?? 'Try again.' });
    } finally {
      await client.invalidateQueries({
        queryKey: apiQueryKey('GET /api/library/sops/{id}', { params: { id: sop.id } }),
      });
    }
  };
  const { remaining, resetsOn } = sop.downloads;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {(['docx', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant={format === 'docx' ? 'default' : 'outline'}
            loading={pending.running === format}
            disabled={pending.busy}
            onClick={pending.guard(() => save(format), format)}
          >
            <Download className="size-4" aria-hidden="true" /> {format === 'docx' ? 'Download Word' : 'Download PDF'}
          </Button>
        ))}
      </div>
      {remaining !== null && (
        <p className="text-sm text-muted-foreground">
          Professional plan: {remaining} of 10 downloads left this month (they reset on {resetsOn}).
        </p>
      )}
    </div>
  );
}

function SopText({ sop }: { sop: Sop }) {
  return (
    <article className="grid gap-6">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          <Link to="/library" className="underline underline-offset-2">
            SOP Library
          </Link>{' '}
          · {sopAreaLabel(sop.area)}
        </p>
        <h1 className="text-3xl font-bold tracking-tight">{sop.title}</h1>
        <p className="text-sm text-muted-foreground">
          {sop.code} · version {sop.version} · effective {sop.effectiveDate} · next review {sop.nextReviewDate}
        </p>
        <Downloads sop={sop} />
      </header>
      <SopBodyText
        body={sop.body}
        historyNote={
          sop.superseded.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Superseded: {sop.superseded.map((s) => `${s.version} (effective ${s.effectiveDate})`).join(', ')}
            </p>
          )
        }
      />
    </article>
  );
}

/** /library/:id (issue 22): one SOP's current approved version, to read and download. */
export function SopPage() {
  const { id = '' } = useParams();
  const sop = useQuery(apiQuery('GET /api/library/sops/{id}', { params: { id } }));
  usePageTitle(sop.data?.title ?? 'SOP Library');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      {needsSubscription(sop.error) ? (
        <SubscribePrompt />
      ) : sop.isError ? (
        <FormAlert>
          {refusalOf(sop.error)?.status === 404 ? 'SOP not found.' : 'The SOP could not be loaded.'}
        </FormAlert>
      ) : sop.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : (
        <SopText sop={sop.data} />
      )}
    </div>
  );
}

export default SopPage;
