// The CPU budget argument of the load benchmark: what one request costs in CPU time (server, PostgreSQL, load
// generator, each measured in the same run) and the most requests per second the machine's cores can then serve.
// Every sentence is computed from the figures handed in: a target is called impossible only when that cap is
// below it, and MET when the run reached it.

/** CPU time per request in µs, by party. */
export interface CpuPerRequest {
  /** The server process (platform or bare Hono), all threads; on PGlite the database runs in it. */
  server: number;
  /** PostgreSQL server processes (absent on PGlite). */
  postgres?: number;
  /** The load generator (autocannon) or the SQL client. */
  client: number;
  total: number;
}

/** The most requests per second `cores` can serve at `micros` µs of CPU each. */
export const cpuCap = (cores: number, micros: number) => (cores * 1_000_000) / micros;

export const integer = (value: number) => Math.round(value).toLocaleString('en-US');

/** A measured scenario as the budget needs it. */
export interface Measured {
  rps: number;
  p99: number;
  cpu: CpuPerRequest;
  /** Cores busy on average during the run: the three parties, and the whole machine (other jobs included). */
  cores: { ours: number; machine: number };
}

/** `X µs platform + Y µs PostgreSQL + Z µs autocannon = T µs`. */
export function costSum(cpu: CpuPerRequest, names: { server: string; client: string }): string {
  const parts = [`${integer(cpu.server)} µs ${names.server}`];
  if (cpu.postgres !== undefined) parts.push(`${integer(cpu.postgres)} µs PostgreSQL`);
  parts.push(`${integer(cpu.client)} µs ${names.client}`);
  return `${parts.join(' + ')} = ${integer(cpu.total)} µs`;
}

/**
 * A run at exactly the target rate: an open loop at an even pace (open-loop.ts), latency counted from each request's
 * due time. "N req/s at p99 < X ms" is judged on it: a saturated closed loop's latency is its connections over its
 * throughput (Little's law), whatever the target rate.
 */
export interface AtTargetRate {
  rate: number;
  /** Answers per second achieved. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers, socket errors, unanswered requests. */
  errors: number;
}

/** Whether a run at the target rate kept up with it (every request answered, the rate reached within 3%). */
export const keptRate = (run: AtTargetRate) => run.errors === 0 && run.rps >= 0.97 * run.rate;

/** `750 req/s at an even pace: 749 req/s answered, p50 9 ms, p99 17 ms, max 31 ms`. */
export const atTargetText = (run: AtTargetRate) =>
  `at an even ${integer(run.rate)} req/s (open loop, latency from each request's due time) ${integer(run.rps)} req/s ` +
  `answered${run.errors ? ` (${integer(run.errors)} errors)` : ''}, p50 ${run.p50.toFixed(0)} ms, p99 ${run.p99.toFixed(1)} ms, max ${run.max.toFixed(0)} ms`;

/** CPU time per request measured at a rate. */
export interface CostAt {
  rps: number;
  /** µs per request */
  micros: number;
}

/**
 * Splits CPU per request into a fixed cost per second (timers, cache refreshes, idle wake-ups: spread over fewer
 * requests at a lower rate) and a cost per request, from the same work measured at two rates: c(r) = fixed/r +
 * perRequest. The most req/s `cores` then allow is (cores × 1,000,000 − fixed) / perRequest — never below the
 * plain cap at the faster rate. A fixed cost that comes out negative (noise) is taken as 0.
 * @param fast - the cost at the higher rate
 * @param slow - the cost at a lower rate (e.g. paced to half)
 * @param cores - cores of the machine
 */
export function fixedAndMarginal(fast: CostAt, slow: CostAt, cores: number) {
  const spread = 1 / slow.rps - 1 / fast.rps;
  let fixed = spread > 0 ? (slow.micros - fast.micros) / spread : 0;
  if (!(fixed > 0) || fast.micros - fixed / fast.rps <= 0) fixed = 0;
  const perRequest = fast.micros - fixed / fast.rps;
  return { fixed, perRequest, cap: Math.max(0, cores * 1_000_000 - fixed) / perRequest };
}

