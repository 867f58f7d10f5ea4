// CPU time of other processes, read from /proc (Linux). The kernel counts it in clock ticks (`getconf CLK_TCK`,
// normally 100 a second: 10 ms resolution), so a measuring window must be long enough for thousands of ticks —
// the load benchmarks run seconds per window on 2 cores, i.e. hundreds of ticks per process and scenario.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of utime/stime in /proc/<pid>/stat. */
export const CLOCK_TICKS: number = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** One clock tick in µs: the resolution of every /proc figure. */
export const TICK_MICROS = 1_000_000 / CLOCK_TICKS;

/** The fields after `(comm)` of /proc/<pid>/stat (comm may hold spaces and parentheses), or undefined when gone. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * utime + stime of a process and all its threads (worker threads included), in µs; 0 when it has exited.
 * @param pid - the process
 */
export function processCpuMicros(pid: number): number {
  const fields = statFields(pid);
  // Fields 14 and 15 of stat(5); the slice starts at field 3 (state).
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MICROS : 0;
}

/**
 * Processes whose command name is `name` (e.g. every `postgres` server process), with their CPU time in µs.
 * @param name - the command name (/proc/<pid>/comm)
 */
export function cpuByCommand(name: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue;
    }
    found.set(Number(entry), processCpuMicros(Number(entry)));
  }
  return found;
}

/** The whole machine's CPU time so far, busy and in total, in µs of all cores together (/proc/stat). */
export function machineCpuMicros(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  // cpu user nice system idle iowait irq softirq steal guest guest_nice (guest time is inside user already).
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = ticks[3]! + ticks[4]!;
  return { busy: (total - idle) * TICK_MICROS, total: total * TICK_MICROS };
}
