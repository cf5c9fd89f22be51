import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ORG_ROLE_DESCRIPTIONS, ORG_ROLE_LABELS, type OrgRole } from '@cq/shared/orgs/roles';
import { memberUpdateSchema, type Member } from '@cq/shared/orgs/schemas';
import { TRAIL_REASON_MAX } from '@cq/shared/schemas/limits';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { api } from '@/lib/api/client';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { refreshOrgs } from './api';
import { memberName, roleOptions } from './orgDisplay';
import * as z from '@cq/shared/schemas/z';

type RoleValues = { role: OrgRole; reason: string };

/**
 * A member's new role and the reason (both required; the reason is kept in the organisation's trail). Offers
 * only the roles the signed-in member may hand out; the API has the last word (the last owner, owner-only
 * changes) and its message is shown here.
 */
export function RoleChangeDialog({
  orgId,
  member,
  roles,
  onClose,
}: {
  orgId: string;
  member: Member;
  roles: readonly OrgRole[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = memberUpdateSchema.check(
    z.refine((v) => v.role !== member.role, {
      path: ['role'],
      message: `Choose a role other than ${ORG_ROLE_LABELS[member.role]}`,
    }),
  );
  const form = useForm<RoleValues>({
    resolver: zodResolver(schema),
    defaultValues: { role: member.role, reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');
  const who = memberName(member);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await api('PATCH /api/orgs/{id}/members/{userId}', { params: { id: orgId, userId: member.userId }, body });
      await refreshOrgs(queryClient);
      toast({ title: 'Role changed', description: `${who} is now ${ORG_ROLE_LABELS[body.role]}.` });
      onClose();
    } catch (error) {
      const { message, fields } = submitError(error, { serverText: true });
      showFieldErrors(form.setError, ['role', 'reason'], fields);
      setFailure(message);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Change the role of ${who}`}
      description={
        <>
          {who} ({member.email}) is {ORG_ROLE_LABELS[member.role]}. The change takes effect on their next request and is
          kept, with your reason, in the organisation’s trail.
        </>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <Field label="New role" error={errors.role?.message} hint={ORG_ROLE_DESCRIPTIONS[role]}>
          {(control) => <NativeSelect {...control} options={roleOptions(roles)} {...form.register('role')} />}
        </Field>
        <Field
          label="Reason"
          error={errors.reason?.message}
          limit={{ value: form.watch('reason'), max: TRAIL_REASON_MAX }}
        >
          {(control) => <Textarea {...control} rows={3} className="min-h-20" {...form.register('reason')} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Change role'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Removes another member after a confirmation (leaving oneself is LeaveOrgDialog's). */
export function RemoveMemberDialog({
  orgId,
  orgName,
  member,
  onClose,
  onRemoved,
}: {
  orgId: string;
  orgName: string;
  member: Member;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const queryClient = useQueryClient();
  const pending = usePending();
  const busy = pending.busy;
  const [failure, setFailure] = useState<string | null>(null);
  const who = memberName(member);

  const remove = async () => {
    setFailure(null);
    try {
      await api('DELETE /api/orgs/{id}/members/{userId}', { params: { id: orgId, userId: member.userId } });
      toast({ title: 'Member removed', description: `${who} is no longer a member of ${orgName}.` });
      onRemoved();
      await refreshOrgs(queryClient);
    } catch (error) {
      setFailure(submitError(error, { serverText: true }).message);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Remove ${who}?`}
      description={`${who} (${member.email}) loses access to ${orgName}’s records on their next request. What they did stays in the trails.`}
    >
      <div className="grid gap-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" loading={busy} onClick={pending.guard(remove)}>
            {busy ? 'Removing…' : 'Remove member'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
