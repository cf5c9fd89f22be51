import { ArrowLeft, BookOpen, FilePlus2, Pencil, Send, Undo2, BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { sopAreaLabel, sopStandingOn, type SopStanding } from '@cq/shared/library/rules';
import type { SopStaffVersion } from '@cq/shared/library/staffSchemas';
import {
  nextSopVersion,
  SOP_EDIT_MESSAGES,
  sopApprovalRefusal,
  sopOpen,
  type SopRevisionKind,
} from '@cq/shared/library/workflow';
import { LoadMore } from '@/components/LoadMore';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/session';
import { submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { SopApproveDialog } from './SopApproveDialog';
import { SopEditor } from './SopEditor';
import { effectiveDateLabel, SopStandingBadges } from './SopStatusBadge';
import { sopSignerLine, SopVersionView } from './SopVersionView';
import { useSopMove, useSopRevise, useStaffSop } from './sopApi';

/** What can be done next with the version in progress, or with the approved one when none is. */
function NextStep({ versions, onEdit }: { versions: SopStaffVersion[]; onEdit: (v: SopStaffVersion) => void }) {
  const { data: user } = useCurrentUser();
  const move = useSopMove();
  const revise = useSopRevise();
  const [kind, setKind] = useState<SopRevisionKind>('minor');
  const [approving, setApproving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = versions.find((v) => sopOpen(v.status));
  const current = versions.find((v) => v.status === 'approved');
  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      setFailure(submitError(error, { serverText: true }).message);
    }
  };
  const busy = move.isPending || revise.isPending;
  const refusal = open && user ? sopApprovalRefusal(user.id, open.lastEditedBy) : null;
  return (
    <div className="grid gap-3 rounded-[var(--radius-card)] border border-border bg-background p-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      {open?.status === 'draft' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => onEdit(open)}>
            <Pencil className="size-4" aria-hidden="true" /> Edit draft v{open.version}
          </Button>
          <Button
            loading={move.isPending}
            disabled={busy}
            onClick={() =>
              void run(
                () => move.mutateAsync({ ref: { id: open.sopId, seq: open.seq }, move: 'submit', rev: open.rev }),
                SOP_EDIT_MESSAGES.submitted,
              )
            }
          >
            <Send className="size-4" aria-hidden="true" /> Submit for review
          </Button>
        </div>
      )}
      {open?.status === 'in_review' && (
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              loading={move.isPending}
              disabled={busy}
              onClick={() =>
                void run(
                  () => move.mutateAsync({ ref: { id: open.sopId, seq: open.seq }, move: 'return', rev: open.rev }),
                  SOP_EDIT_MESSAGES.returned,
                )
              }
            >
              <Undo2 className="size-4" aria-hidden="true" /> Send back to draft
            </Button>
            <Button
              disabled={busy || refusal !== null}
              aria-describedby={refusal ? 'sop-approve-refusal' : undefined}
              onClick={() => setApproving(true)}
            >
              <BadgeCheck className="size-4" aria-hidden="true" /> Approve v{open.version}
            </Button>
          </div>
          {refusal && (
            <p id="sop-approve-refusal" className="text-sm text-muted-foreground">
              {refusal}
            </p>
          )}
        </div>
      )}
      {!open && current && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1.5 text-sm font-medium">
            Revision
            <NativeSelect
              value={kind}
              onChange={(e) => setKind(e.target.value as SopRevisionKind)}
              options={(['minor', 'major'] as const).map((k) => ({
                value: k,
                // The number the server gives the draft (the same rule), from the current version.
                label: `${k === 'minor' ? 'Minor' : 'Major'} (${current.version} → ${nextSopVersion(current.version, k)})`,
              }))}
            />
          </label>
          <Button
            loading={revise.isPending}
            disabled={busy}
            onClick={() =>
              void run(
                async () => onEdit(await revise.mutateAsync({ id: current.sopId, body: { kind } })),
                'Draft started',
              )
            }
          >
            <FilePlus2 className="size-4" aria-hidden="true" /> Start a new draft
          </Button>
        </div>
      )}
      {approving && open && <SopApproveDialog version={open} onClose={() => setApproving(false)} />}
    </div>
  );
}

/**
 * One SOP: what can be done next, and every version newest first (superseded ones kept and listed), each of which
 * opens read-only.
 */
export function SopDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const sop = useStaffSop(id);
  const [editing, setEditing] = useState<SopStaffVersion | null>(null);
  const [reading, setReading] = useState<SopStaffVersion | null>(null);
  if (editing) return <SopEditor draft={editing} onDone={() => setEditing(null)} />;
  // Newest first, page after page.
  const versions = sop.data?.pages.flatMap((p) => p.data.versions) ?? [];
  // How each version stands today (a version's standing depends only on it and the newer ones, all loaded).
  const now = new Date();
  const standing = (v: SopStaffVersion): SopStanding => sopStandingOn(v, versions, now);
  if (reading) return <SopVersionView version={reading} standing={standing(reading)} onBack={() => setReading(null)} />;
  const newest = versions[0];
  return (
    <section aria-labelledby="sop-heading" className="grid gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to SOPs
        </Button>
      </div>
      {sop.isError ? (
        <FormAlert>{submitError(sop.error, { serverText: true }).message}</FormAlert>
      ) : !newest ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only" role="status">
            Opening the SOP…
          </span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <>
          <div>
            <h2 id="sop-heading" className="text-xl font-semibold">
              {newest.code} {newest.title}
            </h2>
            <p className="text-sm text-muted-foreground">{sopAreaLabel(newest.area)}</p>
          </div>
          <NextStep versions={versions} onEdit={setEditing} />
          <h3 className="font-semibold">Version history</h3>
          <ol className="grid gap-2" aria-label="Versions, newest first">
            {versions.map((v) => (
              <li
                key={v.seq}
                className="grid gap-1 rounded-[var(--radius-card)] border border-border bg-background p-3 text-sm"
              >
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">v{v.version}</span>
                  <SopStandingBadges standing={standing(v)} />
                  {v.effectiveDate && (
                    <span>
                      {effectiveDateLabel(standing(v))} {v.effectiveDate}
                    </span>
                  )}
                  {v.nextReviewDate && <span>· Next review {v.nextReviewDate}</span>}
                </p>
                <p className="text-muted-foreground">{sopSignerLine(v)}</p>
                <div>
                  <Button size="sm" variant="outline" onClick={() => setReading(v)}>
                    <BookOpen className="size-4" aria-hidden="true" /> Read v{v.version}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <LoadMore pages={sop} label="Load older versions" />
        </>
      )}
    </section>
  );
}
