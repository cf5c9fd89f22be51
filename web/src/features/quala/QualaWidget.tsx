import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { AskForm } from './AskForm';
import { useQualaChat } from './api';
import { QualaAnswer } from './QualaAnswer';

/**
 * The dashboard's Quala chat widget (spec §2): a question box that asks the same endpoint as /ask-quala and
 * shows the answer with its numbered sources, read out by a polite live region; the full chat is a link away.
 */
export function QualaWidget() {
  const chat = useQualaChat();
  const [draft, setDraft] = useState('');
  const [seenFailure, setSeenFailure] = useState(chat.failure);
  if (chat.failure !== seenFailure) {
    setSeenFailure(chat.failure);
    if (chat.failure && !draft && chat.lastPrompt) setDraft(chat.lastPrompt);
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-lg">
          <MessageCircle className="size-5 text-primary" aria-hidden="true" /> Ask Quala
        </CardTitle>
        <Link to="/ask-quala" className="text-sm font-medium text-accent hover:underline">
          Open full chat
        </Link>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Your assistant for clinical auditing, GCP compliance and protocol review.
        </p>
        <AskForm
          label="Question for Quala"
          value={draft}
          onChange={setDraft}
          onSend={() => {
            if (chat.ask(draft)) setDraft('');
          }}
          pending={chat.pending}
          failure={chat.failure}
          rows={2}
        />
        <div aria-live="polite" className="grid gap-2">
          {chat.pending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="text-primary" /> Quala is thinking…
            </p>
          ) : chat.answer ? (
            <div className="grid gap-2 rounded-md border border-border p-3">
              <p className="text-xs text-muted-foreground">
                You asked: <span className="font-medium text-foreground">{chat.answer.prompt}</span>
              </p>
              <QualaAnswer interaction={chat.answer} />
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
