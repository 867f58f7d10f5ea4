import type { PlatformDeps } from '../../context';

/**
 * Periodic work of a module (cart abandonment: "carts untouched for N minutes become abandoned"). It runs in the
 * background worker of every platform process, but each due run happens in one process only.
 */
export interface ScheduledTask {
  /** Unique name (`cart-abandonment`). */
  name: string;
  /** Time between the end of a run and the next one, by the injected clock. */
  intervalSeconds: number;
  /**
   * The work. Append events with `appendEvent(tx, …, deps.clock)` in the transaction of the state change, as
   * everywhere else.
   * @param deps - platform dependencies
   * @param now - the clock's time when the run started
   */
  run(deps: PlatformDeps, now: Date): Promise<void>;
}

/** Runs scheduled tasks when they are due. */
export interface TaskScheduler {
  /**
   * Runs every task that is due now (by the injected clock) and not running in another process.
   * @returns the names of the tasks run
   */
  runDue(): Promise<string[]>;
}

/**
 * Creates a scheduler over the `scheduled_tasks` table. A task is claimed by an atomic UPDATE that leases it, so on
 * one PostgreSQL a due run happens in exactly one process; a process that dies mid-run leaves the lease to expire.
 * A new task runs at once, then every `intervalSeconds`; a failing run is logged, recorded and retried next interval.
 * @param deps - platform dependencies
 * @param tasks - the tasks
 * @param leaseSeconds - longest expected run (default 600)
 * @example
 * const scheduler = createTaskScheduler(platform.deps, [abandonCarts]);
 * platform.clock.advance({ minutes: 61 });
 * await scheduler.runDue(); // ['cart-abandonment']
 */
export function createTaskScheduler(
  deps: PlatformDeps,
  tasks: ScheduledTask[],
  leaseSeconds = 600,
): TaskScheduler {
  return {
    async runDue() {
      const ran: string[] = [];
      for (const task of tasks) {
        const now = deps.clock.now();
        await deps.db.query(
          'insert into scheduled_tasks (name, next_run_at) values ($1, $2) on conflict (name) do nothing',
          [task.name, now],
        );
        const claimed = await deps.db.query(
          `update scheduled_tasks set lease_until = $3
           where name = $1 and next_run_at <= $2 and (lease_until is null or lease_until <= $2) returning name`,
          [task.name, now, new Date(now.getTime() + leaseSeconds * 1000)],
        );
        if (claimed.length === 0) continue;
        let failure: string | null = null;
        try {
          await task.run(deps, now);
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
          deps.log.error(`[tasks] ${task.name} failed`, error);
        }
        const finished = deps.clock.now();
        await deps.db.query(
          `update scheduled_tasks set lease_until = null, last_run_at = $2, last_error = $3, next_run_at = $4
           where name = $1`,
          [task.name, finished, failure, new Date(finished.getTime() + task.intervalSeconds * 1000)],
        );
        ran.push(task.name);
      }
      return ran;
    },
  };
}
