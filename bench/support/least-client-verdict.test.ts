import { describe, expect, it } from 'vitest';
import { summarise } from './latency-stats';
import {
  copyingWalkParagraph,
  leastClientParagraph,
  leastClientVerdict,
  REFERENCE_RUNNERS,
  referenceVerdicts,
  wholeLeastClientParagraph,
} from './least-client-verdict';

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

// The whole least conforming client's two builds judged on one run: runners `leastInPlace` and `leastCopying`.
const whole = (inPlaceFactor: number, copyingFactor: number) => {
  const [least, inPlace, copying] = [run(1.1), run(inPlaceFactor), run(copyingFactor)];
  const samples = {
    ...least.samples,
    leastInPlace: inPlace.samples.least,
    leastCopying: copying.samples.least,
  };
  const stats = { ...least.stats, leastInPlace: inPlace.stats.least, leastCopying: copying.stats.least };
  return wholeLeastClientParagraph(
    leastClientVerdict(samples, stats, 1.3, 'leastInPlace'),
    leastClientVerdict(samples, stats, 1.3, 'leastCopying'),
    leastClientVerdict(samples, stats, 1.3),
    ms,
    '(b) and (c)',
  );
};

describe('wholeLeastClientParagraph', () => {
  it('gives both builds’ ratios with their intervals, and the least row’s', () => {
    const paragraph = whole(1.2, 1.5);
    expect(paragraph).toMatch(/in-place build 1\.2\d\d× \(.* ms; 95% interval 1\.\d{3}–1\.\d{3}×\)/);
    expect(paragraph).toMatch(/copying build 1\.5\d\d× \(.* ms; 95% interval 1\.\d{3}–1\.\d{3}×\)/);
    expect(paragraph).toContain('no pipeline: 1.1');
    expect(paragraph).toContain('The in-place build is 0.110 ms (10.0% of the floor) above the least row');
    expect(paragraph).toContain('the copying build 0.330 ms (30.0% of the floor) above the\nin-place build');
    expect(whole(1.2, 1.1)).toContain(
      'the copying build 0.110 ms (10.0% of the floor) below the\nin-place build',
    );
  });

  it('says the in-place build meets the target and the copying walk cannot, when so', () => {
    const paragraph = whole(1.2, 1.5);
    expect(paragraph).toContain(
      "The in-place build meets the target in this run (0.110 ms (10.0% of the floor) under the target; its whole interval is under it): bundle-size's least client for sets (b) and (c), which assumes the in-place build, is a client that meets this CPU target.",
    );
    expect(paragraph).toContain(
      'with the same pipeline and only the conversion changed, a client meeting the CPU target cannot convert answers by this copying walk',
    );
  });

  it('says the in-place build misses the target', () => {
    const paragraph = whole(1.5, 1.6);
    expect(paragraph).toContain('The in-place build misses the target in this run');
    expect(paragraph).toContain('over the target');
    expect(paragraph).toContain('is not a client that meets this CPU target');
    expect(paragraph).toContain(
      'The copying build misses it too (0.330 ms (30.0% of the floor) over the target; even its interval',
    );
    expect(paragraph).toContain(
      'the pair does not show on its own that the copying walk is what rules a client out',
    );
  });

  it('says when the run cannot tell, for either build', () => {
    const paragraph = whole(1.3, 1.3);
    expect(paragraph).toContain(
      "this run cannot tell whether bundle-size's least client for sets (b) and (c)",
    );
    expect(paragraph).toContain(
      'this run cannot tell whether a client converting by the copying walk meets it',
    );
  });

  it('says the copying walk is not ruled out when its build meets the target', () => {
    expect(whole(1.1, 1.2)).toContain(
      'The copying build meets it too (0.110 ms (10.0% of the floor) under the target; its whole interval is under it): for this call, the CPU target does not rule out the copying walk.',
    );
    expect(whole(1.5, 1.2)).toContain('The copying build meets it (');
  });
});

describe('referenceVerdicts', () => {
  it('judges each reference runner on its own samples, under its name', () => {
    const floor = run(1).samples.floor;
    const factors = { least: 1.05, copying: 1.5, floorClient: 1.2, leastInPlace: 1.3, leastCopying: 1.6 };
    const samples: Record<string, number[]> = { floor };
    for (const runner of REFERENCE_RUNNERS) samples[runner] = floor.map((value) => value * factors[runner]);
    const stats = Object.fromEntries(
      Object.entries(samples).map(([name, values]) => [name, summarise(values)]),
    );
    const verdicts = referenceVerdicts(samples, stats, 1.1);
    for (const runner of REFERENCE_RUNNERS) expect(verdicts[runner].ratio).toBeCloseTo(factors[runner], 10);
    expect(verdicts.least.verdict).toBe('reachable');
    expect(verdicts.copying.verdict).toBe('impossible');
  });
});
