import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { Audit } from '@cq/shared/audits/schemas';
import { isOpenFinding } from '@cq/shared/findings/rules';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { CanWrite } from '@/features/workspace';
import { apiQuery } from '@/lib/api/client';
import { useResponseRequests } from './api';
import { RequestList } from './RequestList';
import { SendToAuditeeDialog } from './SendToAuditeeDialog';

/**
 * "Sent to auditee" on an audit's page: the requests sent to the audited site with where each stands, and
 * "Send to auditee" for the audit's open findings.
 */
export function ResponseRequestsSection({ audit, onReload }: { audit: Audit; onReload: () => void }) {
  const requests = useResponseRequests(audit.id);
  const findings = useQuery(apiQuery('GET /api/audits/{id}/findings', { params: { id: audit.id } }));
  const [sending, setSending] = useState(false);
  const open = findings.data?.filter((f) => isOpenFinding(f.status)) ?? [];
  return (
    <section aria-labelledby="auditee-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="auditee-heading" className="text-xl font-semibold tracking-tight">
            Sent to auditee
          </h2>
          <p className="text-sm text-muted-foreground">
            The audited site answers each finding with a root cause and a CAPA plan through a link, without an account.
          </p>
        </div>
        <CanWrite>
          {open.length > 0 && (
            <Button size="sm" onClick={() => setSending(true)}>
              <Send className="size-4" aria-hidden="true" /> Send to auditee
            </Button>
          )}
        </CanWrite>
      </div>
      {requests.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : requests.isError ? (
        <FormAlert>The requests sent to the auditee could not be loaded.</FormAlert>
      ) : requests.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing sent yet.</p>
      ) : (
        <RequestList requests={requests.data} />
      )}
      {sending && (
        <SendToAuditeeDialog auditId={audit.id} findings={open} onClose={() => setSending(false)} onReload={onReload} />
      )}
    </section>
  );
}
