import { randomUUID } from 'node:crypto';
import { type Clock, systemClock } from '../../clock';
import type { Queryable } from '../../db/database';
import type { EventActor } from '../../outbox/append-event';

/** Job statuses, named as the Async Job API names them (initialized, processing, finished, failed). */
export type JobStatus = 'INITIALIZED' | 'PROCESSING' | 'FINISHED' | 'FAILED';

/** One item a job could not process (kept on the job, capped at {@link MAX_JOB_FAILURES}). */
export interface JobItemFailure {
  id: string;
  code: string;
  description: string;
}

/** Most item failures a job keeps; the counters still count every one. */
export const MAX_JOB_FAILURES = 100;

/** A job as stored. */
export interface JobRecord {
  id: string;
  kind: string;
  status: JobStatus;
  payload: Record<string, unknown>;
  /** The handler's resume point (undefined before the first step). */
  state: unknown;
  total: number | null;
  processed: number;
  succeeded: number;
  failed: number;
  result: { failures?: JobItemFailure[] } & Record<string, unknown>;
  error: { code: string; description: string } | null;
  attempts: number;
  createdBy: EventActor | null;
  lockedBy: string | null;
  lockedUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

interface JobRow {
  id: string;
  kind: string;
  status: JobStatus;
  payload: Record<string, unknown>;
  state: unknown;
  total: number | null;
  processed: number;
  succeeded: number;
  failed: number;
  result: JobRecord['result'];
  error: JobRecord['error'];
  attempts: number;
  created_by: EventActor | null;
  locked_by: string | null;
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** Options of {@link enqueueJob}. */
export interface EnqueueJobOptions {
  /** The clock giving the creation time (pass `deps.clock`, so fake time reaches jobs). */
  clock?: Clock;
  /** Who asked for the job (kept for the handler, e.g. to refuse blocking oneself, and for events). */
  createdBy?: EventActor;
}

/**
 * Records a job **inside the caller's transaction**: the job exists if and only if the request that asked for it
 * commits. Nothing runs yet; kick the runner after the commit (`jobRunnerFor(deps).kick()`), or let any runner
 * pick it up (the runner of each platform instance claims waiting jobs when it starts).
 * @param tx - the transaction of the request
 * @param kind - the handler's kind (`members.bulkBlock`, `orders.bulkUpdate`…), registered with `registerJobHandler`
 * @param payload - the job's input as JSON (validated by the route before enqueueing)
 * @param options - clock and actor
 * @returns the job id (`jobId` on the wire)
 * @example
 * const { id } = await deps.db.transaction((tx) =>
 *   enqueueJob(tx, 'members.bulkApprove', { filter }, { clock: deps.clock, createdBy: actor }),
 * );
 * jobRunnerFor(deps).kick();
 * return c.json({ jobId: id });
 */
export async function enqueueJob(
  tx: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueJobOptions = {},
): Promise<{ id: string }> {
  const id = randomUUID();
  const now = (options.clock ?? systemClock).now();
  await tx.query(
    `insert into jobs (id, kind, payload, created_by, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)`,
    [id, kind, JSON.stringify(payload), options.createdBy ? JSON.stringify(options.createdBy) : null, now],
  );
  return { id };
}

/**
 * Finds a job by id.
 * @param db - database or transaction
 * @param id - the job id (anything: a non-GUID finds nothing)
 */
export async function findJob(db: Queryable, id: string): Promise<JobRecord | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const rows = await db.query<JobRow>('select * from jobs where id = $1', [id]);
  return rows[0] && toJobRecord(rows[0]);
}

/**
 * Maps a `jobs` row.
 * @param row - a row of `select * from jobs`
 */
export function toJobRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    payload: row.payload,
    state: row.state ?? undefined,
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    failed: row.failed,
    result: row.result,
    error: row.error,
    attempts: row.attempts,
    createdBy: row.created_by,
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/** The job as `GET /bazaar/v1/jobs/{id}` shows it. */
export interface JobWire {
  id: string;
  kind: string;
  status: JobStatus;
  /** `total` is absent until the first step has counted the items. */
  progress: { total?: number; processed: number; succeeded: number; failed: number };
  result: JobRecord['result'];
  error?: { code: string; description: string };
  createdDate: string;
  updatedDate: string;
  startedDate?: string;
  finishedDate?: string;
}

/**
 * The wire form of a job: status, progress counters, item failures, dates (the payload stays private: it may hold
 * the caller's filter and ids, which the back office already knows).
 * @param job - the job record
 */
export function toJobWire(job: JobRecord): JobWire {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    progress: {
      ...(job.total === null ? {} : { total: job.total }),
      processed: job.processed,
      succeeded: job.succeeded,
      failed: job.failed,
    },
    result: job.result,
    ...(job.error ? { error: job.error } : {}),
    createdDate: job.createdAt.toISOString(),
    updatedDate: job.updatedAt.toISOString(),
    ...(job.startedAt ? { startedDate: job.startedAt.toISOString() } : {}),
    ...(job.finishedAt ? { finishedDate: job.finishedAt.toISOString() } : {}),
  };
}
