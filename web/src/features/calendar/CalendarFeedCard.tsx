import { CalendarSync } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';

/**
 * Settings' "Calendar feed" (issue 19): the member's private iCalendar URL for this workspace, for Outlook, Google
 * Calendar or any program that subscribes to a URL. The URL is shown once, when made (only its hash is kept); a new
 * one makes the previous one stop working, and Revoke stops the current one.
 */
export function CalendarFeedCard() {
  const pending = usePending<'create' | 'revoke'>();
  const [url, setUrl] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const failed = (error: unknown) =>
    setMessage({
      text: refusalOf(error)?.message ?? 'The calendar feed could not be changed. Try again.',
      error: true,
    });

  const create = async () => {
    try {
      const feed = await api('POST /api/calendar/feed');
      setUrl(feed.url);
      setMessage({ text: 'Your new feed URL is below. Any earlier feed URL no longer works.', error: false });
    } catch (error) {
      failed(error);
    }
  };

  const revoke = async () => {
    try {
      await api('DELETE /api/calendar/feed');
      setUrl(null);
      setMessage({ text: 'Your calendar feed is revoked: its URL no longer works.', error: false });
    } catch (error) {
      failed(error);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Feed URL copied' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the URL and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarSync className="size-5 text-primary" aria-hidden="true" /> Calendar feed
        </CardTitle>
        <CardDescription>
          Subscribe to this workspace&apos;s audits in Outlook, Google Calendar or Apple Calendar. Keep the URL private:
          anyone who has it can read your audit programme.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-xl gap-4">
        {message && <FormAlert tone={message.error ? undefined : 'info'}>{message.text}</FormAlert>}
        {url && (
          <Field label="Feed URL">
            {(control) => <Input {...control} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />}
          </Field>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            loading={pending.running === 'create'}
            disabled={pending.busy}
            onClick={pending.guard(create, 'create')}
          >
            {url ? 'Renew feed URL' : 'Create feed URL'}
          </Button>
          {url && (
            <Button variant="outline" onClick={() => void copy()}>
              Copy URL
            </Button>
          )}
          <Button
            variant="outline"
            loading={pending.running === 'revoke'}
            disabled={pending.busy}
            onClick={pending.guard(revoke, 'revoke')}
          >
            Revoke feed
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
