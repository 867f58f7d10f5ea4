import { describe, expect, it } from 'vitest';
import { summarise } from './latency-stats';
import { copyingWalkParagraph, leastClientParagraph, leastClientVerdict } from './least-client-verdict';

// A run whose floor takes 1 ms ± noise per call and whose least client takes `factor` times as long each round.
const run = (factor: number, noise = 0.2) => {
  const floor = Array.from({ length: 1000 }, (_, i) => 1 + ((i * 7919) % 1000) / (1000 / noise));
  const least = floor.map((value, i) => value * factor * (1 + (((i * 104729) % 100) - 50) / 5000));
  const samples = { floor, least };
  return { samples, stats: { floor: summarise(floor), least: summarise(least) } };
};
const ours = { excess: 0.01, pipeline: 0.05 };
const ms = (value: number) => value.toFixed(3);

describe('leastClientVerdict', () => {
  it('calls the target impossible when even the low end of the interval is above it', () => {
    const { samples, stats } = run(1.15);
    const least = leastClientVerdict(samples, stats, 1.1);
    expect(least.verdict).toBe('impossible');
    expect(least.interval95.low).toBeGreaterThan(1.1);
    expect(least.budgetMs).toBeLessThan(0);
    expect(leastClientParagraph(least, ours, ms, 'a timeout')).toContain(
      'the target is impossible for any client that keeps the contract (a timeout)',
    );
  });

  it('calls it reachable, with what it leaves, when the high end is below it', () => {
    const { samples, stats } = run(1.05);
    const least = leastClientVerdict(samples, stats, 1.1);
    expect(least.verdict).toBe('reachable');
    expect(least.budgetMs).toBeCloseTo(stats.floor.median * 1.1 - stats.least.median, 10);
    expect(leastClientParagraph(least, ours, ms, 'a timeout')).toMatch(/not impossible.*The least leaves/s);
  });

  it('says when the run cannot tell', () => {
    const { samples, stats } = run(1.1);
    const least = leastClientVerdict(samples, stats, 1.1);
    expect(least.verdict).toBe('undecided');
    expect(leastClientParagraph(least, ours, ms, 'a timeout')).toContain('this run cannot tell');
  });
});

// The copying walk's client judged on the same run: its runner is `copying`, the least client's `least`.
const verdicts = (leastFactor: number, copyingFactor: number) => {
  const least = run(leastFactor);
  const copying = run(copyingFactor);
  const samples = { ...least.samples, copying: copying.samples.least };
  const stats = { ...least.stats, copying: copying.stats.least };
  return {
    least: leastClientVerdict(samples, stats, 1.3),
    copying: leastClientVerdict(samples, stats, 1.3, 'copying'),
  };
};
const saves = { inPlaceSaves: 0.1, pipeline: 0.05, floorClient: 0.2 };

describe('copyingWalkParagraph', () => {
  it('judges the runner it is given', () => {
    const { least, copying } = verdicts(1.1, 1.4);
    expect(least.ratio).toBeCloseTo(1.1, 2);
    expect(copying.ratio).toBeCloseTo(1.4, 2);
    expect(copying.verdict).toBe('impossible');
  });

  it('says the target requires a cheaper conversion when only the copying walk is above it', () => {
    const { least, copying } = verdicts(1.1, 1.4);
    const paragraph = copyingWalkParagraph(copying, least, saves, ms, copying);
    expect(paragraph).toContain('the least conforming client is under it');
    expect(paragraph).toContain('the target REQUIRES a conversion cheaper than the copying walk');
    expect(copyingWalkParagraph(copying, verdicts(1.3, 1.4).least, saves, ms, copying)).toContain(
      'not shown above it (its interval holds the target)',
    );
  });

  it('says it does not when the copying walk is under it', () => {
    const { least, copying } = verdicts(1.1, 1.2);
    expect(copyingWalkParagraph(copying, least, saves, ms, copying)).toContain(
      'the target does not by itself require the in-place conversion',
    );
  });

  it('says no conversion meets a target the least client is above', () => {
    const { least, copying } = verdicts(1.4, 1.5);
    expect(copyingWalkParagraph(copying, least, saves, ms, copying)).toContain('no conversion meets it');
  });

  it('says when the run cannot tell', () => {
    const { least, copying } = verdicts(1.1, 1.3);
    expect(copyingWalkParagraph(copying, least, saves, ms, copying)).toContain('this run cannot tell');
  });
});
