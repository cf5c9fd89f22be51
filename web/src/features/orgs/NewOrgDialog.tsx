import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { MEMBER_CAPS } from '@cq/shared/orgs/rules';
import { ORG_NAME_MAX, orgCreateSchema } from '@cq/shared/orgs/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { api } from '@/lib/api/client';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { toast } from '@/lib/toast';
import { setWorkspaceId } from '@/lib/workspace';
import { refreshOrgs } from './api';

type NewOrgValues = { name: string };

/**
 * Creates an organisation (the caller becomes its owner) and switches into it, landing on its settings to invite
 * the first members. Validated with the API's own schema, so the form and the API say the same thing.
 */
export function NewOrgDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewOrgValues>({ resolver: zodResolver(orgCreateSchema), defaultValues: { name: '' } });
  const { errors, isSubmitting } = form.formState;

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const org = await api('POST /api/orgs', { body: values });
      await refreshOrgs(queryClient);
      setWorkspaceId(org.id);
      close(false);
      void navigate('/org/settings');
      toast({
        title: 'Organisation created',
        description: `You are the owner of ${org.name}. Invite its members here.`,
      });
    } catch (error) {
      const { message, fields } = submitError(error, { serverText: true });
      showFieldErrors(form.setError, ['name'], fields);
      setFailure(message);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="New organisation"
      description={`A shared workspace: its audits, reports and CAPA belong to the organisation, and you invite its members with a role. On the Free plan it holds ${MEMBER_CAPS.free} members (you included); on Pro up to ${MEMBER_CAPS.pro}.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <FormField
          label="Organisation name"
          autoComplete="organization"
          limit={{ value: form.watch('name'), max: ORG_NAME_MAX }}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? 'Creating…' : 'Create organisation'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default NewOrgDialog;
