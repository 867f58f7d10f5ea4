import { describe, expect, it } from 'vitest';
import { median } from './latency-stats';
import { medianRatioInterval } from './median-ratio-interval';

const noisy = (rounds: number, seed: number) =>
  Array.from({ length: rounds }, (_, i) => 1 + (((i * 7919 + seed * 104729) % 1000) / 1000) * 0.2);

describe('medianRatioInterval', () => {
  it('is a single point when every round keeps the same ratio', () => {
    const floor = noisy(400, 1);
    expect(
      medianRatioInterval(
        floor.map((value) => value * 1.1),
        floor,
      ),
    ).toEqual({
      low: expect.closeTo(1.1, 10),
      high: expect.closeTo(1.1, 10),
    });
  });

  it('holds the ratio of the medians, and narrows as rounds are added', () => {
    const interval = (rounds: number) => {
      const [top, bottom] = [noisy(rounds, 2).map((value) => value * 1.05), noisy(rounds, 3)];
      const { low, high } = medianRatioInterval(top, bottom);
      const ratio = median(top) / median(bottom);
      expect(low).toBeLessThanOrEqual(ratio);
      expect(high).toBeGreaterThanOrEqual(ratio);
      expect(low).toBeLessThan(high);
      return high - low;
    };
    expect(interval(1600)).toBeLessThan(interval(100));
  });

  it('needs one sample per round on both sides', () => {
    expect(() => medianRatioInterval([1, 2], [1])).toThrow('one sample per round');
  });
});
