import { useInfiniteQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@cq/shared/admin/rules';
import { LEAD_KINDS, LEAD_KIND_LABELS, type AdminLead, type LeadKind } from '@cq/shared/admin/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FilterChips } from '@/components/ui/filter-chips';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { submitError } from '@/lib/api/submitError';
import { formatUtcTimestamp } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { leadsQuery, useLeadsCsv } from './api';
import { plural } from './display';
import { LeadDialog } from './LeadDialog';
import { EmptyNote, ListFooter, ListSkeleton } from './lists';

const KIND_TABS = LEAD_KINDS.map((value) => ({ value, label: `${LEAD_KIND_LABELS[value]}s` }));
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] })),
];
const STATUS_BADGE = { new: 'warning', contacted: 'secondary', qualified: 'default', closed: 'outline' } as const;

function LeadRow({ lead, onOpen }: { lead: AdminLead; onOpen: () => void }) {
  return (
    <li className="grid gap-2 rounded-[var(--radius-card)] border border-border bg-background p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{lead.name ?? lead.email}</h3>
          <Badge variant={STATUS_BADGE[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
        </div>
        <p className="text-sm break-all text-muted-foreground">
          {lead.email}
          {lead.company && ` · ${lead.company}`}
          {lead.phone && ` · ${lead.phone}`}
        </p>
        {lead.job && <p className="text-sm">Job: {lead.job.title}</p>}
        {lead.message && <p className="line-clamp-2 text-sm break-words">{lead.message}</p>}
        <p className="text-xs text-muted-foreground">
          <time dateTime={lead.createdAt}>{formatUtcTimestamp(lead.createdAt)}</time>
          {lead.notes.length > 0 && ` · ${plural(lead.notes.length, 'note')}`}
        </p>
      </div>
      <Button size="sm" variant="outline" onClick={onOpen} aria-label={`Open lead from ${lead.name ?? lead.email}`}>
        Open
      </Button>
    </li>
  );
}

/** Leads inbox: one kind at a time, filtered by status, each lead's status moved with a note; CSV of the view. */
export function LeadsPanel() {
  const [kind, setKind] = useState<LeadKind>('contact');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [open, setOpen] = useState<AdminLead | null>(null);
  const filters = { kind, ...(status && { status }) };
  const list = useInfiniteQuery(leadsQuery(filters));
  const leads = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const csv = useLeadsCsv();

  return (
    <section aria-labelledby="admin-leads" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-leads" className="text-xl font-semibold">
          Leads
        </h2>
        <Button
          variant="outline"
          loading={csv.isPending}
          onClick={() =>
            csv.mutate(filters, {
              onSuccess: (name) => toast({ title: 'CSV downloaded', description: name }),
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: submitError(error, { serverText: true }).message,
                  variant: 'destructive',
                }),
            })
          }
        >
          {!csv.isPending && <Download className="size-4" aria-hidden="true" />}
          {csv.isPending ? 'Preparing…' : 'Download CSV'}
        </Button>
      </div>
      <FilterChips label="Kind of lead" options={KIND_TABS} value={kind} onChange={setKind} />
      <Field label="Status" className="max-w-56">
        {(control) => (
          <NativeSelect
            {...control}
            value={status}
            onChange={(e) => setStatus(e.target.value as LeadStatus | '')}
            options={STATUS_OPTIONS}
          />
        )}
      </Field>
      {list.isPending ? (
        <ListSkeleton label="Loading leads…" rows={3} rowClassName="h-24" />
      ) : list.isError ? (
        <FormAlert>The leads could not be loaded.</FormAlert>
      ) : leads.length === 0 ? (
        <EmptyNote>
          No {LEAD_KIND_LABELS[kind].toLowerCase()}s{status && ` with status ${LEAD_STATUS_LABELS[status]}`}.
        </EmptyNote>
      ) : (
        <>
          <p className="sr-only" role="status">
            {plural(leads.length, 'lead')} shown
          </p>
          <ul aria-label={`${LEAD_KIND_LABELS[kind]}s`} className="grid gap-2">
            {leads.map((lead) => (
              <LeadRow key={lead.id} lead={lead} onOpen={() => setOpen(lead)} />
            ))}
          </ul>
        </>
      )}
      <ListFooter list={list} noun="leads" />
      {open && <LeadDialog lead={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
