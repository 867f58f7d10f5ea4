import { randomUUID } from 'node:crypto';
import { secondsFromNow } from '../../clock';
import type { PlatformDeps } from '../../context';
import { isApiError } from '../../http/api-error';
import { findJobHandler, registeredJobKinds } from './job-handlers';
import { type JobRecord, MAX_JOB_FAILURES, toJobRecord } from './job-store';

/** Works through the jobs of one platform instance, in the background of the process. */
export interface JobRunner {
  /** Starts working (soon, not during the caller's tick) unless already working; never throws. */
  kick(): void;
  /** Kicks and resolves when no runnable job is left (tests, and `bazaar` commands that must finish the work). */
  drain(): Promise<void>;
  /** Finishes the step in progress, hands the held jobs back (another runner resumes them) and stops. */
  stop(): Promise<void>;
}

/** Options of {@link createJobRunner}. */
export interface JobRunnerOptions {
  /** How long a claimed job stays ours without a step committing (default 60 s); then another runner may resume. */
  leaseSeconds?: number;
  /** Consecutive failed steps before the job is FAILED (default 3). */
  maxAttempts?: number;
}

/**
 * Creates a job runner. It claims one runnable job at a time — waiting, or abandoned by a runner whose lease ran
 * out (a crash, a restart) — with `FOR UPDATE SKIP LOCKED`, so several platform instances on one PostgreSQL never
 * work on the same job, and runs its handler step after step until it is done. Each step commits with the job's
 * progress; a failed step is rolled back and retried, and fails the job after `maxAttempts` (at once for an
 * `ApiError`, which retrying cannot fix). There is no timer: the runner works when kicked — after a request
 * enqueues a job, and once when the platform starts (so jobs of a previous run resume).
 * @param deps - platform dependencies (the handlers receive them)
 * @param options - lease and attempts
 */
