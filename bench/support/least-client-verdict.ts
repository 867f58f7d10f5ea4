// Whether a per-call CPU target is reachable at all, from a rotation with a `least` runner (required-work.ts): the
// least conforming client — floor + signal + timer + the least conversion of the answer, with a pipeline costing
// nothing — against the target. Above it, no client keeping the contract can meet the target; below it, the
// difference is all the rest of a call (arguments, URL, token check, status check, promise hops) may cost. Its
// median can sit within a percent or two of the target, so the verdict goes by the ratio's interval over the run's
// rounds (median-ratio-interval.ts) and says when the run cannot tell.
import type { LatencyStats } from './latency-stats';
import { medianRatioInterval } from './median-ratio-interval';

export type LeastClientVerdict = 'impossible' | 'reachable' | 'undecided';

/**
 * @param samples - the rotation's CPU samples (runners `floor` and `least`, one per round)
 * @param cpuStats - their medians
 * @param target - the target ratio to the floor
 * @returns the floor's CPU median, the target, the least client's ratio, its 95% interval, what the target leaves it
 *   (negative: how far it is over) in ms, and the verdict
 */
export function leastClientVerdict(
  samples: Record<string, number[]>,
  cpuStats: Record<string, LatencyStats>,
  target: number,
): {
  floorMs: number;
  target: number;
  ratio: number;
  interval95: { low: number; high: number };
  budgetMs: number;
  verdict: LeastClientVerdict;
} {
  const floorMs = cpuStats.floor!.median;
  const interval95 = medianRatioInterval(samples.least!, samples.floor!);
  return {
    floorMs,
    target,
    ratio: cpuStats.least!.median / floorMs,
    interval95,
    budgetMs: floorMs * target - cpuStats.least!.median,
    verdict: interval95.low > target ? 'impossible' : interval95.high < target ? 'reachable' : 'undecided',
  };
}

/**
 * The verdict in words, for a benchmark's report.
 *
 * @param least - what leastClientVerdict returned
 * @param ours - how our SDK's excess splits, in ms (reportRotation's pieces): its conversion beyond the least
 *   (`excess`) and its pipeline
 * @param ms - the ms formatter
 * @param contract - what the contract asks of this call (for the "impossible" sentence)
 * @returns a Markdown paragraph
 */
export function leastClientParagraph(
  least: ReturnType<typeof leastClientVerdict>,
  { excess: excessMs, pipeline: pipelineMs }: { excess: number; pipeline: number },
  ms: (value: number) => string,
  contract: string,
): string {
  const share = (value: number) => `${((value / floorMs) * 100).toFixed(1)}%`;
  const { floorMs, target, ratio, interval95, budgetMs, verdict } = least;
  const head = `**The least conforming client** — floor + signal + timer + the least conversion, with a pipeline that costs
nothing — is ${ratio.toFixed(3)}× the floor in this run (${ms(floorMs * ratio)} ms against ${ms(floorMs)} ms; 95% interval
${interval95.low.toFixed(3)}–${interval95.high.toFixed(3)}×, from resampling this run's rounds: \`support/median-ratio-interval.ts\`).`;
  const ours = `ours spends ${ms(excessMs)} ms (${share(excessMs)}) more than the least on its conversion and ${ms(pipelineMs)} ms (${share(pipelineMs)}) on its pipeline.`;
  if (verdict === 'impossible')
    return `${head} That is above the ${target.toFixed(2)}× target, by ${ms(-budgetMs)} ms (${share(-budgetMs)} of the floor), before any pipeline work: the target is impossible for any client that keeps the contract (${contract}) in this run; ${ours}`;
  const whether =
    verdict === 'reachable'
      ? `That is under the ${target.toFixed(2)}× target, so it is not impossible for a client keeping the contract`
      : `That interval holds the ${target.toFixed(2)}× target: this run cannot tell whether a client keeping the contract can meet it`;
  const left =
    budgetMs > 0
      ? `The least leaves ${ms(budgetMs)} ms (${share(budgetMs)} of the floor) for everything else a call does (arguments, URL, token check, status check, promise hops)`
      : `The least alone is ${ms(-budgetMs)} ms (${share(-budgetMs)} of the floor) over the target, with nothing left for the rest of a call (arguments, URL, token check, status check, promise hops)`;
  return `${head} ${whether}. ${left}; ${ours}`;
}
