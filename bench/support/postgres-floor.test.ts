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

  it('sends back what the previous change returned, and steps numbers that grew between the recordings', () => {
    const sql =
      'update carts set revision = $2 where id = $1 and xmin = $3::xid and revision = $4 returning xmin::text';
    const recorded = (params: unknown[], answer: string): RecordedTransaction[] => [
      { transaction: false, statements: [{ sql, params, rows: 1, returned: [answer] }] },
    ];
    const template = templateOf(recorded([CART, 4, '700', 3], '701'), recorded([CART, 5, '701', 4], '702'))!;
    expect(template.fresh.size).toBe(0);
    expect([...template.chained]).toEqual([['0/0/2', 0]]);
    expect([...template.counters]).toEqual([
      ['0/0/1', 1],
      ['0/0/3', 1],
    ]);
    expect(template.answers.get('0/0')).toEqual(['702']);
  });
});
