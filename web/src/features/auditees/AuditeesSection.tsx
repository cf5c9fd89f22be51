import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AUDITEE_KIND_LABELS } from '@cq/shared/auditees/rules';
import type { Auditee } from '@cq/shared/auditees/schemas';
import { Button } from '@/components/ui/button';
import { CanWrite } from '@/features/workspace';
import { AuditeeStatusBadge, RiskBadge } from './AuditeeBadges';
import { NewAuditeeDialog } from './NewAuditeeDialog';
import { ListSection, useSearchedList } from './ListSection';
import { EmptyState, PagedList } from './PagedList';

function AuditeeRow({ auditee }: { auditee: Auditee }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-border bg-background p-4">
      <div className="grid min-w-0 gap-0.5">
        <Link to={`/auditees/${auditee.id}`} className="font-semibold break-words text-accent hover:underline">
          {auditee.name}
        </Link>
        <p className="text-sm text-muted-foreground">
          {AUDITEE_KIND_LABELS[auditee.kind]}
          {auditee.country && ` · ${auditee.country}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <AuditeeStatusBadge status={auditee.status} />
        <RiskBadge rating={auditee.riskRating} />
      </div>
    </div>
  );
}

/** The workspace's auditees: searched by the API as the typing pauses, a page at a time, and New auditee. */
export function AuditeesSection() {
  const { search, setSearch, q, list } = useSearchedList('GET /api/auditees');
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = () => setDialogOpen(true);
  return (
    <ListSection
      id="auditees"
      title="Auditees"
      newLabel="New auditee"
      onNew={openDialog}
      search={{
        label: 'Search auditees',
        placeholder: 'Search by name, country, address or contact...',
        value: search,
        onChange: setSearch,
      }}
    >
      <PagedList
        list={list}
        noun="auditees"
        searched={q !== ''}
        empty={
          <EmptyState
            icon={Building2}
            title="No auditees yet"
            text="Add the sites, vendors, CROs, sponsors and laboratories you audit."
            action={
              <CanWrite>
                <Button onClick={openDialog}>
                  <Plus className="size-4" aria-hidden="true" /> Add an auditee
                </Button>
              </CanWrite>
            }
          />
        }
      >
        {(auditee) => <AuditeeRow auditee={auditee} />}
      </PagedList>
      <CanWrite>
        <NewAuditeeDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      </CanWrite>
    </ListSection>
  );
}
