import { Send } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { QUALA_PROMPT_MAX } from '@cq/shared/quala/rules';
import { isTooLong } from '@cq/shared/schemas/limits';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { CanWrite, ViewOnlyNote } from '@/features/workspace';
import { cn } from '@/lib/cn';
import type { QualaFailure } from './api';

/**
 * The question box: a labelled textarea (Enter sends, Shift+Enter adds a line) with its character counter, a send
 * button disabled while the text is blank, past its limit (refused with the API's message, never cut) or a reply
 * is pending, the server's message for the prompt (400) and the plan limit's message with its Upgrade link. A viewer of an organisation (who cannot ask: asking counts against its plan and
 * is recorded) sees 'View only' instead.
 */
export function AskForm(props: AskFormProps) {
  return (
    <CanWrite fallback={<ViewOnlyNote className={props.className} />}>
      <QuestionBox {...props} />
    </CanWrite>
  );
}

interface AskFormProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  failure: QualaFailure | null;
  rows?: number;
  className?: string;
}

function QuestionBox({ label, value, onChange, onSend, pending, failure, rows = 3, className }: AskFormProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const blank = !value.trim();
  const tooLong = isTooLong(value, QUALA_PROMPT_MAX);
  const sendable = !blank && !tooLong && !pending;
  const fieldError = failure?.kind === 'field' ? failure.message : null;
  const limit = failure?.kind === 'limit' ? failure.message : null;

  // The box is disabled while a reply is pending; give the keyboard back to it afterwards.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending && input.current && input.current.ownerDocument.activeElement === document.body)
      input.current.focus();
    wasPending.current = pending;
  }, [pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendable) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (sendable) onSend();
    }
  };

  return (
    <form onSubmit={submit} className={cn('grid gap-2', className)} noValidate>
      <Field
        id={`${id}-prompt`}
        label={label}
        hint="Enter sends, Shift+Enter adds a new line."
        error={fieldError ?? undefined}
        limit={{ value, max: QUALA_PROMPT_MAX }}
      >
        {(control) => (
          <div className="flex items-end gap-2">
            <Textarea
              {...control}
              ref={input}
              name="prompt"
              rows={rows}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={onKeyDown}
              disabled={pending}
              className="min-h-0 flex-1 resize-y"
              placeholder="Ask about GCP, audits, CAPA, protocols…"
            />
            <Button type="submit" size="icon" disabled={!sendable} loading={pending} aria-label="Send">
              {!pending && <Send className="size-4" aria-hidden="true" />}
            </Button>
          </div>
        )}
      </Field>
      {limit && (
        <p role="alert" className="text-sm text-destructive">
          {limit}{' '}
          <Link to="/subscribe" className="font-semibold underline underline-offset-2">
            Upgrade
          </Link>
        </p>
      )}
    </form>
  );
}
