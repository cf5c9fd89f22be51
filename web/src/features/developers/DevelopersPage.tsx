import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHero, Section, SectionHeading } from '@/components/sections';
import { Card } from '@/components/ui/card';
import { siteOrigin } from '@/lib/seo/origin';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, WEBHOOK_EVENTS_EMITTED } from '@cq/shared/integrations/webhooks';
import { curlSnippet, payloadSnippet, verifySnippet } from './snippets';

// Its own chunk, loaded only by this page: the reference renderer and the document it reads.
const ApiReference = lazy(() => import('./ApiReference'));

function Code({ label, children }: { label: string; children: string }) {
  // Focusable and named: a reader can scroll a long line with the keyboard (axe: scrollable-region-focusable).
  return (
    <pre
      tabIndex={0}
      role="region"
      aria-label={label}
      className="mt-3 overflow-x-auto rounded-md bg-muted p-4 font-mono text-sm leading-relaxed"
    >
      <code>{children}</code>
    </pre>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-lg font-semibold">
        <span className="text-accent">{n}.</span> {title}
      </h3>
      <div className="mt-2 grid gap-2 text-muted-foreground">{children}</div>
    </Card>
  );
}

const neverChanges = () => () => {};

/** What the prerendered markup shows (and hydration expects) before the page knows its own origin. */
const PLACEHOLDER_ORIGIN = 'https://your-workspace.example';

/** The origin the examples call: this page's own, once in the browser. */
const useOrigin = () =>
  useSyncExternalStore(
    neverChanges,
    () => siteOrigin(),
    () => PLACEHOLDER_ORIGIN,
  );

const inlineCode = 'rounded bg-muted px-1 py-0.5 font-mono text-sm text-foreground';

export function DevelopersPage() {
  const origin = useOrigin();
  return (
    <>
      <PageHero
        eyebrow="Developers"
        title="Connect your systems to your audit workspace"
        lede="The REST API behind the workspace, described in OpenAPI 3.1: the same routes and rules the web app uses, for your eQMS, CTMS or BI."
      />

      <Section aria-labelledby="guide-heading">
        <SectionHeading id="guide-heading" eyebrow="Quick start" title="Three steps to your first call" />
        <div className="mt-8 grid gap-5">
          <Step n={1} title="Get a key">
            <p>
              On Pro, a workspace owner or admin creates a key in{' '}
              <Link to="/settings" className="font-medium text-accent underline">
                Settings
              </Link>
              : a name, the role it acts with (viewer or auditor) and an optional expiry. The key (
              <code className={inlineCode}>cq_…</code>) is shown once: store it as a secret, e.g.{' '}
              <code className={inlineCode}>CQ_TOKEN</code>. It works in its own workspace only, and stops at once when
              revoked or expired.
            </p>
            <p>
              Send it as <code className={inlineCode}>Authorization: Bearer cq_…</code>. Every change made with it is
              trailed as its creator&apos;s, naming the key. Signing, billing and the management of keys stay with
              people.
            </p>
          </Step>
          <Step n={2} title="List your audits">
            <p>
              Send the token as a bearer token. <code className={inlineCode}>X-Workspace-Id</code> picks an
              organisation&apos;s workspace (its <code className={inlineCode}>org_…</code> id); leave it out to use your
              personal workspace. Lists answer a page at a time: while the answer carries an{' '}
              <code className={inlineCode}>X-Next-Cursor</code> header, pass it back as{' '}
              <code className={inlineCode}>cursor</code> for the next page.
            </p>
            <Code label="curl: list audits">{curlSnippet(origin)}</Code>
            <p>
              Errors answer JSON <code className={inlineCode}>{'{ "error": "…", "fields": { … } }'}</code>: 400 names
              each invalid field, 401 means no valid token, 403 a role or plan that does not allow the action, 404 a
              record that is not in the workspace, 429 too many requests (wait for Retry-After).
            </p>
          </Step>
          <Step n={3} title="Verify webhook signatures">
            <p>
              An owner or admin adds webhook endpoints in{' '}
              <Link to="/settings" className="font-medium text-accent underline">
                Settings
              </Link>{' '}
              (see{' '}
              <a href="#webhooks" className="font-medium text-accent underline">
                Webhooks
              </a>{' '}
              below). Each delivery carries{' '}
              <code className={inlineCode}>{'Cq-Signature: t=<unix time>,v1=<hex HMAC-SHA256>'}</code>, the HMAC of the
              timestamp, a dot and the raw body, keyed with the endpoint&apos;s signing secret (the scheme Stripe uses).
              Check it on the raw body before parsing, compare in constant time, and refuse old timestamps:
            </p>
            <Code label="Node.js: verify a webhook signature">{verifySnippet}</Code>
          </Step>
        </div>
      </Section>

      <Section aria-labelledby="webhooks-heading" id="webhooks">
        <SectionHeading
          id="webhooks-heading"
          eyebrow="Webhooks"
          title="Events, pushed to your system"
          lede="On Pro, a workspace's owners and admins register up to ten https endpoints, each with the events it wants. The signing secret is shown once, when the endpoint is added."
        />
        <div className="mt-8 grid gap-5">
          <Card className="p-5 sm:p-6">
            <h3 className="text-lg font-semibold">Events</h3>
            <ul className="mt-3 grid gap-2 text-muted-foreground">
              {WEBHOOK_EVENTS.map((event) => (
                <li key={event}>
                  <code className={inlineCode}>{event}</code> —{' '}
                  {WEBHOOK_EVENT_LABELS[event].replace(' (coming soon)', '')}
                  {WEBHOOK_EVENTS_EMITTED.includes(event) ? '' : ' (not sent yet: you can subscribe ahead of it)'}
                </li>
              ))}
              <li>
                <code className={inlineCode}>ping</code> — what &ldquo;Send test event&rdquo; in Settings sends to one
                endpoint
              </li>
            </ul>
          </Card>
          <Card className="p-5 sm:p-6">
            <h3 className="text-lg font-semibold">Each delivery</h3>
            <div className="mt-2 grid gap-2 text-muted-foreground">
              <p>
                A <code className={inlineCode}>POST</code> with a JSON body and the{' '}
                <code className={inlineCode}>Cq-Signature</code> header. <code className={inlineCode}>id</code> is the
                event&apos;s: the same on every retry, so use it to ignore a repeat.
              </p>
              <Code label="Example delivery body">{payloadSnippet}</Code>
              <p>
                Answer with any 2xx within 10 seconds. Anything else, or no answer, is retried with exponential backoff
                (30 seconds, doubling up to 4 hours) for 24 hours, at least once each. Every attempt (status code, time,
                attempt number) is in the endpoint&apos;s delivery log in Settings. Addresses are checked at each
                delivery: endpoints that resolve to loopback, private, link-local or cloud metadata addresses are
                refused.
              </p>
            </div>
          </Card>
        </div>
      </Section>

      <Section tone="surface" aria-labelledby="reference-heading">
        <SectionHeading
          id="reference-heading"
          eyebrow="Reference"
          title="API reference"
          lede={
            <>
              Every route, generated from the API&apos;s own contract. Import{' '}
              <a href="/api/openapi.json" className="font-medium text-accent underline">
                /api/openapi.json
              </a>{' '}
              into your HTTP client or code generator.
            </>
          }
        />
        <div className="mt-8">
          <Suspense fallback={<p className="text-muted-foreground">Loading the API reference…</p>}>
            <ApiReference />
          </Suspense>
        </div>
      </Section>
    </>
  );
}
