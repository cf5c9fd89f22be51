import type { NewsletterSource } from '@cq/shared';
import { CheckCircle2, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { HoneypotField, honeypotValue } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { subscribe } from './subscribe';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string };

// The same rule as the server's schema (which stays out of this chunk): something@something.tld.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_FIELD = 'email';

/**
 * The newsletter box of /resources and /insights: stores the address through `POST /api/newsletter-subscriptions`
 * (a lead, like the contact form), with busy, success and error states. An island on the prerendered /resources
 * (web/src/islandRegistry.ts), so: ids from the source, not `useId` (the island's render must give the page's),
 * and the address read from the field on submit, not held in state (what was typed before the island hydrated
 * stays and is sent).
 */
export function NewsletterSignup({
  source,
  title,
  description,
  tone = 'light',
}: {
  source: NewsletterSource;
  title: string;
  description: string;
  tone?: 'light' | 'dark';
}) {
  const id = `newsletter-${source}`;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const dark = tone === 'dark';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const website = honeypotValue(event.currentTarget);
    const value = String(new FormData(event.currentTarget).get(EMAIL_FIELD) ?? '').trim();
    if (!EMAIL.test(value)) {
      setState({ kind: 'error', message: 'Invalid email address' });
      return;
    }
    setState({ kind: 'busy' });
    const result = await subscribe(value, source, website);
    setState(result.ok ? { kind: 'done' } : { kind: 'error', message: result.message });
  };

  const errorId = `${id}-error`;
  return (
    <div
      className={cn(
        'rounded-2xl p-6 sm:p-8',
        dark ? 'bg-primary text-primary-foreground' : 'border border-border bg-secondary',
      )}
    >
      <div className="flex items-start gap-3">
        <Mail className={cn('mt-1 size-6 shrink-0', dark ? 'text-white' : 'text-primary')} aria-hidden="true" />
        <div>
          <h2 className="text-xl font-semibold">{title}</h2>
          <p className={cn('mt-1', dark ? 'text-white/90' : 'text-muted-foreground')}>{description}</p>
        </div>
      </div>
      {state.kind === 'done' ? (
        <p
          role="status"
          className={cn('mt-5 flex items-center gap-2 font-medium', dark ? 'text-white' : 'text-success')}
        >
          <CheckCircle2 className="size-5" aria-hidden="true" />
          Thanks for subscribing! Look out for our next issue in your inbox.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-5">
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <Input
              id={`${id}-email`}
              name={EMAIL_FIELD}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              aria-invalid={state.kind === 'error' || undefined}
              aria-describedby={state.kind === 'error' ? errorId : undefined}
              className="sm:max-w-sm"
            />
            <Button
              type="submit"
              loading={state.kind === 'busy'}
              variant={dark ? 'secondary' : 'default'}
              className="sm:w-auto"
            >
              {state.kind === 'busy' ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
          <HoneypotField id={`${id}-website`} />
          {state.kind === 'error' && (
            <p
              id={errorId}
              role="alert"
              className={cn(
                'mt-3 text-sm font-medium',
                dark ? 'rounded-md bg-white px-3 py-2 text-destructive' : 'text-destructive',
              )}
            >
              {state.message}
            </p>
          )}
          <p className={cn('mt-3 text-xs', dark ? 'text-white/85' : 'text-muted-foreground')}>
            No spam: practical clinical QA updates only.
          </p>
        </form>
      )}
    </div>
  );
}
