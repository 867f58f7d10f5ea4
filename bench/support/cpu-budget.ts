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
 * The budget paragraph of one target.
 * @param options.name - the scenario, e.g. `add-to-cart`
 * @param options.target - req/s, and the p99 limit in ms when there is one
 * @param options.run - the measured run
 * @param options.cores - cores of the machine
 * @param options.serverName - what the server process is (`platform`, `platform (with PGlite inside)`)
 */
export function budgetOf(options: {
  name: string;
  target: { rps: number; p99?: number };
  run: Measured;
  cores: number;
  serverName: string;
}): { met: boolean; capBelowTarget: boolean; lines: string[] } {
  const { name, target, run, cores } = options;
  const cap = cpuCap(cores, run.cpu.total);
  const serverSide = run.cpu.server + (run.cpu.postgres ?? 0);
  const serverCap = cpuCap(cores, serverSide);
  const latencyMet = target.p99 === undefined || run.p99 < target.p99;
  const met = run.rps >= target.rps && latencyMet;
  const measured = `measured ${integer(run.rps)} req/s, p99 ${run.p99} ms`;
  const lines = [
    `**${name}** costs ${costSum(run.cpu, { server: options.serverName, client: 'autocannon' })} of CPU per request; ` +
      `${cores} cores give at most ${integer(cores * 1_000_000)} / ${integer(run.cpu.total)} = **${integer(cap)} req/s** ` +
      `(target ${integer(target.rps)} req/s${target.p99 !== undefined ? ` at p99 < ${target.p99} ms` : ''}; ${measured}).`,
  ];
  const busy = `during the run the machine was busy ${run.cores.machine.toFixed(2)} of ${cores} cores, ${run.cores.ours.toFixed(2)} of them this benchmark's three processes`;
  if (met) lines.push(`MET: ${measured}.`);
  else if (cap < target.rps) {
    lines.push(
      `NOT MET, and out of reach with this code on this machine: ${integer(cap)} < ${integer(target.rps)} req/s even with ` +
        `all ${cores} cores doing nothing else (${busy}).`,
    );
    lines.push(
      serverCap < target.rps
        ? `Without the load generator on the machine the server side alone (${integer(serverSide)} µs) would still cap it at ${integer(serverCap)} req/s < ${integer(target.rps)}.`
        : `The server side alone (${integer(serverSide)} µs per request) would allow ${integer(serverCap)} req/s ≥ ${integer(target.rps)}: only with the load generator on another machine could it be reached.`,
    );
  } else {
    const why = [
      run.rps < target.rps &&
        `the CPU cap ${integer(cap)} req/s does not rule ${integer(target.rps)} req/s out; the run reached ${Math.round((100 * run.rps) / cap)}% of the cap (${busy})`,
      !latencyMet && `p99 ${run.p99} ms is not under ${target.p99} ms`,
    ].filter(Boolean);
    lines.push(`NOT MET, but not shown impossible: ${why.join('; ')}.`);
  }
  return { met, capBelowTarget: cap < target.rps, lines };
}
