import * as z from '@cq/shared/schemas/z';

/**
 * The local test card form's rules (issue 11): what Stripe's own card fields check before anything is sent —
 * a complete number that passes the Luhn check, an expiry that is a real month not in the past, a 3-4 digit
 * security code. Messages follow Stripe's wording so the local form reads like the real one.
 */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** The stand-in's test cards (the same numbers Stripe's test mode uses). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
] as const;

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `4242424242424242` → `4242 4242 4242 4242`, as the field shows it while typing. */
export const formatCardNumber = (value: string): string =>
  digitsOf(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** `1230` → `12 / 30`, as the field shows it while typing. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;

/** The card as the payment stand-in takes it. */
export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The form's three fields, checked as Stripe's card fields check them; `now` fixes "the past" in tests. */
export function cardFieldsSchema(now: () => Date = () => new Date()) {
  return z.object({
    number: z.pipe(z.string(), z.transform(digitsOf)).check(
      z.superRefine((digits, ctx) => {
        if (!/^\d+$/.test(digits) || digits.length < 13)
          ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.numberIncomplete });
        else if (digits.length > 19 || !passesLuhn(digits))
          ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.numberInvalid });
      }),
    ),
    expiry: z.string().check(
      z.superRefine((value, ctx) => {
        const match = EXPIRY.exec(value.trim());
        if (!match) return ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryIncomplete });
        const month = Number(match[1]);
        const year = 2000 + Number(match[2]);
        if (month < 1 || month > 12) return ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryInvalid });
        const today = now();
        if (year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1))
          ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryPast });
      }),
    ),
    cvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, CARD_MESSAGES.cvcIncomplete)),
  });
}

export type CardFieldValues = z.input<ReturnType<typeof cardFieldsSchema>>;

/** The checked fields as the stand-in's `card` object. */
export function cardDetails(values: z.output<ReturnType<typeof cardFieldsSchema>>): CardDetails {
  const [, month, year] = EXPIRY.exec(values.expiry.trim())!;
  return { number: values.number, exp_month: Number(month), exp_year: 2000 + Number(year), cvc: values.cvc.trim() };
}
