import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { UserProfile } from '@cq/shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api/client';
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
 * refused for want of it (a profile read before it changed); `accept` records it on the profile just before
 * signing (read fresh when the profile is unknown).
 */
export function useSignatureStatement() {
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const [asked, setAsked] = useState(false);
  const [ticked, setTicked] = useState(false);
  const needed = asked || (user != null && !user.signatureStatementAcceptedAt);
  return {
    user,
    needed,
    ticked,
    setTicked,
    askAgain: () => {
      setAsked(true);
      setTicked(false);
      void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
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
