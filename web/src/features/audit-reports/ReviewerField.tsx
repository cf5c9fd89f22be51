import { useState, type FormEvent } from 'react';
import { can } from '@cq/shared/orgs/roles';
import type { Report } from '@cq/shared/reports/schemas';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useMembers, type WorkspaceMember } from '@/features/orgs';
import { useCan } from '@/features/workspace';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { refusalOf, useReportUpdate } from './api';
import { WriteError } from './WriteError';

export const NO_REVIEWER = '';

/**
 * Who may be asked to review a report: members whose role approves (reviewer, admin, owner) and who did not write
 * or answer it, since they could not approve it (separation of duties); the current reviewer stays listed.
 */
export function reviewerOptions(
  members: readonly WorkspaceMember[],
  authorIds: readonly string[],
  current: string | null = null,
): { value: string; label: string }[] {
  return [
    { value: NO_REVIEWER, label: 'No reviewer' },
    ...members
      .filter((m) => m.userId === current || (can(m.role, 'approve') && !authorIds.includes(m.userId)))
      .map((m) => ({ value: m.userId, label: m.name })),
  ];
}

export const REVIEWER_HINT =
  'A reviewer, admin or owner who did not write or answer the report. They see it in their notifications while it is under review or completed.';

/**
 * The report's reviewer (`PATCH reviewerId`): a member select and Save for those who may change the report, the
 * name alone for viewers and once the report is approved. Key it by the report's version, so a save or a reload
 * starts it from the report as it now is.
 */
export function ReviewerField({ report, onReload }: { report: Report; onReload: () => void }) {
  const { members, nameOf, loading } = useMembers();
  const writable = useCan('write') && report.status !== 'approved';
  const update = useReportUpdate(report.id);
  const pending = usePending();
  const [chosen, setChosen] = useState(report.reviewerId ?? NO_REVIEWER);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const current = report.reviewerId ?? NO_REVIEWER;
  if (!writable) {
    return (
      <div className="text-sm">
        <span className="text-muted-foreground">Reviewer: </span>
        <span className="font-medium">{report.reviewerId ? nameOf(report.reviewerId) : 'None'}</span>
      </div>
    );
  }
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    try {
      await update.mutateAsync({ version: report.version, reviewerId: chosen === NO_REVIEWER ? null : chosen });
      toast({ title: chosen === NO_REVIEWER ? 'Reviewer removed' : `Reviewer: ${nameOf(chosen)}` });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400 && refusal.fields.reviewerId) setFieldError(refusal.fields.reviewerId);
    }
  };
  return (
    <form onSubmit={pending.guard(save)} noValidate className="grid max-w-xl gap-2">
      <Field label="Reviewer" hint={REVIEWER_HINT} error={fieldError}>
        {(control) => (
          <NativeSelect
            {...control}
            value={chosen}
            disabled={loading}
            onChange={(e) => setChosen(e.target.value)}
            options={reviewerOptions(members, report.authorIds, report.reviewerId)}
          />
        )}
      </Field>
      {chosen !== current && (
        <Button type="submit" size="sm" className="w-fit" loading={pending.busy}>
          Save Reviewer
        </Button>
      )}
      {update.isError && !fieldError && (
        <WriteError
          error={update.error}
          onReload={() => {
            update.reset();
            onReload();
          }}
        />
      )}
    </form>
  );
}
