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
import { useRoleChange } from './api';
import { personName } from './display';

export const ROLE_NAMES: Record<GrantableRole, string> = { admin: 'Admin', editor: 'Editor' };

export interface RoleChangeRequest {
  user: AdminUser;
  role: GrantableRole;
  action: RoleAction;
}

const reasonSchema = roleChangeSchema.pick({ reason: true });
type ReasonForm = { reason: string };

const title = ({ role, action }: RoleChangeRequest) =>
  `${action === 'grant' ? 'Grant' : 'Revoke'} ${ROLE_NAMES[role].toLowerCase()} role`;

/**
 * Grants or revokes one staff group with a reason (kept in the audit trail). The API has the last word: it
 * refuses an admin removing their own admin role, and its message is shown here and in a toast.
 */
export function RoleDialog({ request, onClose }: { request: RoleChangeRequest; onClose: () => void }) {
  const change = useRoleChange();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const who = personName(request.user);

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await change.mutateAsync({
        id: request.user.id,
        body: { role: request.role, action: request.action, reason },
      });
      toast({
        title: 'Role updated',
        description:
          request.action === 'grant'
            ? `${who} is now ${request.role === 'admin' ? 'an admin' : 'an editor'}, from their next sign-in.`
            : `${who} is no longer ${request.role === 'admin' ? 'an admin' : 'an editor'}.`,
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
        <>
          {request.action === 'grant' ? 'Give' : 'Take away'} the {request.role} role{' '}
          {request.action === 'grant' ? 'to' : 'from'} <strong>{who}</strong> ({request.user.email}). The reason is kept
          in the audit trail.{' '}
          {request.action === 'grant'
            ? 'It takes effect when they next sign in (a signed-in session keeps its roles for up to an hour).'
            : 'It takes effect at once, in every session.'}
        </>
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
          <Button
            type="submit"
            variant={request.action === 'revoke' ? 'destructive' : 'default'}
            loading={isSubmitting}
          >
            {isSubmitting ? 'Saving…' : title(request)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
