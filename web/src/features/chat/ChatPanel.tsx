import { Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { openSchedulingPopup } from '@/features/scheduling';
import { cn } from '@/lib/cn';
import {
  ANSWERS,
  canSend,
  createMessage,
  greeting,
  QUICK_ACTIONS,
  REPLY_DELAY_MS,
  replyFor,
  showQuickActions,
  type ChatMessage,
  type ChatVariant,
  type QuickAction,
} from './rules';

const timeLabel = (d: Date) => d.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** The open chat: 600 px high (capped to the screen), one greeting, quick questions, canned replies. */
export function ChatPanel({ variant, onClose }: { variant: ChatVariant; onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    input.current?.focus();
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, typing]);

  const replyLater = (content: string) => {
    if (variant === 'careers') setTyping(true);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setTyping(false);
      setMessages((list) => [...list, createMessage(content, 'quala')]);
    }, REPLY_DELAY_MS[variant]);
    timers.current.add(timer);
  };

  const send = (text: string) => {
    if (!canSend(text)) return;
    setMessages((list) => [...list, createMessage(text.trim(), 'user')]);
    setDraft('');
    replyLater(replyFor(text, variant));
  };

  const quick = (action: QuickAction) => {
    if (action.kind === 'schedule') {
      openSchedulingPopup();
      onClose();
      return;
    }
    setMessages((list) => [...list, createMessage(action.label, 'user')]);
    replyLater(ANSWERS[action.answer]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  return (
    <div
      role="dialog"
      aria-labelledby="quala-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed right-4 bottom-4 z-50 flex h-[600px] max-h-[calc(100dvh-2rem)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-2xl"
    >
      <header className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <span className="relative inline-flex size-10 items-center justify-center rounded-full bg-white/15 font-semibold">
          Q
          <span
            className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-primary bg-[#4ade80]"
            aria-hidden="true"
          />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="quala-title" className="font-semibold">
            Quala
          </h2>
          <p className="text-xs text-white/85">Clinical QA assistant · Online</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-white/15 focus-visible:outline-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="flex-1 space-y-3 overflow-y-auto p-4"
      >
        {messages.map((m) => (
          <div key={m.id} className={cn('flex flex-col', m.sender === 'user' ? 'items-end' : 'items-start')}>
            <p
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap',
                m.sender === 'user'
                  ? 'rounded-br-sm bg-primary text-primary-foreground'
                  : 'rounded-bl-sm bg-muted text-foreground',
              )}
              data-sender={m.sender}
            >
              <span className="sr-only">{m.sender === 'user' ? 'You: ' : 'Quala: '}</span>
              {m.content}
            </p>
            <span className="mt-1 text-xs text-muted-foreground">{timeLabel(m.timestamp)}</span>
          </div>
        ))}
        {typing && (
          <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <span className="flex gap-1" aria-hidden="true">
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground" />
            </span>
            Quala is typing…
          </div>
        )}
        {showQuickActions(messages) && (
          <div className="flex flex-col items-start gap-2 pt-1" role="group" aria-label="Quick questions">
            {QUICK_ACTIONS[variant].map((action) => (
              <button
                key={action.label}
                type="button"
                onClick={() => quick(action)}
                className="rounded-full border border-primary px-3 py-1.5 text-left text-sm font-medium text-primary hover:bg-secondary"
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-border p-3">
        <label htmlFor="quala-input" className="sr-only">
          Message Quala
        </label>
        <textarea
          id="quala-input"
          ref={input}
          rows={1}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your question…"
          className="max-h-28 min-h-10 flex-1 resize-none rounded-md border border-input px-3 py-2 text-base"
        />
        <button
          type="submit"
          disabled={!canSend(draft)}
          aria-label="Send message"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground hover:bg-primary-hover disabled:opacity-50"
        >
          <Send className="size-4" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}

export default ChatPanel;
