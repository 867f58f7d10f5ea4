import { describe, expect, it } from 'vitest';
import { roundTripsOf, templateOf } from './postgres-floor';
import type { RecordedTransaction } from './statement-recorder';

const CART = '11111111-1111-4111-8111-111111111111';
const recording = (eventId: string, quantity: number): RecordedTransaction[] => [
  {
    transaction: true,
    statements: [
      { sql: 'select * from carts where id = $1 for update', params: [CART] },
      { sql: 'update carts set state = $2 where id = $1', params: [CART, JSON.stringify({ quantity })] },
      { sql: 'insert into event_outbox (event_id, entity_id) values ($1, $2)', params: [eventId, CART] },
    ],
  },
];

describe('templateOf', () => {
  it('marks the ids made per request (they differ between two recordings) as fresh, and keeps the cart id', () => {
    const template = templateOf(
      recording('22222222-2222-4222-8222-222222222222', 1),
      recording('33333333-3333-4333-8333-333333333333', 2),
    )!;
    expect([...template.fresh]).toEqual(['0/2/0']);
    expect(roundTripsOf(template)).toEqual({ statements: 3, roundTrips: 5 });
  });

  it('gives nothing when the two recordings ran different statements (a cache refilled in one of them)', () => {
    const first = recording('22222222-2222-4222-8222-222222222222', 1);
    const second = recording('33333333-3333-4333-8333-333333333333', 2);
    second[0]!.statements.unshift({ sql: 'select * from catalog_products', params: [] });
    expect(templateOf(first, second)).toBeUndefined();
  });
});
