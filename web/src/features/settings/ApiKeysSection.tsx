import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeySquare } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from '@cq/shared/schemas/z';
import { ORG_ROLE_DESCRIPTIONS, ORG_ROLE_LABELS } from '@cq/shared/orgs/roles';
import {
  API_KEY_LIMITS,
  API_KEY_ROLES,
  apiKeyCreateSchema,
  apiKeyStatus,
  type ApiKey,
  type ApiKeyCreated,
} from '@cq/shared/integrations/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Field, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { api, apiQuery } from '@/lib/api/client';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { formatDate, formatUtcTimestamp } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { useWorkspace } from '@/features/orgs';
import { OneTimeSecret, RecordList, RecordRow } from './integrationParts';

const keysQuery = () => apiQuery('GET /api/api-keys');

/** The form: the API's own name and role rules; the expiry as a day (the key stops at the end of it, UTC). */
const keyFormSchema = z.extend(z.pick(apiKeyCreateSchema, { name: true, role: true }), { expiresOn: z.string() });
type KeyFormValues = z.input<typeof keyFormSchema>;

const endOfDay = (day: string): string | null => (day ? `${day}T23:59:59.000Z` : null);

const ROLE_OPTIONS = API_KEY_ROLES.map((role) => ({ value: role, label: ORG_ROLE_LABELS[role] }));

const STATUS_LABELS = { active: 'Active', revoked: 'Revoked', expired: 'Expired' } as const;

function NewKeyForm({ onCreated }: { onCreated: (key: ApiKeyCreated) => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<KeyFormValues>({
    resolver: zodResolver(keyFormSchema),
    defaultValues: { name: '', role: 'viewer', expiresOn: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');
  const submit = form.handleSubmit(async ({ name, role, expiresOn }) => {
    setFailure(null);
    try {
      const created = await api('POST /api/api-keys', { body: { name, role, expiresAt: endOfDay(expiresOn) } });
      form.reset({ name: '', role, expiresOn: '' });
      onCreated(created);
      await queryClient.invalidateQueries({ queryKey: ['GET /api/api-keys'] });
    } catch (error) {
      const { message, fields } = submitError(error, { serverText: true });
      showFieldErrors(form.setError, ['name', 'role'], fields);
      if (fields?.expiresAt) form.setError('expiresOn', { message: fields.expiresAt });
      setFailure(message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Create an API key">
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="Key name"
          autoComplete="off"
          hint="Say which system uses it, e.g. CTMS sync."
          limit={{ value: form.watch('name'), max: API_KEY_LIMITS.name }}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Field label="Acts as" error={errors.role?.message} hint={ORG_ROLE_DESCRIPTIONS[role]}>
          {(control) => <NativeSelect {...control} options={ROLE_OPTIONS} {...form.register('role')} />}
        </Field>
        <FormField
          label="Expires (optional)"
          type="date"
          hint="Works until revoked when empty."
          error={errors.expiresOn?.message}
          {...form.register('expiresOn')}
        />
      </div>
      <Button type="submit" className="w-fit" loading={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create key'}
      </Button>
    </form>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const queryClient = useQueryClient();
  const pending = usePending();
  const status = apiKeyStatus(apiKey);
  const revoke = async () => {
    try {
      await api('DELETE /api/api-keys/{id}', { params: { id: apiKey.id } });
      toast({ title: 'Key revoked', description: `“${apiKey.name}” no longer works.` });
      await queryClient.invalidateQueries({ queryKey: ['GET /api/api-keys'] });
    } catch (error) {
      toast({ title: 'Error', description: submitError(error, { serverText: true }).message, variant: 'destructive' });
    }
  };
  return (
    <RecordRow
      actions={
        status === 'active' && (
          <Button
            size="sm"
            variant="outline"
            loading={pending.busy}
            aria-label={`Revoke the key ${apiKey.name}`}
            onClick={pending.guard(revoke)}
          >
            Revoke
          </Button>
        )
      }
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{apiKey.name}</span>
        <Badge variant="secondary">{ORG_ROLE_LABELS[apiKey.role]}</Badge>
        <Badge variant={status === 'active' ? 'default' : 'outline'}>{STATUS_LABELS[status]}</Badge>
      </p>
      <p className="text-sm text-muted-foreground">
        <code className="font-mono">{apiKey.prefix}…</code> · created {formatDate(apiKey.createdAt)} · last used{' '}
        {apiKey.lastUsedAt ? formatUtcTimestamp(apiKey.lastUsedAt) : 'never'}
        {apiKey.expiresAt ? ` · expires ${formatDate(apiKey.expiresAt)}` : ''}
      </p>
    </RecordRow>
  );
}

/**
 * Settings → API keys (issue 24): the current workspace's keys, for its owner or admin (the user, in the
 * personal workspace). Pro only: on Free the API's refusal says why.
 */
export function ApiKeysSection() {
  const workspace = useWorkspace();
  const allowed = workspace.can('manage');
  const keys = useQuery({ ...keysQuery(), enabled: allowed && !workspace.loading });
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <KeySquare className="size-5 text-primary" aria-hidden="true" /> API Keys
        </CardTitle>
        <CardDescription>
          Let another system (your eQMS, CTMS or BI) call the API in{' '}
          {workspace.org ? workspace.org.name : 'your personal workspace'} as a viewer or an auditor. Each action it
          takes is trailed as yours, naming the key. See the{' '}
          <a href="/developers" className="font-medium text-accent underline">
            developer guide
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!allowed ? (
          <p className="text-sm text-muted-foreground">Only the workspace’s owners and admins manage its API keys.</p>
        ) : (
          <>
            {created && (
              <OneTimeSecret
                heading={`Copy the key “${created.name}” now: it will not be shown again.`}
                secret={created.secret}
                what="key"
                testId="new-api-key"
              />
            )}
            <NewKeyForm onCreated={setCreated} />
            <RecordList id="api-keys-list" title="Keys" query={keys} noun="keys">
              {(items) => items.map((key) => <KeyRow key={key.id} apiKey={key} />)}
            </RecordList>
          </>
        )}
      </CardContent>
    </Card>
  );
}
