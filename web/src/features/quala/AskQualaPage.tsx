import { useQuery } from '@tanstack/react-query';
import { Bot, History, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { QUALA_CHAT_HISTORY_SIZE, QUALA_QUICK_PROMPTS, QUALA_SIDEBAR_TOPICS, qualaTopic } from '@cq/shared/quala/rules';
import type { QualaInteraction } from '@cq/shared/quala/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/usePageTitle';
import { AskForm } from './AskForm';
import { qualaHistoryQuery, useQualaChat } from './api';
import { QualaAnswer } from './QualaAnswer';
import { plainText } from './markdown';

const messageId = (interaction: Pick<QualaInteraction, 'id'>) => `quala-${interaction.id}`;

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function Exchange({ interaction }: { interaction: QualaInteraction }) {
  return (
    <li id={messageId(interaction)} tabIndex={-1} className="grid gap-3 rounded-md outline-offset-4">
      <div className="flex justify-end">
        <div className="max-w-[85%] rounded-lg bg-primary px-3 py-2 text-sm whitespace-pre-wrap text-primary-foreground">
          <span className="sr-only">You asked: </span>
          {interaction.prompt}
        </div>
      </div>
      <div className="flex gap-2">
        <Bot className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1 rounded-lg border border-border bg-card px-3 py-2">
          <p className="mb-1 text-xs text-muted-foreground">
            <span className="font-semibold text-foreground">Quala</span>
            {interaction.createdAt && (
              <>
                {' · '}
                <time dateTime={interaction.createdAt}>{formatTime(interaction.createdAt)}</time>
              </>
            )}
          </p>
          <QualaAnswer interaction={interaction} />
        </div>
      </div>
    </li>
  );
}

function TopicsSidebar({ history }: { history: QualaInteraction[] | undefined }) {
  const topics = (history ?? []).slice(0, QUALA_SIDEBAR_TOPICS);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4 text-primary" aria-hidden="true" /> Recent Topics
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!history ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Loading recent topics…</span>
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-3/4" />
          </div>
        ) : topics.length === 0 ? (
          <p className="text-sm text-muted-foreground">No conversations yet.</p>
        ) : (
          <ul className="grid gap-1">
            {topics.map((interaction) => (
              <li key={interaction.id}>
                <a
                  href={`#${messageId(interaction)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    const target = document.getElementById(messageId(interaction));
                    target?.scrollIntoView?.({ block: 'start' });
                    target?.focus();
                  }}
                  className="block rounded-md px-2 py-1.5 text-sm hover:bg-muted"
                  title={interaction.prompt}
                >
                  {qualaTopic(interaction.prompt)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function QuickHelp({ onPick, disabled }: { onPick: (prompt: string) => void; disabled: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb className="size-4 text-primary" aria-hidden="true" /> Quick Help
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {QUALA_QUICK_PROMPTS.map((quick) => (
          <Button
            key={quick.label}
            variant="outline"
            className="h-auto justify-start py-2 text-left whitespace-normal"
            disabled={disabled}
            onClick={() => onPick(quick.prompt)}
            title={quick.prompt}
          >
            {quick.label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * /ask-quala (spec §2, §4, §5, §8, §9): the newest 5 interactions fill the chat (oldest at the top), the
 * sidebar lists the 3 most recent topics and the four quick-help prompts; input and quick prompts are disabled
 * while a reply is pending, and a polite live region reads each new answer.
 */
export function AskQualaPage() {
  usePageTitle('Ask Quala');
  const history = useQuery(qualaHistoryQuery());
  const chat = useQualaChat();
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const send = (prompt: string) => {
    if (!chat.ask(prompt)) return;
    setAnnouncement('Quala is answering…');
    if (prompt === draft) setDraft('');
  };

  // Announce the newest answer once it arrives (and the failure when there is none).
  const [seenAnswer, setSeenAnswer] = useState<string | null>(null);
  if (chat.answer && chat.answer.id !== seenAnswer) {
    setSeenAnswer(chat.answer.id);
    setAnnouncement(`Quala answered: ${plainText(chat.answer.response)}`);
  }
  const [seenFailure, setSeenFailure] = useState(chat.failure);
  if (chat.failure !== seenFailure) {
    setSeenFailure(chat.failure);
    if (chat.failure) {
      setAnnouncement('');
      // Keep the unsent question in the box so it can be fixed or sent again.
      if (!draft && chat.lastPrompt) setDraft(chat.lastPrompt);
    }
  }

  const shown = (history.data ?? []).slice(0, QUALA_CHAT_HISTORY_SIZE).reverse();

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-8 pb-12 sm:pt-10">
      <div>
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <Bot className="size-8 text-primary" aria-hidden="true" /> Ask Quala
        </h1>
        <p className="mt-1 text-muted-foreground">
          Your GCP assistant for clinical auditing, compliance and protocol review. Every answer names its sources.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside
          aria-label="Quala history and quick help"
          className="order-2 grid content-start gap-6 lg:sticky lg:top-20 lg:order-1 lg:self-start"
        >
          <TopicsSidebar history={history.data} />
          <QuickHelp onPick={send} disabled={chat.pending} />
        </aside>
        <section aria-labelledby="quala-chat-heading" className="order-1 min-w-0 lg:order-2">
          <Card>
            <CardHeader>
              <CardTitle id="quala-chat-heading" className="text-lg">
                Conversation
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              {history.isPending ? (
                <div role="status" className="grid gap-3">
                  <span className="sr-only">Loading the conversation…</span>
                  <Skeleton className="ml-auto h-10 w-2/3" />
                  <Skeleton className="h-24 w-full" />
                </div>
              ) : history.isError ? (
                <FormAlert>The conversation could not be loaded.</FormAlert>
              ) : shown.length === 0 && !chat.pendingPrompt ? (
                <div className="flex flex-col items-center gap-2 py-8 text-center">
                  <Bot className="size-10 text-muted-foreground" aria-hidden="true" />
                  <h2 className="font-semibold">Hi, I'm Quala</h2>
                  <p className="max-w-md text-sm text-muted-foreground">
                    Ask about GCP and ICH E6(R3), informed consent, safety reporting, the TMF, audits, CAPA, data
                    integrity or inspections, or pick a quick-help prompt.
                  </p>
                </div>
              ) : (
                <ol className="grid gap-6" aria-label="Last conversations">
                  {shown.map((interaction) => (
                    <Exchange key={interaction.id} interaction={interaction} />
                  ))}
                  {chat.pendingPrompt && (
                    <li className="grid gap-3">
                      <div className="flex justify-end">
                        <div className="max-w-[85%] rounded-lg bg-primary px-3 py-2 text-sm whitespace-pre-wrap text-primary-foreground">
                          <span className="sr-only">You asked: </span>
                          {chat.pendingPrompt}
                        </div>
                      </div>
                      <div className="flex items-center gap-2 text-sm text-muted-foreground">
                        <Spinner className="text-primary" /> Quala is thinking…
                      </div>
                    </li>
                  )}
                </ol>
              )}
              <div role="status" aria-live="polite" className="sr-only">
                {announcement}
              </div>
              <AskForm
                label="Your question for Quala"
                value={draft}
                onChange={setDraft}
                onSend={() => send(draft)}
                pending={chat.pending}
                failure={chat.failure}
                className="border-t border-border pt-4"
              />
              <p className="text-xs text-muted-foreground">
                Answers come from Quala's GCP knowledge base; check the cited source before relying on it for a
                regulated decision.
              </p>
            </CardContent>
          </Card>
        </section>
      </div>
    </div>
  );
}

export default AskQualaPage;
