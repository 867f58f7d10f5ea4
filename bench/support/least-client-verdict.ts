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
 * @param samples - the rotation's CPU samples (runners `floor` and `runner`, one per round)
 * @param cpuStats - their medians
 * @param target - the target ratio to the floor
 * @param runner - the reference client judged: `least`, or another floor + timeout + conversion (`copying`)
 * @returns the floor's CPU median, the target, the client's ratio, its 95% interval, what the target leaves it
 *   (negative: how far it is over) in ms, and the verdict
 */
export function leastClientVerdict(
  samples: Record<string, number[]>,
  cpuStats: Record<string, LatencyStats>,
  target: number,
  runner = 'least',
): {
  floorMs: number;
  target: number;
  ratio: number;
  interval95: { low: number; high: number };
  budgetMs: number;
  verdict: LeastClientVerdict;
} {
  const floorMs = cpuStats.floor!.median;
  const interval95 = medianRatioInterval(samples[runner]!, samples.floor!);
  return {
    floorMs,
    target,
    ratio: cpuStats[runner]!.median / floorMs,
    interval95,
    budgetMs: floorMs * target - cpuStats[runner]!.median,
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

/** The reference clients of the per-call benches that get a verdict, by their runner names in the rotation. */
export const REFERENCE_RUNNERS = ['least', 'copying', 'floorClient', 'leastInPlace', 'leastCopying'] as const;

/**
 * leastClientVerdict of every reference client the per-call benches run (REFERENCE_RUNNERS).
 *
 * @param samples - the rotation's CPU samples, one per round for each runner
 * @param cpuStats - their medians
 * @param target - the target ratio to the floor
 * @returns each runner's verdict, under its runner name
 */
export function referenceVerdicts(
  samples: Record<string, number[]>,
  cpuStats: Record<string, LatencyStats>,
  target: number,
): Record<(typeof REFERENCE_RUNNERS)[number], ReturnType<typeof leastClientVerdict>> {
  return Object.fromEntries(
    REFERENCE_RUNNERS.map((runner) => [runner, leastClientVerdict(samples, cpuStats, target, runner)]),
  ) as Record<(typeof REFERENCE_RUNNERS)[number], ReturnType<typeof leastClientVerdict>>;
}

/**
 * Whether the CPU target requires our in-place incoming conversion, in words: the verdict of the client a
 * size-minimal SDK would be at best — floor + timeout + the copying walk (copying-conversion.ts), with a pipeline
 * costing nothing — next to the least conforming client's.
 *
 * @param copying - leastClientVerdict of the `copying` runner
 * @param least - leastClientVerdict of the `least` runner
 * @param pieces - reportRotation's pieces: what the in-place conversion saves over the copying walk, our pipeline,
 *   and the bundle-size floor's walk beyond the visit
 * @param ms - the ms formatter
 * @param floorClient - leastClientVerdict of the `floorClient` runner (floor + timeout + the bundle-size floor's walk)
 * @returns a Markdown paragraph
 */
export function copyingWalkParagraph(
  copying: ReturnType<typeof leastClientVerdict>,
  least: ReturnType<typeof leastClientVerdict>,
  { inPlaceSaves, pipeline, floorClient }: { inPlaceSaves: number; pipeline: number; floorClient: number },
  ms: (value: number) => string,
  floorClientWalk: ReturnType<typeof leastClientVerdict>,
): string {
  const { floorMs, target, ratio, interval95, budgetMs, verdict } = copying;
  const share = (value: number) => `${((value / floorMs) * 100).toFixed(1)}%`;
  const head = `**Is the in-place conversion required by the CPU target?** A client converting with the copying walk — our
SDK's conversion built with the 'in-place-conversion' contract patched out (\`support/copying-conversion.ts\`: the code
bundle-size removes to price that contract; its output equals our SDK's, \`least-conversions.test.ts\`) — costs, as
floor + timeout + that walk with a pipeline costing nothing, ${ratio.toFixed(3)}× the floor (${ms(floorMs * ratio)} ms; 95% interval
${interval95.low.toFixed(3)}–${interval95.high.toFixed(3)}×), ${ms(inPlaceSaves)} ms (${share(inPlaceSaves)} of the floor) more than with our in-place conversion.`;
  const withOurPipeline = ratio + pipeline / floorMs;
  const ours = `our SDK with the copying walk would come to about ${withOurPipeline.toFixed(2)}× (our pipeline's ${ms(pipeline)} ms added)`;
  const floorWalk = `The bundle-size floor's own copying walk (\`support/minimal-client.ts\`: system names looked up in a table, no regular expression per key; not conforming, though equal to ours on this answer) is ${floorClientWalk.ratio.toFixed(3)}× as floor + timeout + walk (95% interval ${floorClientWalk.interval95.low.toFixed(3)}–${floorClientWalk.interval95.high.toFixed(3)}×; ${ms(floorClient)} ms beyond the visit).`;
  if (least.verdict === 'impossible')
    return `${head} The least conforming client is already above the ${target.toFixed(2)}× target, so no conversion meets it and the target cannot be what requires the in-place design; it only keeps ours ${share(inPlaceSaves)} of the floor closer (${ours}). ${floorWalk}`;
  if (verdict === 'impossible')
    return `${head} That is above the ${target.toFixed(2)}× target by ${ms(-budgetMs)} ms (${share(-budgetMs)} of the floor) before any pipeline work, while the least conforming client is ${least.verdict === 'reachable' ? 'under it' : 'not shown above it (its interval holds the target)'}: the target REQUIRES a conversion cheaper than the copying walk, such as our in-place one (${ours}). ${floorWalk}`;
  if (verdict === 'reachable')
    return `${head} That is under the ${target.toFixed(2)}× target, leaving ${ms(budgetMs)} ms (${share(budgetMs)} of the floor) for the rest of a call: the target does not by itself require the in-place conversion, only a pipeline within that (${ours}). ${floorWalk}`;
  return `${head} That interval holds the ${target.toFixed(2)}× target: this run cannot tell whether the target requires the in-place conversion (${ours}). ${floorWalk}`;
}

/**
 * The least conforming client of bundle-size (least-conforming-client.ts), whole — its pipeline, token check and
 * conversion, the same call as ours — in both builds, in words: whether the in-place build, the one bundle-size's
 * verdicts take as what the CPU target needs, meets that target, and whether the copying build (fewer bytes) misses it.
 *
 * @param inPlace - leastClientVerdict of the in-place build's runner
 * @param copying - leastClientVerdict of the copying build's runner
 * @param least - leastClientVerdict of the `least` runner (floor + timeout + the hand-written conversion, no pipeline)
 * @param ms - the ms formatter
 * @param sets - bundle-size's call sets that make this call, e.g. "(b) and (c)"
 * @returns a Markdown paragraph
 */
export function wholeLeastClientParagraph(
  inPlace: ReturnType<typeof leastClientVerdict>,
  copying: ReturnType<typeof leastClientVerdict>,
  least: ReturnType<typeof leastClientVerdict>,
  ms: (value: number) => string,
  sets: string,
): string {
  const { floorMs, target } = inPlace;
  const figure = ({ ratio, interval95 }: ReturnType<typeof leastClientVerdict>) =>
    `${ratio.toFixed(3)}× (${ms(floorMs * ratio)} ms; 95% interval ${interval95.low.toFixed(3)}–${interval95.high.toFixed(3)}×)`;
  const margin = ({ budgetMs }: ReturnType<typeof leastClientVerdict>) =>
    `${ms(Math.abs(budgetMs))} ms (${((Math.abs(budgetMs) / floorMs) * 100).toFixed(1)}% of the floor) ${budgetMs >= 0 ? 'under' : 'over'} the target`;
  const difference = (a: ReturnType<typeof leastClientVerdict>, b: ReturnType<typeof leastClientVerdict>) => {
    const value = floorMs * (a.ratio - b.ratio);
    return `${ms(Math.abs(value))} ms (${((Math.abs(value) / floorMs) * 100).toFixed(1)}% of the floor) ${value >= 0 ? 'above' : 'below'}`;
  };
  const head = `**The least conforming client of bundle-size** (\`support/least-conforming-client.ts\`), whole — its own pipeline,
token check and answer conversion, the same call as ours, its session opened beforehand: in-place build ${figure(inPlace)},
copying build ${figure(copying)}, against the ${target.toFixed(2)}× target (the least row, floor + timeout + the hand-written
conversion with no pipeline: ${least.ratio.toFixed(3)}×). The in-place build is ${difference(inPlace, least)} the least row: what its
pipeline and its conversion cost beyond the hand-written one; the copying build ${difference(copying, inPlace)} the
in-place build: what its copying walk costs beyond its in-place conversion.`;
  const inPlaceText = {
    reachable: `The in-place build meets the target in this run (${margin(inPlace)}; its whole interval is under it): bundle-size's least client for sets ${sets}, which assumes the in-place build, is a client that meets this CPU target.`,
    impossible: `The in-place build misses the target in this run (${margin(inPlace)}; even its interval's low end is above it): bundle-size's least client for sets ${sets}, which assumes the in-place build, is not a client that meets this CPU target.`,
    undecided: `The in-place build's interval holds the target (${margin(inPlace)} at the median): this run cannot tell whether bundle-size's least client for sets ${sets}, which assumes the in-place build, meets this CPU target.`,
  }[inPlace.verdict];
  const copyingText = {
    impossible:
      inPlace.verdict === 'reachable'
        ? `The copying build misses it (${margin(copying)}; even its interval's low end is above it): with the same pipeline and only the conversion changed, a client meeting the CPU target cannot convert answers by this copying walk.`
        : `The copying build misses it too (${margin(copying)}; even its interval's low end is above it): with this pipeline neither build meets the target, so the pair does not show on its own that the copying walk is what rules a client out (the copying-walk row above, floor + timeout + a copying walk with no pipeline, is the measure of that).`,
    reachable: `The copying build meets it${inPlace.verdict === 'reachable' ? ' too' : ''} (${margin(copying)}; its whole interval is under it): for this call, the CPU target does not rule out the copying walk.`,
    undecided: `The copying build's interval holds the target (${margin(copying)} at the median): this run cannot tell whether a client converting by the copying walk meets it.`,
  }[copying.verdict];
  return `${head} ${inPlaceText} ${copyingText}`;
}
