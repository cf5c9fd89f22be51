import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUALA_CHAT_HISTORY_SIZE, QUALA_MESSAGES } from '@cq/shared/quala/rules';
import type { QualaInteraction } from '@cq/shared/quala/schemas';
import { parseApiErrorBody } from '@cq/shared/schemas/common';
import { CURRENT_USER_KEY } from '@/features/session';
import { api, apiQuery, apiQueryKey } from '@/lib/api/client';
import { HttpError } from '@/lib/api/request';
import { toast } from '@/lib/toast';
import { usePending } from '@/lib/usePending';

/** The refusal of a plan limit (403 with this code): its message comes with an Upgrade link to /subscribe. */
export const LIMIT_REACHED = 'LIMIT_REACHED';

/** Spec §9: the chat shows the newest 5 interactions (the API lists newest first). */
export const qualaHistoryQuery = () =>
  apiQuery('GET /api/quala/history', { query: { limit: QUALA_CHAT_HISTORY_SIZE } });

/** What a failed ask shows: a message on the prompt (400), the limit with Upgrade (403), or a toast. */
export type QualaFailure =
  { kind: 'field'; message: string } | { kind: 'limit'; message: string } | { kind: 'toast'; message: string };

export function qualaFailure(error: unknown): QualaFailure {
  if (!(error instanceof HttpError)) return { kind: 'toast', message: QUALA_MESSAGES.chatFailed };
  const body = parseApiErrorBody(error.bodyText);
  const text = body?.error.trim() || null;
  if (error.status === 400) {
    const field = body?.fields?.prompt;
    return { kind: 'field', message: field || text || QUALA_MESSAGES.promptRequired };
  }
  if (error.status === 403 && body?.code === LIMIT_REACHED) {
    return { kind: 'limit', message: text ?? QUALA_MESSAGES.chatFailed };
  }
  return { kind: 'toast', message: text ?? QUALA_MESSAGES.chatFailed };
}

/**
 * Asks Quala (`POST /api/quala/chat`), shared by /ask-quala and the dashboard widget. Blank prompts are not
 * sent and a second ask while one is pending is ignored (spec §5). After an answer the history shows it, and
 * the usage counter and XP (the current user) refetch. Failures: a 400 puts the server's `fields.prompt` on the
 * input, the plan limit shows its message with an Upgrade link, anything else toasts 'Error' with the server's
 * message or 'Failed to get response from Quala' (spec §8).
 */
export function useQualaChat() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<QualaFailure | null>(null);
  const mutation = useMutation({
    mutationFn: (prompt: string) => api('POST /api/quala/chat', { body: { prompt } }),
    onSuccess: (answer) => {
      const historyKey = qualaHistoryQuery().queryKey;
      client.setQueryData<QualaInteraction[]>(historyKey, (old) =>
        [answer, ...(old ?? []).filter((i) => i.id !== answer.id)].slice(0, QUALA_CHAT_HISTORY_SIZE),
      );
      void client.invalidateQueries({ queryKey: ['GET /api/quala/history'] });
      void client.invalidateQueries({ queryKey: apiQueryKey('GET /api/usage/stats') });
      void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    onError: (error) => {
      const next = qualaFailure(error);
      setFailure(next);
      if (next.kind === 'field') return;
      if (next.kind === 'limit') void client.invalidateQueries({ queryKey: apiQueryKey('GET /api/usage/stats') });
      toast({
        title: 'Error',
        description: next.message,
        variant: 'destructive',
        ...(next.kind === 'limit' && {
          action: {
            label: 'Upgrade',
            href: '/subscribe',
            altText: 'Upgrade to Pro with the Upgrade link beside the question box',
            navigate: (href: string) => void navigate(href),
          },
        }),
      });
    },
  });

  const sending = usePending();
  /** Sends the trimmed prompt; false when nothing was sent (blank, or a reply is pending, even a moment ago). */
  const ask = (prompt: string): boolean => {
    const text = prompt.trim();
    if (!text || sending.isRunning()) return false;
    setFailure(null);
    // The mutation's onError shows the failure; the rejection itself has nothing more to say.
    void sending.run(() => mutation.mutateAsync(text).catch(() => undefined));
    return true;
  };

  return {
    ask,
    pending: mutation.isPending || sending.busy,
    /** The prompt being answered, while pending. */
    pendingPrompt: mutation.isPending ? (mutation.variables ?? null) : null,
    /** The last prompt sent (kept after a failure so the box can offer it again). */
    lastPrompt: mutation.variables ?? null,
    answer: mutation.data ?? null,
    failure,
    clearFailure: () => setFailure(null),
  };
}
