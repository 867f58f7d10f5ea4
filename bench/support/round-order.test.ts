import { describe, expect, it } from 'vitest';
import { roundOrder } from './round-order';

const NAMES = ['floor', 'signal', 'timeout', 'visited', 'converted', 'ours', 'official'];

describe('roundOrder', () => {
  it('runs every client exactly once per round', () => {
    for (let round = 0; round < 200; round++)
      expect([...roundOrder(NAMES, round)].sort()).toEqual([...NAMES].sort());
  });

  it('gives the same order for the same round', () => {
    expect(roundOrder(NAMES, 17)).toEqual(roundOrder(NAMES, 17));
  });

  it('puts every client right after every other one, about equally often', () => {
    // A plain rotation keeps the cyclic order: each client always follows the same neighbour (1 of 6 possible).
    const rounds = 4200;
    const follows = new Map<string, number>();
    for (let round = 0; round < rounds; round++) {
      const order = roundOrder(NAMES, round);
      for (let i = 1; i < order.length; i++) {
        const pair = `${order[i - 1]}>${order[i]}`;
        follows.set(pair, (follows.get(pair) ?? 0) + 1);
      }
    }
    expect(follows.size).toBe(NAMES.length * (NAMES.length - 1));
    // Each ordered pair is adjacent in 1/7 of rounds on average (6 adjacent slots of 42 ordered pairs): 600 of 4,200.
    for (const count of follows.values()) {
      expect(count).toBeGreaterThan(450);
      expect(count).toBeLessThan(750);
    }
  });
});
