import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardDetails, cardFieldsSchema, formatCardNumber, formatExpiry, passesLuhn } from './card';

const NOV_2026 = () => new Date(2026, 10, 23);
const check = (values: { number: string; expiry: string; cvc: string }) => {
  const parsed = cardFieldsSchema(NOV_2026).safeParse(values);
  return parsed.success
    ? { ok: cardDetails(parsed.data) }
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe('local test card rules', () => {
  it('checks numbers with Luhn, as card networks do', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('formats the number in groups of four and the expiry as MM / YY while typing', () => {
    expect(formatCardNumber('42424242x42424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242 4242 4242 4242')).toBe('4242 4242 4242 4242 424');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12/345')).toBe('12 / 34');
  });

  it("answers with Stripe's field messages", () => {
    expect(check({ number: '4242 4242', expiry: '12 / 2', cvc: '1' })).toEqual({
      number: CARD_MESSAGES.numberIncomplete,
      expiry: CARD_MESSAGES.expiryIncomplete,
      cvc: CARD_MESSAGES.cvcIncomplete,
    });
    expect(check({ number: '4242 4242 4242 4241', expiry: '13 / 30', cvc: '123' })).toEqual({
      number: CARD_MESSAGES.numberInvalid,
      expiry: CARD_MESSAGES.expiryInvalid,
    });
    // October 2026 ended before 23 November 2026; November 2026 has not.
    expect(check({ number: '4242424242424242', expiry: '10 / 26', cvc: '123' })).toEqual({
      expiry: CARD_MESSAGES.expiryPast,
    });
  });

  it('turns valid fields into the card object the stand-in takes', () => {
    expect(check({ number: '4242 4242 4242 4242', expiry: '11 / 26', cvc: ' 1234 ' })).toEqual({
      ok: { number: '4242424242424242', exp_month: 11, exp_year: 2026, cvc: '1234' },
    });
  });
});
