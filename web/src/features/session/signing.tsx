import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { UserProfile } from '@cq/shared/schemas/user';
import { SIGNATURE_STATEMENT, SIGNING_CODES, SIGNING_MESSAGES } from '@cq/shared/signing/rules';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api/client';
import { refusalOf } from '@/lib/api/refusal';
import { CURRENT_USER_KEY, useCurrentUser } from './useCurrentUser';

/**
 * What every e-signature dialog shares (reports, SOP approvals): accepting the e-signature statement on the
 * signer's profile before a first signature (21 CFR 11.100(c)), the password asked again (11.200) and the
 * Cancel / Sign buttons.
 */

/** The signer's name as the signature prints it (21 CFR 11.50). */
export const signerName = (user: UserProfile | null | undefined): string =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || 'the signed-in user';

/**
 * The e-signature statement in a Sign dialog: needed when the profile has not accepted it, or when the API
 * refused for want of it (a profile read before it changed). `field` is the box to tick (null when not needed),
 * `check` shows its error and says whether signing may go on, `accept` records it on the profile just before
 * signing (read fresh when the profile is unknown), and `handled` turns the API's refusal for want of it into
 * the box asked for again.
 */
export function useSignatureStatement() {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const [asked, setAsked] = useState(false);
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const needed = asked || (user != null && !user.signatureStatementAcceptedAt);
  const field = needed ? (
    <div className="grid gap-1.5 rounded-md border border-input p-3 text-sm">
      <label className="flex cursor-pointer items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={ticked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-statement-error` : undefined}
          onChange={(event) => {
            setTicked(event.target.checked);
            if (event.target.checked) setError(null);
          }}
        />
        <span>{SIGNATURE_STATEMENT}</span>
      </label>
      <p className="pl-6 text-muted-foreground">
        Asked once, before your first signature; your acceptance is recorded in your audit trail.
      </p>
      {error && (
        <p id={`${id}-statement-error`} className="pl-6 text-destructive">
          {error}
        </p>
      )}
    </div>
  ) : null;
  return {
    user,
    field,
    check: (): boolean => {
      const unticked = needed && !ticked;
      setError(unticked ? SIGNING_MESSAGES.statementUnticked : null);
      return !unticked;
    },
    handled: (failure: unknown): boolean => {
      const refusal = refusalOf(failure);
      if (refusal?.status !== 403 || refusal.code !== SIGNING_CODES.statementRequired) return false;
      setAsked(true);
      setTicked(false);
      setError(refusal.message ?? SIGNING_MESSAGES.statementRequired);
      void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return true;
    },
    accept: async () => {
      if (!needed) return;
      const me = user ?? (await api('GET /api/auth/user'));
      if (me.signatureStatementAcceptedAt) return;
      const accepted = await api('PATCH /api/auth/user', {
        body: { version: me.version, acceptSignatureStatement: true },
      });
      client.setQueryData(CURRENT_USER_KEY, accepted);
    },
  };
}

export function SigningPassword({ error, registration }: { error?: string; registration: UseFormRegisterReturn }) {
  return (
    <Field label="Password" error={error} hint="Enter your account password again to sign.">
      {(control) => <Input {...control} type="password" autoComplete="current-password" {...registration} />}
    </Field>
  );
}

export function SigningActions({
  submitting,
  onCancel,
  children,
}: {
  submitting: boolean;
  onCancel: () => void;
  /** The submit button's label (with its icon) while not submitting. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {submitting ? 'Signing…' : children}
      </Button>
    </div>
  );
}
