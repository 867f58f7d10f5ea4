import { describe, expect, it } from 'vitest';
import { chargeTestCard, describeTestCards, TEST_CARDS } from './test-card-gateway';

const NOW = new Date('2025-06-15T12:00:00Z');
const charge = (number: string, expiry = '12/30', cvc = '123') =>
  chargeTestCard({ number, expiry, cvc }, NOW);

describe('chargeTestCard', () => {
  it('answers each test card as documented: approve, authorise only, decline', () => {
    expect(charge('4242 4242 4242 4242')).toMatchObject({
      ok: true,
      outcome: 'APPROVED',
      brand: 'VISA',
      last4: '4242',
    });
    expect(charge('4000-0000-0000-3220')).toMatchObject({ ok: true, outcome: 'AUTHORIZED', last4: '3220' });
    expect(charge('4000000000000002')).toMatchObject({
      ok: true,
      outcome: 'DECLINED',
      declineReason: 'Your card was declined.',
    });
    expect(charge('4000000000009995')).toMatchObject({
      outcome: 'DECLINED',
      declineReason: 'Your card has insufficient funds.',
    });
  });

  it('gives every charge its own provider transaction id', () => {
    const first = charge('4242424242424242');
    const second = charge('4242424242424242');
    expect(first.ok && second.ok && first.providerTransactionId !== second.providerTransactionId).toBe(true);
  });

  it('refuses numbers that fail the Luhn check and valid numbers it does not know', () => {
    expect(charge('4242424242424241')).toEqual({
      ok: false,
      errors: { number: 'Enter a valid card number.' },
    });
    expect(charge('4111111111111111')).toMatchObject({
      ok: false,
      errors: { number: expect.stringContaining('test cards') },
    });
  });

  it('checks the expiry against the clock: the card works through its expiry month', () => {
    expect(charge('4242424242424242', '06/25')).toMatchObject({ ok: true });
    expect(charge('4242424242424242', '05/25')).toEqual({
      ok: false,
      errors: { expiry: 'The card has expired.' },
    });
    expect(charge('4242424242424242', '13/30')).toMatchObject({
      ok: false,
      errors: { expiry: expect.any(String) },
    });
    expect(charge('4242424242424242', '12/2030')).toMatchObject({ ok: true });
  });

  it('needs a 3 or 4 digit security code', () => {
    expect(charge('4242424242424242', '12/30', '12')).toMatchObject({
      ok: false,
      errors: { cvc: expect.any(String) },
    });
    expect(charge('4242424242424242', '12/30', '1234')).toMatchObject({ ok: true });
  });
});

describe('describeTestCards', () => {
  it('prints every test card in groups of four digits', () => {
    expect(describeTestCards()).toHaveLength(TEST_CARDS.length);
    expect(describeTestCards()[0]).toBe('4242 4242 4242 4242  approved and captured');
  });
});
