/**
 * What a person accepts once before their first electronic signature (21 CFR 11.100(c)): the exact words are
 * shown in the Sign dialog and stored in the trail entry of the acceptance.
 */
export const SIGNATURE_STATEMENT =
  'I understand that my electronic signature is the legally binding equivalent of my handwritten signature (21 CFR 11.100(c)).';

/** 21 CFR 11.300(d): this many wrong signing passwords within the window lock that person's signing. */
export const SIGNING_LOCKOUT = { failures: 5, windowMinutes: 10, lockMinutes: 30 } as const;

/** The refusal codes the Sign dialog reacts to. */
export const SIGNING_CODES = {
  statementRequired: 'SIGNATURE_STATEMENT_REQUIRED',
  locked: 'SIGNING_LOCKED',
} as const;

/** `2026-11-25T19:42:10.123Z` → `2026-11-25 19:42 UTC`: the unlock time as a person reads it. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export const SIGNING_MESSAGES = {
  statementRequired:
    'Before your first electronic signature, accept the statement that it is the legally binding equivalent of your handwritten signature.',
  statementUnticked: 'Accept the statement to sign.',
  locked: (until: string) =>
    `Signing is locked until ${utcMinute(until)}: ${SIGNING_LOCKOUT.failures} wrong passwords were entered within ${SIGNING_LOCKOUT.windowMinutes} minutes. An administrator has been informed.`,
} as const;
