import { useQuery } from '@tanstack/react-query';
import { FlaskConical, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Study } from '@cq/shared/auditees/schemas';
import { Button } from '@/components/ui/button';
import { CanWrite } from '@/features/workspace';
import { allAuditeesQuery } from './api';
import { ListSection, useSearchedList } from './ListSection';
import { EmptyState, PagedList } from './PagedList';
import { StudyDialog } from './StudyDialog';
import { phaseLabel } from './studyForm';

function StudyRow({ study, sponsor, onEdit }: { study: Study; sponsor?: string; onEdit: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-border bg-background p-4">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-semibold break-words">
          {study.protocolNumber} <span className="font-normal">{study.title}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {phaseLabel(study.phase)}
          {study.sponsorId && (
            <>
              {' · Sponsor: '}
              <Link to={`/auditees/${study.sponsorId}`} className="text-accent underline underline-offset-2">
                {sponsor ?? 'Auditee'}
              </Link>
            </>
          )}
        </p>
      </div>
      <CanWrite>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit study ${study.protocolNumber}`}>
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </Button>
      </CanWrite>
    </div>
  );
}

/** The workspace's studies: protocol number, title, phase and sponsor; searched by the API, New study and Edit. */
export function StudiesSection() {
  const { search, setSearch, q, list } = useSearchedList('GET /api/studies');
  const auditees = useQuery(allAuditeesQuery());
  const nameOf = (id: string) => auditees.data?.find((a) => a.id === id)?.name;
  // null: closed; 'new': New study; a study: its edit.
  const [dialog, setDialog] = useState<Study | 'new' | null>(null);
  const editing = dialog === 'new' ? null : dialog;
  return (
    <ListSection
      id="studies"
      title="Studies"
      newLabel="New study"
      onNew={() => setDialog('new')}
      search={{
        label: 'Search studies',
        placeholder: 'Search by protocol number or title...',
        value: search,
        onChange: setSearch,
      }}
    >
      <PagedList
        list={list}
        noun="studies"
        searched={q !== ''}
        empty={
          <EmptyState
            icon={FlaskConical}
            title="No studies yet"
            text="Record the studies you audit by protocol number, with their phase and sponsor."
          />
        }
      >
        {(study) => (
          <StudyRow
            study={study}
            sponsor={study.sponsorId ? nameOf(study.sponsorId) : undefined}
            onEdit={() => setDialog(study)}
          />
        )}
      </PagedList>
      <CanWrite>
        <StudyDialog
          // A new dialog per study: the form starts from the study as read.
          key={editing ? `${editing.id}-${editing.version}` : 'new'}
          open={dialog !== null}
          onOpenChange={(open) => !open && setDialog(null)}
          study={editing}
        />
      </CanWrite>
    </ListSection>
  );
}
