import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import type { EventActor } from '../../outbox/append-event';
import type { JobItemFailure } from './job-store';

/** What a handler step sees. */
export interface JobStepContext<TPayload = Record<string, unknown>, TState = unknown> {
  deps: PlatformDeps;
  /**
   * The step's transaction. The step's effects (and their events) commit together with the job's new progress
   * and resume point, or not at all — so a crash never applies a step twice.
   */
  tx: Queryable;
  job: {
    id: string;
    kind: string;
    payload: TPayload;
    /** Where the previous step stopped (undefined on the first step). */
    state: TState | undefined;
    createdBy: EventActor | null;
  };
}

/** What a handler step reports. */
export interface JobStepResult<TState = unknown> {
  /** The resume point of the next step (stored as JSON). */
  state: TState;
  /** True when the job has nothing left to do. */
  done: boolean;
  /** Number of items of the whole job, once known (usually counted by the first step). */
  total?: number;
  /** Items this step processed successfully. */
  succeeded?: number;
  /** Items this step could not process, with why (counted in full, kept up to a cap). */
  failures?: JobItemFailure[];
  /** Summary fields merged into the job's `result` (beside `failures`). */
  result?: Record<string, unknown>;
}

/**
 * A job kind's work, done in steps: each call processes the next chunk (keep chunks small — e.g. 50 items — so a
 * step's transaction stays short and progress is visible) and says where to resume. A step that throws is
 * rolled back and retried (up to the runner's attempt limit); an `ApiError` fails the job at once.
 */
export type JobHandler<TPayload = Record<string, unknown>, TState = unknown> = (
  context: JobStepContext<TPayload, TState>,
) => Promise<JobStepResult<TState>>;

const handlers = new Map<string, JobHandler<any, any>>();

/**
 * Registers the handler of a job kind. Modules call this when they are mounted (in their `createXRoutes`), so the
 * runner of every platform knows all kinds; registering a kind again replaces its handler.
 * @param kind - the job kind (`<module>.<action>`, e.g. `members.bulkDelete`)
 * @param handler - the step function
 * @example
 * registerJobHandler<{ filter: unknown }, { after?: string }>('members.bulkApprove', async ({ tx, job }) => {
 *   const ids = await nextChunk(tx, job.payload.filter, job.state?.after);
 *   for (const id of ids) await approve(tx, id);
 *   return { state: { after: ids.at(-1) }, done: ids.length < 50, succeeded: ids.length };
 * });
 */
export function registerJobHandler<TPayload = Record<string, unknown>, TState = unknown>(
  kind: string,
  handler: JobHandler<TPayload, TState>,
): void {
  handlers.set(kind, handler as JobHandler<any, any>);
}

/**
 * The handler of a kind.
 * @param kind - the job kind
 */
export function findJobHandler(kind: string): JobHandler<any, any> | undefined {
  return handlers.get(kind);
}

/** The kinds this process can run (a runner only claims those: another instance may know more kinds). */
export function registeredJobKinds(): string[] {
  return [...handlers.keys()];
}
