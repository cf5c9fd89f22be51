import { FolderOpen, Plus } from 'lucide-react';
import { Fragment, useState } from 'react';
import { sopAreaLabel, sopStandingOn } from '@cq/shared/library/rules';
import type { SopStaffEntry } from '@cq/shared/library/staffSchemas';
import { sopOpen } from '@cq/shared/library/workflow';
import { LoadMore } from '@/components/LoadMore';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { SopDetail } from './SopDetail';
import { SopEditor } from './SopEditor';
import { effectiveDateLabel, SopStatusBadge } from './SopStatusBadge';
import { joinSopPages, useStaffSops } from './sopApi';

/** The newest version names the SOP (its title may have changed in a revision). */
const newest = (sop: SopStaffEntry) => sop.versions[sop.versions.length - 1]!;

/**
 * SOPs (issue 22): every library SOP with its approved version and the one in progress; New SOP opens the editor,
 * an SOP opens its versions (history, edit, submit, send back, approve).
 */
export function SopsPanel() {
  const sops = useStaffSops();
  const [open, setOpen] = useState<string | 'new' | null>(null);
  if (open === 'new') return <SopEditor draft={null} onDone={() => setOpen(null)} />;
  if (open) return <SopDetail id={open} onBack={() => setOpen(null)} />;
  const list = joinSopPages(sops.data?.pages ?? []).sort((a, b) => newest(a).code.localeCompare(newest(b).code));
  const now = new Date();
  return (
    <section aria-labelledby="sops-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="sops-heading" className="text-xl font-semibold">
            SOPs
          </h2>
          <p className="text-sm text-muted-foreground">
            Draft, review and approve the SOP Library. Subscribers see each SOP&apos;s approved version in force on the
            day.
          </p>
        </div>
        <Button onClick={() => setOpen('new')}>
          <Plus className="size-4" aria-hidden="true" /> New SOP
        </Button>
      </div>
      {sops.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading SOPs…
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : sops.isError ? (
        <FormAlert>The SOPs could not be loaded. Please try again.</FormAlert>
      ) : list.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-border p-8 text-center text-muted-foreground">
          No SOPs yet. Write the first one with New SOP.
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.map((sop) => {
            const last = newest(sop);
            // The version in force today, and one approved to come into force later (sopStandingOn), oldest first.
            const issued = sop.versions
              .map((v) => ({ v, standing: sopStandingOn(v, sop.versions, now) }))
              .filter(({ standing }) => standing.inForce || standing.upcoming);
            const inProgress = sop.versions.find((v) => sopOpen(v.status));
            return (
              <li
                key={sop.id}
                className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-background p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid gap-1">
                  <h3 className="font-semibold">
                    {last.code} {last.title}
                  </h3>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <span>{sopAreaLabel(last.area)}</span>
                    {issued.map(({ v, standing }) => (
                      <Fragment key={v.seq}>
                        <span aria-hidden="true">·</span>
                        <SopStatusBadge status={standing.status} />
                        <span>
                          v{v.version}, {effectiveDateLabel(standing).toLowerCase()} {v.effectiveDate}
                        </span>
                      </Fragment>
                    ))}
                    {inProgress && (
                      <>
                        <span aria-hidden="true">·</span>
                        <SopStatusBadge status={inProgress.status} />
                        <span>v{inProgress.version}</span>
                      </>
                    )}
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => setOpen(sop.id)}>
                  <FolderOpen className="size-4" aria-hidden="true" /> Open
                  <span className="sr-only"> {last.title}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {sops.isSuccess && <LoadMore pages={sops} label="Load more SOPs" />}
    </section>
  );
}
