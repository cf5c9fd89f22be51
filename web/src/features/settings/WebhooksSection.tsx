import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@cq/shared/schemas/z';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookCreateSchema,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
} from '@cq/shared/integrations/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Disclosure } from '@/components/ui/disclosure';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { api, apiQuery } from '@/lib/api/client';
import { showFieldErrors, submitError } from '@/lib/api/submitError';
import { formatDate, formatUtcTimestamp } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';
import { useWorkspace } from '@/features/orgs';
import { OneTimeSecret, RecordList, RecordRow } from './integrationParts';

type EndpointFormValues = z.input<typeof webhookCreateSchema>;

const LOG_COLUMNS = ['Time (UTC)', 'Event', 'Attempt', 'Status', 'Result'] as const;

const OUTCOME_LABELS = { delivered: 'Delivered', retrying: 'Will retry', failed: 'Gave up' } as const;

function NewEndpointForm({ onCreated }: { onCreated: (endpoint: WebhookEndpointCreated) => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EndpointFormValues>({
    resolver: zodResolver(webhookCreateSchema),
    defaultValues: { url: '', events: ['audit.created'] },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const created = await api('POST /api/webhooks', { body: webhookCreateSchema.parse(body) });
      form.reset({ url: '', events: ['audit.created'] });
      onCreated(created);
      await queryClient.invalidateQueries({ queryKey: ['GET /api/webhooks'] });
    } catch (error) {
      const { message, fields } = submitError(error, { serverText: true });
      showFieldErrors(form.setError, ['url', 'events'], fields);
      setFailure(message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Add a webhook endpoint">
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/hooks/clarity"
        hint="An https URL of your system; we sign every delivery."
        error={errors.url?.message}
        {...form.register('url')}
      />
      <fieldset className="grid gap-2" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Events</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-start gap-2 text-sm">
              <input type="checkbox" value={event} className="mt-1 size-4" {...form.register('events')} />
              <span>
                <code className="font-mono">{event}</code>
                <span className="block text-muted-foreground">{WEBHOOK_EVENT_LABELS[event]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.events && (
          <p id="webhook-events-error" className="text-sm text-destructive">
            {errors.events.message}
          </p>
        )}
      </fieldset>
      <Button type="submit" className="w-fit" loading={isSubmitting}>
        {isSubmitting ? 'Adding…' : 'Add endpoint'}
      </Button>
    </form>
  );
}

/** An endpoint's delivery attempts, newest first (the API keeps 30 days). */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const log = useQuery(apiQuery('GET /api/webhooks/{id}/deliveries', { params: { id: endpoint.id } }));
  if (log.isPending) return <p className="text-sm text-muted-foreground">Loading the delivery log…</p>;
  if (log.isError) return <FormAlert>The delivery log could not be loaded.</FormAlert>;
  if (log.data.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Delivery attempts to {endpoint.url}, newest first</caption>
        <thead>
          <tr className="border-b border-border">
            {LOG_COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-1 pr-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {log.data.map((a) => (
            <tr key={`${a.eventId}-${a.attempt}`} className="border-b border-border align-top">
              <td className="py-1 pr-3 whitespace-nowrap">{formatUtcTimestamp(a.at)}</td>
              <td className="py-1 pr-3">
                <code className="font-mono">{a.type}</code>
                <span className="block font-mono text-xs break-all text-muted-foreground">{a.eventId}</span>
              </td>
              <td className="py-1 pr-3">{a.attempt}</td>
              <td className="py-1 pr-3">{a.statusCode ?? '—'}</td>
              <td className="py-1">
                {OUTCOME_LABELS[a.outcome]}
                {a.error && <span className="block break-all text-muted-foreground">{a.error}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeleteEndpointDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setFailure(null);
    try {
      await api('DELETE /api/webhooks/{id}', { params: { id: endpoint.id } });
    } catch (error) {
      setFailure(submitError(error, { serverText: true }).message);
      return;
    }
    toast({ title: 'Endpoint deleted', description: `${endpoint.url} receives no more events.` });
    onClose();
    await queryClient.invalidateQueries({ queryKey: ['GET /api/webhooks'] });
  };
  return (
    <ConfirmDialog
      title="Delete this endpoint?"
      description={`${endpoint.url} stops receiving events at once, including retries still queued for it.`}
      confirmLabel="Delete endpoint"
      busyLabel="Deleting…"
      failure={failure}
      onConfirm={remove}
      onClose={onClose}
    />
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const queryClient = useQueryClient();
  const pending = usePending();
  const [deleting, setDeleting] = useState(false);
  const sendTest = async () => {
    try {
      await api('POST /api/webhooks/{id}/test', { params: { id: endpoint.id } });
      toast({ title: 'Test event queued', description: 'The delivery log shows how it went.' });
      // The worker delivers within seconds locally, within a minute in the cloud.
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ['GET /api/webhooks/{id}/deliveries'] });
      }, 3000);
    } catch (error) {
      toast({ title: 'Error', description: submitError(error, { serverText: true }).message, variant: 'destructive' });
    }
  };
  return (
    <RecordRow
      actions={
        <>
          <Button size="sm" variant="outline" loading={pending.busy} onClick={pending.guard(sendTest)}>
            {pending.busy ? 'Sending…' : 'Send test event'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Delete the endpoint ${endpoint.url}`}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        </>
      }
    >
      <p className="font-mono text-sm font-medium break-all">{endpoint.url}</p>
      <p className="flex flex-wrap gap-1">
        {endpoint.events.map((event) => (
          <Badge key={event} variant="secondary">
            {event}
          </Badge>
        ))}
      </p>
      <p className="text-sm text-muted-foreground">Added {formatDate(endpoint.createdAt)}</p>
      <Disclosure summary="Delivery log" headingLevel={4} buttonClassName="text-sm">
        <DeliveryLog endpoint={endpoint} />
      </Disclosure>
      {deleting && <DeleteEndpointDialog endpoint={endpoint} onClose={() => setDeleting(false)} />}
    </RecordRow>
  );
}

/**
 * Settings → Webhooks (issue 24): the current workspace's endpoints, for its owner or admin. Pro only, like API
 * keys: on Free the API's refusal says why.
 */
export function WebhooksSection() {
  const workspace = useWorkspace();
  const allowed = workspace.can('manage');
  const endpoints = useQuery({ ...apiQuery('GET /api/webhooks'), enabled: allowed && !workspace.loading });
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Webhook className="size-5 text-primary" aria-hidden="true" /> Webhooks
        </CardTitle>
        <CardDescription>
          Send {workspace.org ? `${workspace.org.name}’s` : 'your'} audit events to another system as they happen,
          signed with a secret only it knows. See the{' '}
          <a href="/developers#webhooks" className="font-medium text-accent underline">
            developer guide
          </a>{' '}
          to check signatures.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!allowed ? (
          <p className="text-sm text-muted-foreground">Only the workspace’s owners and admins manage its webhooks.</p>
        ) : (
          <>
            {created && (
              <OneTimeSecret
                heading={`Copy the signing secret of ${created.url} now: it will not be shown again.`}
                secret={created.secret}
                what="secret"
                testId="new-webhook-secret"
              />
            )}
            <NewEndpointForm onCreated={setCreated} />
            <RecordList id="webhook-endpoints-list" title="Endpoints" query={endpoints} noun="endpoints">
              {(items) => items.map((endpoint) => <EndpointRow key={endpoint.id} endpoint={endpoint} />)}
            </RecordList>
          </>
        )}
      </CardContent>
    </Card>
  );
}
