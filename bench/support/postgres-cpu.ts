// CPU time of the PostgreSQL server spent for one benchmark, while other jobs may use the same server. Counted:
// every `postgres` process (postmaster, WAL writer, checkpointer… and the backends) except the client backends of
// other applications — the benchmark's own connections carry an application_name of their own (ours) and are
// counted; the monitor's connection and other helpers' test connections are not. The server's shared processes
// also work for those other clients, which is noise of a few ticks. Needs /proc access to the server's processes
// (same machine; root, or the postgres user).
import pg from 'pg';
import { cpuByCommand } from './cpu-time';

/** Samples the CPU time of the counted server processes. */
export interface PostgresCpuMonitor {
  /** CPU time so far (µs) of each counted server process, by pid. */
  sample(): Promise<Map<number, number>>;
  close(): Promise<void>;
}

/**
 * @param url - the PostgreSQL server (on this machine)
 * @param applicationName - the application_name of the benchmark's own connections
 */
export async function createPostgresCpuMonitor(
  url: string,
  applicationName: string,
): Promise<PostgresCpuMonitor> {
  const client = new pg.Client({ connectionString: url, application_name: `${applicationName}-monitor` });
  await client.connect();
  return {
    async sample() {
      const { rows } = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity
         where backend_type = 'client backend' and application_name is distinct from $1`,
        [applicationName],
      );
      const processes = cpuByCommand('postgres');
      for (const { pid } of rows) processes.delete(pid);
      return processes;
    },
    close: () => client.end(),
  };
}

/**
 * CPU time (µs) between two samples; a process that started in between counts from its start.
 * @param before - the earlier sample
 * @param after - the later sample
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, micros] of after) sum += Math.max(0, micros - (before.get(pid) ?? 0));
  return sum;
}
