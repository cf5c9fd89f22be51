/** Stripe's documented test cards, answered the way Stripe answers them (the messages its API returns). */
export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface CardError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
}

const DECLINES: Record<string, Omit<CardError, 'type'>> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Null when the card pays; otherwise the error Stripe would give. */
export function chargeCard(card: CardInput, now: Date): CardError | null {
  const number = String(card.number ?? '').replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    return { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
  }
  const month = Number(card.exp_month);
  const year = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year);
  if (!(month >= 1 && month <= 12)) {
    return {
      type: 'card_error',
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    };
  }
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return {
      type: 'card_error',
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'exp_year',
    };
  }
  if (!/^\d{3,4}$/.test(String(card.cvc ?? ''))) {
    return {
      type: 'card_error',
      code: 'incomplete_cvc',
      message: "Your card's security code is incomplete.",
      param: 'cvc',
    };
  }
  const decline = DECLINES[number];
  return decline ? { type: 'card_error', ...decline } : null;
}

export const last4 = (card: CardInput): string => String(card.number).replace(/\s+/g, '').slice(-4);
