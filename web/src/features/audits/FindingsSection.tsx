import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FINDING_TRANSITIONS, isOpenFinding } from '@cq/shared/findings/rules';
import type { Finding } from '@cq/shared/findings/schemas';
import type { Audit } from '@cq/shared/audits/schemas';
import { takesNewFindings } from '@cq/shared/audits/rules';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { CanWrite } from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { CloseFindingDialog, NewFindingDialog } from './FindingDialogs';
import { FindingHistory } from './FindingHistory';
import { reportFindingHref } from './findingLinks';
import { FindingSummary } from './FindingSummary';
import { WriteErrorAlert } from './WriteErrorAlert';
import { useFindingUpdate } from './writes';
import { EvidenceList } from '@/features/evidence';
import { FindingResponses } from '@/features/responses';
import { FindingCapa } from '@/features/audit-reports';

function FindingItem({
  auditId,
  finding,
  onClosing,
  onReload,
}: {
  auditId: string;
  finding: Finding;
  onClosing: () => void;
  onReload: () => void;
}) {
  const update = useFindingUpdate();
  const pending = usePending();
  // A finding with a CAPA is moved by the CAPA (below, or on its report's page), never by itself.
  const moves = finding.capaId ? [] : FINDING_TRANSITIONS[finding.status];
  const start = async () => {
    try {
      await update.mutateAsync({ id: finding.id, body: { version: finding.version, status: 'in_progress' } });
      toast({ title: 'Finding in progress', description: finding.title });
    } catch {
      // Shown below the finding (WriteErrorAlert).
    }
  };
  return (
    <li id={`finding-${finding.id}`} className="scroll-mt-24">
      <Card className="grid gap-2 p-4">
        <FindingSummary finding={finding} />
        {finding.reportId && (
          <p className="text-sm">
            <Link to={reportFindingHref(finding)} className="font-medium text-accent hover:underline">
              {finding.capaId ? 'Raised by a report; closes with its CAPA' : 'Raised by a report'}
            </Link>
          </p>
        )}
        {finding.capaId && !finding.reportId && (
          <p className="text-sm text-muted-foreground">Closes with its CAPA below.</p>
        )}
        {finding.status === 'closed' && (
          <div className="rounded-md bg-success-surface p-3 text-sm">
            <p className="flex items-center gap-1.5 font-medium text-success">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              Closed{finding.closedAt ? ` ${formatDate(finding.closedAt)}` : ''}
            </p>
            {finding.resolution && <p className="mt-1 whitespace-pre-line">{finding.resolution}</p>}
          </div>
        )}
        {update.isError && <WriteErrorAlert error={update.error} onReload={onReload} />}
        <CanWrite>
          {moves.length > 0 && (
            <div role="group" aria-label={`Move finding ${finding.title}`} className="flex flex-wrap gap-2 pt-1">
              {moves.includes('in_progress') && (
                <Button size="sm" variant="secondary" loading={pending.busy} onClick={pending.guard(start)}>
                  Start Work
                </Button>
              )}
              {moves.includes('closed') && (
                <Button size="sm" variant="outline" onClick={onClosing} disabled={pending.busy}>
                  Close Finding
                </Button>
              )}
            </div>
          )}
        </CanWrite>
        <EvidenceList target={{ kind: 'finding', findingId: finding.id }} label={`finding ${finding.title}`} />
        {finding.capaId && !finding.reportId && <FindingCapa capaId={finding.capaId} onReload={onReload} />}
        <FindingResponses auditId={auditId} findingId={finding.id} onReload={onReload} />
        <FindingHistory finding={finding} />
      </Card>
    </li>
  );
}

/** The audit's findings: add, move open → in progress, close with a resolution note (closed is final). */
export function FindingsSection({ audit, onReload }: { audit: Audit; onReload: () => void }) {
  const findings = useQuery(apiQuery('GET /api/audits/{id}/findings', { params: { id: audit.id } }));
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState<Finding | null>(null);
  const open = findings.data?.filter((f) => isOpenFinding(f.status)).length ?? 0;
  const canAdd = takesNewFindings(audit.status);
  return (
    <section aria-labelledby="findings-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="findings-heading" className="text-xl font-semibold tracking-tight">
            Findings
          </h2>
          {findings.data && (
            <p className="text-sm text-muted-foreground">
              {findings.data.length === 0 ? 'None recorded' : `${findings.data.length} recorded, ${open} open`}
            </p>
          )}
        </div>
        <CanWrite>
          {canAdd && (
            <Button size="sm" onClick={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden="true" /> Add Finding
            </Button>
          )}
        </CanWrite>
      </div>
      {findings.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading findings…</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : findings.isError ? (
        <FormAlert>Findings could not be loaded.</FormAlert>
      ) : findings.data.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-input bg-background p-6 text-center text-sm text-muted-foreground">
          {canAdd ? 'No findings yet. Add one when the audit finds something to act on.' : 'No findings were recorded.'}
        </p>
      ) : (
        <ul className="grid gap-3">
          {findings.data.map((finding) => (
            <FindingItem
              key={finding.id}
              auditId={audit.id}
              finding={finding}
              onClosing={() => setClosing(finding)}
              onReload={onReload}
            />
          ))}
        </ul>
      )}
      <NewFindingDialog auditId={audit.id} open={adding} onOpenChange={setAdding} onReload={onReload} />
      {closing && (
        <CloseFindingDialog key={closing.id} finding={closing} onClose={() => setClosing(null)} onReload={onReload} />
      )}
    </section>
  );
}
