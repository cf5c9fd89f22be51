import { Send } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { QUALA_PROMPT_MAX } from '@cq/shared/quala/rules';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { CanWrite, ViewOnlyNote } from '@/features/workspace';
import { cn } from '@/lib/cn';
import type { QualaFailure } from './api';

/**
 * The question box: a labelled textarea (Enter sends, Shift+Enter adds a line), a send button disabled while
 * the text is blank or a reply is pending, the server's message for the prompt (400) and the plan limit's
 * message with its Upgrade link. A viewer of an organisation (who cannot ask: asking counts against its plan and
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
    if (!blank && !pending) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!blank && !pending) onSend();
    }
  };

  return (
    <form onSubmit={submit} className={cn('grid gap-2', className)} noValidate>
      <label htmlFor={`${id}-prompt`} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={input}
          id={`${id}-prompt`}
          name="prompt"
          rows={rows}
          maxLength={QUALA_PROMPT_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={pending}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={cn(`${id}-hint`, fieldError && `${id}-error`)}
          className="min-h-0 flex-1 resize-y"
          placeholder="Ask about GCP, audits, CAPA, protocols…"
        />
        <Button type="submit" size="icon" disabled={blank || pending} loading={pending} aria-label="Send">
          {!pending && <Send className="size-4" aria-hidden="true" />}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Enter sends, Shift+Enter adds a new line.
      </p>
      {fieldError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {fieldError}
        </p>
      )}
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
