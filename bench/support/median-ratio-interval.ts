// How far a ratio of two medians of one run can be trusted. cart-get's verdict compares the least conforming client
// with the floor within a percent or two of the target, about as much as the medians move between runs, so the
// report gives the ratio with an interval drawn from the run's own rounds: a bootstrap that resamples whole rounds
// (each round ran every client once, so a round's samples stay paired and noise shared by a round cancels).
import { median } from './latency-stats';
import { seededRandom } from './round-order';

/**
 * The central `level` interval of median(numerator) / median(denominator) over `resamples` bootstrap resamples of
 * the rounds (seeded, so a run's report is reproducible from its samples).
 *
 * @param numerator - one sample per round
 * @param denominator - one sample per round, the same rounds in the same order
 * @param options - resamples (default 1,000) and level (default 0.95)
 * @returns the interval's low and high ends
 */
export function medianRatioInterval(
  numerator: readonly number[],
  denominator: readonly number[],
  { resamples = 1000, level = 0.95 }: { resamples?: number; level?: number } = {},
): { low: number; high: number } {
  const rounds = numerator.length;
  if (rounds === 0 || denominator.length !== rounds) throw new Error('one sample per round on both sides');
  const random = seededRandom(rounds);
  const ratios: number[] = [];
  const top: number[] = new Array(rounds);
  const bottom: number[] = new Array(rounds);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < rounds; i++) {
      const round = Math.floor(random() * rounds);
      top[i] = numerator[round]!;
      bottom[i] = denominator[round]!;
    }
    ratios.push(median(top) / median(bottom));
  }
  ratios.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return {
    low: ratios[Math.floor(tail * (resamples - 1))]!,
    high: ratios[Math.ceil((1 - tail) * (resamples - 1))]!,
  };
}