export function createJobRunner(deps: PlatformDeps, options: JobRunnerOptions = {}): JobRunner {
  const runnerId = randomUUID();
  const leaseSeconds = options.leaseSeconds ?? 60;
  const maxAttempts = options.maxAttempts ?? 3;
  let loop: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function claim(): Promise<JobRecord | undefined> {
    const kinds = registeredJobKinds();
    if (kinds.length === 0) return undefined;
    const now = deps.clock.now();
    const rows = await deps.db.query<Parameters<typeof toJobRecord>[0]>(
      `update jobs set status = 'PROCESSING', locked_by = $1, locked_until = $2,
         started_at = coalesce(started_at, $3), updated_at = $3
       where id = (
         select id from jobs
         where kind = any($4::text[])
           and (status = 'INITIALIZED' or (status = 'PROCESSING' and (locked_until is null or locked_until < $3)))
         order by created_at, id
         limit 1
         for update skip locked)
       returning *`,
      [runnerId, secondsFromNow(deps.clock, leaseSeconds), now, kinds],
    );
    return rows[0] && toJobRecord(rows[0]);
  }

  // One step in one transaction: the step's effects, the progress and the resume point commit together.
  async function step(jobId: string): Promise<'more' | 'done' | 'lost'> {
    return deps.db.transaction(async (tx) => {
      const rows = await tx.query<Parameters<typeof toJobRecord>[0]>(
        `select * from jobs where id = $1 and locked_by = $2 and status = 'PROCESSING' for update`,
        [jobId, runnerId],
      );
      // Our lease ran out and another runner took the job over.
      if (!rows[0]) return 'lost';
      const job = toJobRecord(rows[0]);
      const handler = findJobHandler(job.kind);
      if (!handler) return 'lost';
      const result = await handler({
        deps,
        tx,
        job: { id: job.id, kind: job.kind, payload: job.payload, state: job.state, createdBy: job.createdBy },
      });
      const failures = result.failures ?? [];
      const succeeded = result.succeeded ?? 0;
      const kept = [...(job.result.failures ?? []), ...failures].slice(0, MAX_JOB_FAILURES);
      const now = deps.clock.now();
      await tx.query(
        `update jobs set state = $2, total = coalesce($3, total), processed = processed + $4,
           succeeded = succeeded + $5, failed = failed + $6, result = $7, attempts = 0, error = null,
           status = $8, locked_by = $9, locked_until = $10, updated_at = $11, finished_at = $12
         where id = $1`,
        [
          job.id,
          JSON.stringify(result.state ?? null),
          result.total ?? null,
          succeeded + failures.length,
          succeeded,
          failures.length,
          JSON.stringify({ ...job.result, ...result.result, failures: kept }),
          result.done ? 'FINISHED' : 'PROCESSING',
          result.done ? null : runnerId,
          result.done ? null : secondsFromNow(deps.clock, leaseSeconds),
          now,
          result.done ? now : null,
        ],
      );
      return result.done ? 'done' : 'more';
    });
  }

  async function recordFailure(job: JobRecord, error: unknown): Promise<boolean> {
    const fatal = isApiError(error);
    const description = fatal ? error.description : 'The job failed; the platform log has the details';
    if (!fatal) deps.log.error(`[jobs] step of job ${job.id} (${job.kind}) failed`, error);
    const rows = await deps.db.query<{ status: string }>(
      `update jobs set attempts = attempts + 1, error = $3, updated_at = $4::timestamptz,
         status = case when $5::boolean or attempts + 1 >= $6::int then 'FAILED' else status end,
         finished_at = case when $5::boolean or attempts + 1 >= $6::int then $4::timestamptz else null end,
         locked_by = case when $5::boolean or attempts + 1 >= $6::int then null else locked_by end,
         locked_until = case when $5::boolean or attempts + 1 >= $6::int then null else locked_until end
       where id = $1 and locked_by = $2
       returning status`,
      [
        job.id,
        runnerId,
        JSON.stringify({ code: fatal ? error.code : 'JOB_STEP_FAILED', description }),
        deps.clock.now(),
        fatal,
        maxAttempts,
      ],
    );
    return rows[0]?.status === 'PROCESSING';
  }

  async function runNext(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    for (;;) {
      if (stopped) return false;
      let outcome: 'more' | 'done' | 'lost';
      try {
        outcome = await step(job.id);
      } catch (error) {
        if (await recordFailure(job, error)) continue;
        return true;
      }
      if (outcome !== 'more') return true;
    }
  }

  const runner: JobRunner = {
    kick() {
      if (stopped) return;
      if (loop) {
        again = true;
        return;
      }
      loop = (async () => {
        // Let the request that enqueued the job answer first.
        await new Promise((resolve) => setImmediate(resolve));
        do {
          again = false;
          while (!stopped && (await runNext())) {
            // one job after another until none is runnable
          }
        } while (again && !stopped);
      })()
        .catch((error) => deps.log.error('[jobs] the job runner stopped on an error', error))
        .finally(() => {
          loop = undefined;
          if (again && !stopped) runner.kick();
        });
    },
    async drain() {
      runner.kick();
      while (loop) await loop;
    },
    async stop() {
      stopped = true;
      while (loop) await loop;
      await deps.db
        .query(
          `update jobs set locked_by = null, locked_until = null where locked_by = $1 and status = 'PROCESSING'`,
          [runnerId],
        )
        .catch((error) => deps.log.error('[jobs] could not hand the held jobs back', error));
    },
  };
  return runner;
}

const runners = new WeakMap<PlatformDeps, JobRunner>();

/**
 * The runner of a platform (one per `PlatformDeps`, created on first use).
 * @param deps - platform dependencies
 */
export function jobRunnerFor(deps: PlatformDeps): JobRunner {
  let runner = runners.get(deps);
  if (!runner) {
    runner = createJobRunner(deps);
    runners.set(deps, runner);
  }
  return runner;
}

/**
 * Stops the runner of a platform, if it has one (before closing its database).
 * @param deps - platform dependencies
 */
export async function stopJobRunner(deps: PlatformDeps): Promise<void> {
  const runner = runners.get(deps);
  runners.delete(deps);
  await runner?.stop();
}
