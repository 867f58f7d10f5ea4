// The CPU time of the three parties of a load run — the server process (the platform or a bare Hono handler, all
// its threads), the PostgreSQL server, and this process (the load generator or the SQL client) — over one window,
// with the whole machine's busy time next to them (other jobs on the shared machine show up as the difference).
import { hrtime } from 'node:process';
import { machineCpuMicros, processCpuMicros } from './cpu-time';
import { cpuBetween, type PostgresCpuMonitor } from './postgres-cpu';

/** CPU time (µs) spent over one window, and the window's wall time (µs). */
export interface CpuSpent {
  /** The server process (utime + stime from /proc, 10 ms ticks); 0 without one. */
  server: number;
  /** PostgreSQL server processes serving the benchmark (undefined on PGlite, whose database runs in the server). */
  postgres?: number;
  /** This process: the load generator or the SQL client (process.cpuUsage, µs resolution). */
  client: number;
  /** Every core of the machine, whoever used it. */
  machine: number;
  wall: number;
}

/**
 * Opens a window; call the returned function when the measured work is done.
 * @param parties - the server's pid and the PostgreSQL monitor (both optional)
 */
export async function openCpuWindow(parties: {
  serverPid?: number | undefined;
  postgres?: PostgresCpuMonitor | undefined;
}): Promise<() => Promise<CpuSpent>> {
  // The PostgreSQL sample queries the server, so it is taken outside the client's window.
  const postgresBefore = await parties.postgres?.sample();
  const serverBefore = parties.serverPid ? processCpuMicros(parties.serverPid) : 0;
  const machineBefore = machineCpuMicros().busy;
  const started = hrtime.bigint();
  const clientBefore = process.cpuUsage();
  return async () => {
    const client = process.cpuUsage(clientBefore);
    const wall = Number(hrtime.bigint() - started) / 1000;
    const machine = machineCpuMicros().busy - machineBefore;
    const server = parties.serverPid ? processCpuMicros(parties.serverPid) - serverBefore : 0;
    const postgresAfter = await parties.postgres?.sample();
    return {
      server,
      ...(postgresBefore && postgresAfter && { postgres: cpuBetween(postgresBefore, postgresAfter) }),
      client: client.user + client.system,
      machine,
      wall,
    };
  };
}