/**
 * Whether a throughput-at-latency target is met, and by which load. The issue's load is autocannon's closed loop
 * (its connections each send the next request when the last is answered): met when it reaches the rate with p99
 * under the bound. The open loop at an even target rate (requests sent on time whatever the answers, latency from
 * the due time) is the stricter test of "N req/s at p99 < X"; meeting it meets the target too. Both are reported.
 *
 * @param target - the rate, and the p99 bound if any
 * @param run - the saturated closed-loop run
 * @param atTarget - the open-loop run at the target rate, if any
 * @returns whether the target is met, and by which of the two loads
 */
export function targetMet(
  target: { rps: number; p99?: number },
  run: { rps: number; p99: number },
  atTarget?: AtTargetRate,
): { met: boolean; saturatedMet: boolean; openLoopMet: boolean } {
  const under = (p99: number) => target.p99 === undefined || p99 < target.p99;
  const saturatedMet = run.rps >= target.rps && under(run.p99);
  const openLoopMet = !!atTarget && keptRate(atTarget) && under(atTarget.p99);
  return { met: saturatedMet || openLoopMet, saturatedMet, openLoopMet };
}

/**
 * The budget paragraph of one target.
 * @param options.name - the scenario, e.g. `add-to-cart`
 * @param options.target - req/s, and the p99 limit in ms when there is one
 * @param options.run - the measured run (rps and p99 of the median run, `cpu` of the cheapest)
 * @param options.cheapRps - the rate of the cheapest run
 * @param options.paced - CPU per request of the same scenario at a lower rate, that rate, and how it was paced
 *   (`at`, e.g. `At an even 750 req/s`; default `Paced to <rate> req/s`)
 * @param options.atTarget - the open-loop run at the target rate: the target is met by it or by the saturated run
 *   (targetMet); both are shown
 * @param options.connections - connections of the saturated closed loop (for its Little's-law latency)
 * @param options.cores - cores of the machine
 * @param options.serverName - what the server process is (`platform`, `platform (with PGlite inside)`)
 * @param options.basis - which CPU figures `run.cpu` holds, e.g. `in the cheapest of its 3 runs`
 */
