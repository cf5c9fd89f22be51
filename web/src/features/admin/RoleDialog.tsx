import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { roleChangeSchema, type AdminUser, type GrantableRole, type RoleAction } from '@cq/shared/admin/schemas';
import { TRAIL_REASON_MAX } from '@cq/shared/schemas/limits';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { useAccountStatus, useRoleChange } from './api';
import { personName } from './display';
import * as z from '@cq/shared/schemas/z';

export const ROLE_NAMES: Record<GrantableRole, string> = { admin: 'Admin', editor: 'Editor' };

export interface RoleChangeRequest {
  kind: 'role';
  user: AdminUser;
  role: GrantableRole;
  action: RoleAction;
}

/** Deactivating or reactivating an account (21 CFR 11.100(b)): never deleting it. */
export interface AccountStatusRequest {
  kind: 'status';
  user: AdminUser;
  active: boolean;
}

export type UserChangeRequest = RoleChangeRequest | AccountStatusRequest;

const reasonSchema = z.pick(roleChangeSchema, { reason: true });
type ReasonForm = { reason: string };

const title = (request: UserChangeRequest) =>
  request.kind === 'status'
    ? `${request.active ? 'Reactivate' : 'Deactivate'} account`
    : `${request.action === 'grant' ? 'Grant' : 'Revoke'} ${ROLE_NAMES[request.role].toLowerCase()} role`;

/** Whether the change takes something away (its button is the destructive kind). */
const takesAway = (request: UserChangeRequest) =>
  request.kind === 'status' ? !request.active : request.action === 'revoke';

function describe(request: UserChangeRequest, who: string) {
  if (request.kind === 'status')
    return request.active
      ? `${who} can sign in and use the workspace again.`
      : `${who} can no longer sign in, and every session they hold stops at once. Their records and trail stay.`;
  const role = request.role === 'admin' ? 'an admin' : 'an editor';
  return request.action === 'grant'
    ? `${who} is now ${role}, from their next sign-in.`
    : `${who} is no longer ${role}.`;
}

/**
 * Changes one account with a reason (kept in the audit trail): grants or revokes a staff group, or deactivates or
 * reactivates the account. The API has the last word: it refuses an admin removing their own admin role or
 * deactivating themselves, and its message is shown here and in a toast.
 */
export function RoleDialog({ request, onClose }: { request: UserChangeRequest; onClose: () => void }) {
  const roleChange = useRoleChange();
  const statusChange = useAccountStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const who = personName(request.user);

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      const id = request.user.id;
      if (request.kind === 'status') await statusChange.mutateAsync({ id, body: { active: request.active, reason } });
      else await roleChange.mutateAsync({ id, body: { role: request.role, action: request.action, reason } });
      toast({
        title: request.kind === 'status' ? 'Account updated' : 'Role updated',
        description: describe(request, who),
      });
      onClose();
    } catch (error) {
      const { message, fields } = submitError(error, { serverText: true });
      if (fields.reason) form.setError('reason', { message: fields.reason }, { shouldFocus: true });
      setFailure(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title(request)}
      description={
        request.kind === 'status' ? (
          <>
            {request.active ? 'Reactivate' : 'Deactivate'} the account of <strong>{who}</strong> ({request.user.email}).{' '}
            {describe(request, who)} The reason is kept in the audit trail.
          </>
        ) : (
          <>
            {request.action === 'grant' ? 'Give' : 'Take away'} the {request.role} role{' '}
            {request.action === 'grant' ? 'to' : 'from'} <strong>{who}</strong> ({request.user.email}). The reason is
            kept in the audit trail.{' '}
            {request.action === 'grant'
              ? 'It takes effect when they next sign in (a signed-in session keeps its roles for up to an hour).'
              : 'It takes effect at once, in every session.'}
          </>
        )
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {failure && <FormAlert>{failure}</FormAlert>}
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
          <Button type="submit" variant={takesAway(request) ? 'destructive' : 'default'} loading={isSubmitting}>
            {isSubmitting ? 'Saving…' : title(request)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
