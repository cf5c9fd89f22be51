import { useId } from 'react';
import { can, type WorkspaceAction } from '@cq/shared/orgs/roles';
import { Field } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useMembers, type WorkspaceMember } from '@/features/orgs';
import { NO_ASSIGNEE } from './auditForm';

/** An audit's people (issue 18): members' ids, '' for nobody. */
export interface Assignment {
  leadAuditorId: string;
  auditorIds: string[];
  reviewerId: string;
}

/** Members whose role allows the work (anyone named already stays listed, so a form never drops them silently). */
export function eligible(
  members: readonly WorkspaceMember[],
  action: WorkspaceAction,
  keep: readonly string[],
): WorkspaceMember[] {
  return members.filter((m) => keep.includes(m.userId) || can(m.role, action));
}

/**
 * Lead auditor, auditors (several) and reviewer, chosen among the workspace's members by name: those who may
 * write audit work lead and audit, those who may approve review. The API refuses anyone else (400 per field).
 */
export function AssignmentFields({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: Assignment;
  onChange: (change: Partial<Assignment>) => void;
  errors: Partial<Record<keyof Assignment, string>>;
  disabled?: boolean;
}) {
  const { members, loading } = useMembers();
  const ids = useId();
  const writers = eligible(members, 'write', [value.leadAuditorId, ...value.auditorIds]);
  const reviewers = eligible(members, 'approve', [value.reviewerId]);
  const auditorsError = errors.auditorIds;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Lead auditor" error={errors.leadAuditorId}>
          {(control) => (
            <NativeSelect
              {...control}
              value={value.leadAuditorId}
              disabled={disabled || loading}
              onChange={(e) => onChange({ leadAuditorId: e.target.value })}
              options={[
                { value: NO_ASSIGNEE, label: 'No lead auditor' },
                ...writers.map((m) => ({ value: m.userId, label: m.name })),
              ]}
            />
          )}
        </Field>
        <Field label="Reviewer" error={errors.reviewerId}>
          {(control) => (
            <NativeSelect
              {...control}
              value={value.reviewerId}
              disabled={disabled || loading}
              onChange={(e) => onChange({ reviewerId: e.target.value })}
              options={[
                { value: NO_ASSIGNEE, label: 'No reviewer' },
                ...reviewers.map((m) => ({ value: m.userId, label: m.name })),
              ]}
            />
          )}
        </Field>
      </div>
      <fieldset
        className="grid gap-2"
        disabled={disabled || loading}
        aria-describedby={auditorsError ? `${ids}-auditors-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Auditors</legend>
        {writers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{loading ? 'Loading members…' : 'No member can audit.'}</p>
        ) : (
          <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            {writers.map((m) => (
              <label key={m.userId} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={value.auditorIds.includes(m.userId)}
                  aria-invalid={auditorsError ? true : undefined}
                  onChange={(e) =>
                    onChange({
                      auditorIds: e.target.checked
                        ? [...value.auditorIds, m.userId]
                        : value.auditorIds.filter((id) => id !== m.userId),
                    })
                  }
                />
                {m.name}
              </label>
            ))}
          </div>
        )}
        {auditorsError && (
          <p id={`${ids}-auditors-error`} className="text-sm text-destructive">
            {auditorsError}
          </p>
        )}
      </fieldset>
    </div>
  );
}

/** 'Ada Lovelace, Alan Turing' or '—'. */
export const namesOf = (ids: readonly string[], nameOf: (id: string) => string): string =>
  ids.length ? ids.map(nameOf).join(', ') : '—';