export function budgetOf(options: {
  name: string;
  target: { rps: number; p99?: number };
  run: Measured;
  cheapRps: number;
  paced?: { rps: number; cpu: CpuPerRequest; at?: string } | undefined;
  atTarget?: AtTargetRate | undefined;
  connections?: number;
  cores: number;
  serverName: string;
  basis: string;
}): { met: boolean; capBelowTarget: boolean; lines: string[] } {
  const { name, target, run, cores, paced } = options;
  const serverSide = (cpu: CpuPerRequest) => cpu.server + (cpu.postgres ?? 0);
  const plainCap = cpuCap(cores, run.cpu.total);
  const fast = { rps: options.cheapRps, micros: run.cpu.total };
  const fit = paced && fixedAndMarginal(fast, { rps: paced.rps, micros: paced.cpu.total }, cores);
  const serverFit =
    paced &&
    fixedAndMarginal(
      { rps: options.cheapRps, micros: serverSide(run.cpu) },
      { rps: paced.rps, micros: serverSide(paced.cpu) },
      cores,
    );
  // Claims of "out of reach" rest on the most generous of the estimates.
  const pacedCap = paced ? cpuCap(cores, paced.cpu.total) : 0;
  const cap = Math.max(plainCap, pacedCap, fit?.cap ?? 0);
  const serverCap = Math.max(
    cpuCap(cores, serverSide(run.cpu)),
    paced ? cpuCap(cores, serverSide(paced.cpu)) : 0,
    serverFit?.cap ?? 0,
  );
  const atTarget = options.atTarget;
  const { met, saturatedMet, openLoopMet } = targetMet(target, run, atTarget);
  const saturated = `measured ${integer(run.rps)} req/s, p99 ${run.p99} ms`;
  const closedLoop = `saturated (closed loop${options.connections ? ` of ${options.connections} connections` : ''}) ${integer(run.rps)} req/s, p99 ${run.p99} ms`;
  // Whichever load met the target is named first; the other is shown beside it.
  const measured = !atTarget
    ? saturated
    : openLoopMet || !saturatedMet
      ? `${atTargetText(atTarget)}; ${closedLoop}`
      : `${closedLoop}, autocannon's load as the issue asks; ${atTargetText(atTarget)}`;
  const lines = [
    `**${name}** costs, ${options.basis} (${integer(options.cheapRps)} req/s), ${costSum(run.cpu, { server: options.serverName, client: 'autocannon' })} of CPU per request; ` +
      `${cores} cores give at most ${integer(cores * 1_000_000)} / ${integer(run.cpu.total)} = **${integer(plainCap)} req/s** ` +
      `(target ${integer(target.rps)} req/s${target.p99 !== undefined ? ` at p99 < ${target.p99} ms` : ''}; ${saturated}).`,
  ];
  if (paced && fit)
    lines.push(
      fit.fixed > 0
        ? `${paced.at ?? `Paced to ${integer(paced.rps)} req/s`} it cost ${integer(paced.cpu.total)} µs per request; split over the two rates that is ` +
            `${integer(fit.fixed)} µs of CPU per second whatever the rate (timers, cache refreshes, wake-ups) + ` +
            `${integer(fit.perRequest)} µs per request, so ${cores} cores allow at most (${integer(cores * 1_000_000)} − ` +
            `${integer(fit.fixed)}) / ${integer(fit.perRequest)} = **${integer(fit.cap)} req/s**.`
        : `${paced.at ?? `Paced to ${integer(paced.rps)} req/s`} it cost ${integer(paced.cpu.total)} µs per request (at that cost at most ` +
            `${integer(pacedCap)} req/s): not dearer per request at the lower rate, so no part of the cost shows as fixed per second.`,
    );
  const busy = `during the run the machine was busy ${run.cores.machine.toFixed(2)} of ${cores} cores, ${run.cores.ours.toFixed(2)} of them this benchmark's three processes`;
  if (atTarget && options.connections && target.p99 !== undefined && run.p99 >= target.p99)
    lines.push(
      `Saturated, a closed loop of ${options.connections} connections waits ${options.connections} / ${integer(run.rps)} req/s = ` +
        `${((1000 * options.connections) / run.rps).toFixed(1)} ms per request on average whatever the server does (Little's law); ` +
        `its p99 of ${run.p99} ms measures how evenly requests are served at full load, not the latency at ${integer(target.rps)} req/s.`,
    );
  if (met) lines.push(`MET: ${measured}.`);
  else if (cap < target.rps) {
    lines.push(
      `NOT MET, and out of reach with this code on this machine: the highest of these caps, ${integer(cap)} req/s, is below ` +
        `${integer(target.rps)} req/s, with all ${cores} cores doing nothing else (${busy}).`,
    );
    lines.push(
      serverCap < target.rps
        ? `Without the load generator on the machine the platform side alone (${integer(serverSide(run.cpu))} µs per request) would still cap it at ${integer(serverCap)} req/s < ${integer(target.rps)}.`
        : `The platform side alone (${integer(serverSide(run.cpu))} µs per request, at most ${integer(serverCap)} req/s) would allow ${integer(target.rps)} req/s: only with the load generator on another machine could it be reached.`,
    );
  } else {
    const why = [
      atTarget && !keptRate(atTarget) && `${atTargetText(atTarget)}: it fell behind the rate`,
      atTarget &&
        keptRate(atTarget) &&
        target.p99 !== undefined &&
        `at an even ${integer(atTarget.rate)} req/s (open loop) p99 ${atTarget.p99.toFixed(1)} ms is not under ${target.p99} ms`,
      run.rps < target.rps &&
        `the CPU cap ${integer(cap)} req/s does not rule ${integer(target.rps)} req/s out; the ${atTarget ? 'saturated ' : ''}run reached ${Math.round((100 * run.rps) / cap)}% of the cap (${busy})`,
      target.p99 !== undefined &&
        run.p99 >= target.p99 &&
        `${atTarget ? 'saturated, ' : ''}p99 ${run.p99.toFixed(1)} ms is not under ${target.p99} ms`,
    ].filter(Boolean);
    lines.push(`NOT MET, but not shown impossible: ${why.join('; ')}.`);
  }
  return { met, capBelowTarget: cap < target.rps, lines };
}
