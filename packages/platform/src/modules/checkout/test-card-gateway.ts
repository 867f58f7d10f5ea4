/**
 * The hosted checkout's test payment method: a card gateway that moves no money and answers from the card number,
 * like a payment provider's test mode. The outcome is decided before anything is written, so a declined card writes
 * nothing (see place-order.ts).
 */
import { randomUUID } from 'node:crypto';

/** How a test card ends (the orders module's payment attempt outcomes). */
export type TestCardOutcome = 'APPROVED' | 'DECLINED' | 'AUTHORIZED';

/** A test card number and what it does. */
export interface TestCard {
  number: string;
  brand: string;
  outcome: TestCardOutcome;
  /** What the hosted page says about it. */
  description: string;
  /** Shown when the card is declined. */
  declineReason?: string;
}

/** The cards the gateway knows (printed on the checkout page and in the README). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'VISA', outcome: 'APPROVED', description: 'approved and captured' },
  {
    number: '5555555555554444',
    brand: 'MASTERCARD',
    outcome: 'APPROVED',
    description: 'approved and captured',
  },
  {
    number: '4000000000003220',
    brand: 'VISA',
    outcome: 'AUTHORIZED',
    description: 'authorised only (captured or voided later by staff)',
  },
  {
    number: '4000000000000002',
    brand: 'VISA',
    outcome: 'DECLINED',
    description: 'declined',
    declineReason: 'Your card was declined.',
  },
  {
    number: '4000000000009995',
    brand: 'VISA',
    outcome: 'DECLINED',
    description: 'declined for insufficient funds',
    declineReason: 'Your card has insufficient funds.',
  },
];

/** What the buyer typed. */
export interface CardInput {
  number: string;
  /** `MM/YY` or `MM/YYYY`. */
  expiry: string;
  cvc: string;
  name?: string;
}

/** The gateway's answer: a charge result, or the fields the buyer must correct. */
export type CardCharge =
  | {
      ok: true;
      outcome: TestCardOutcome;
      brand: string;
      last4: string;
      providerTransactionId: string;
      declineReason?: string;
    }
  | { ok: false; errors: Partial<Record<keyof CardInput, string>> };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return 'Enter the expiry date as MM/YY.';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'Enter the expiry date as MM/YY.';
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return 'The card has expired.';
  return undefined;
}

/**
 * Charges a test card: checks the number (Luhn), expiry (not past, by the injected clock) and CVC, then answers as
 * {@link TEST_CARDS} say. Unknown numbers are refused: the gateway only knows its test cards.
 * @param card - what the buyer typed
 * @param now - the clock's time
 */
export function chargeTestCard(card: CardInput, now: Date): CardCharge {
  const number = card.number.replace(/[\s-]/g, '');
  const errors: Partial<Record<keyof CardInput, string>> = {};
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.number = 'Enter a valid card number.';
  const expiry = expiryError(card.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  const known = TEST_CARDS.find((test) => test.number === number);
  if (!errors.number && !known)
    errors.number = 'Use one of the test cards listed below: this gateway knows no other.';
  if (Object.keys(errors).length > 0 || !known) return { ok: false, errors };
  return {
    ok: true,
    outcome: known.outcome,
    brand: known.brand,
    last4: number.slice(-4),
    providerTransactionId: `test_${randomUUID().replaceAll('-', '')}`,
    ...(known.declineReason && { declineReason: known.declineReason }),
  };
}

/** The test cards, one line each, for the console (`bazaar dev`). */
export function describeTestCards(): string[] {
  return TEST_CARDS.map((card) => `${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}  ${card.description}`);
}
