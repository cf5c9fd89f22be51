import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Disclosure } from '@/components/ui/disclosure';
import { FormAlert } from '@/components/ui/form-alert';
import { formatUtcTimestamp } from '@/lib/dates';
import { outboxQuery } from './api';
import { EmptyNote, ListFooter, ListSkeleton } from './lists';

const TRANSPORT_LABELS = { outbox: 'Local outbox', ses: 'Amazon SES' } as const;

/** Sent mail: what was sent to whom and when, newest first (the local outbox, or SES's accepted messages). */
export function OutboxPanel() {
  const list = useInfiniteQuery(outboxQuery());
  const mails = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  return (
    <section aria-labelledby="admin-outbox" className="grid gap-4">
      <h2 id="admin-outbox" className="text-xl font-semibold">
        Sent mail
      </h2>
      {list.isPending ? (
        <ListSkeleton label="Loading sent mail…" rows={3} rowClassName="h-16" />
      ) : list.isError ? (
        <FormAlert>The sent mail could not be loaded.</FormAlert>
      ) : mails.length === 0 ? (
        <EmptyNote>Nothing has been sent yet.</EmptyNote>
      ) : (
        <ul aria-label="Sent mail" className="grid gap-2">
          {mails.map((mail) => (
            <li key={mail.id} className="rounded-[var(--radius-card)] border border-border bg-background p-4">
              <Disclosure
                headingLevel={3}
                summary={
                  <span className="grid gap-1">
                    <span className="break-words">{mail.subject}</span>
                    <span className="text-sm font-normal break-all text-muted-foreground">
                      To {mail.to.join(', ')} · <time dateTime={mail.sentAt}>{formatUtcTimestamp(mail.sentAt)}</time>
                    </span>
                  </span>
                }
                panelClassName="mt-3 grid gap-2"
              >
                <p className="flex flex-wrap gap-2 text-xs text-muted-foreground">
                  <Badge variant="outline">{TRANSPORT_LABELS[mail.transport]}</Badge>
                  {mail.replyTo && <span>Reply-To {mail.replyTo}</span>}
                  {mail.messageId && <span className="break-all">Message ID {mail.messageId}</span>}
                </p>
                <pre
                  tabIndex={0}
                  role="region"
                  aria-label={`Text of ${mail.subject}`}
                  className="max-h-72 overflow-auto rounded-md bg-muted p-3 font-sans text-sm whitespace-pre-wrap"
                >
                  {mail.text}
                </pre>
              </Disclosure>
            </li>
          ))}
        </ul>
      )}
      <ListFooter list={list} noun="messages" />
    </section>
  );
}
