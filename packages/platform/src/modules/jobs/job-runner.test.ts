import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { registerJobHandler } from './job-handlers';
import { createJobRunner } from './job-runner';
import { enqueueJob, findJob } from './job-store';

let platform: TestPlatform;
/** What the runners logged (kept out of the test output: the failures below are on purpose). */
const logged: string[] = [];
const runnerFor = (options?: Parameters<typeof createJobRunner>[1]) =>
  createJobRunner(
    { ...platform.deps, log: { info: (m) => logged.push(m), error: (m) => logged.push(m) } },
    options,
  );
/** Step calls that must fail once before succeeding: `${jobId}:${from}`. */
const failOnce = new Set<string>();

// A test kind: processes `payload.items` two at a time, recording each item in a table, so the tests can tell
// whether an item was applied once, twice or not at all.
beforeAll(async () => {
  platform = await createTestPlatform();
  await platform.db.exec('create table job_test_items (job_id uuid not null, item integer not null)');
  registerJobHandler<{ items: number[]; fail?: 'always' | 'api' }, { next: number }>(
    'test.items',
    async ({ tx, job }) => {
      const from = job.state?.next ?? 0;
      const chunk = job.payload.items.slice(from, from + 2);
      for (const item of chunk) {
        await tx.query('insert into job_test_items (job_id, item) values ($1, $2)', [job.id, item]);
      }
      if (job.payload.fail === 'api') throw ApiError.precondition('NOT_TODAY', 'Refused by the test');
      if (job.payload.fail === 'always') throw new Error('boom');
      if (failOnce.delete(`${job.id}:${from}`)) throw new Error('transient');
      const next = from + chunk.length;
      return {
        state: { next },
        done: next >= job.payload.items.length,
        ...(from === 0 ? { total: job.payload.items.length } : {}),
        succeeded: chunk.filter((item) => item >= 0).length,
        failures: chunk
          .filter((item) => item < 0)
          .map((item) => ({ id: String(item), code: 'NEGATIVE', description: 'x' })),
      };
    },
  );
});
afterAll(() => platform.close());

const enqueue = (payload: Record<string, unknown>) =>
  platform.db.transaction((tx) => enqueueJob(tx, 'test.items', payload, { clock: platform.clock }));

const itemsOf = async (jobId: string) =>
  (
    await platform.db.query<{ item: number }>(
      'select item from job_test_items where job_id = $1 order by item',
      [jobId],
    )
  ).map((row) => row.item);

describe('createJobRunner', () => {
  it('works through a job step by step, counting successes and failures', async () => {
    const { id } = await enqueue({ items: [1, 2, -3, 4, 5] });
    expect((await findJob(platform.db, id))?.status).toBe('INITIALIZED');
    await runnerFor().drain();
    const job = await findJob(platform.db, id);
    expect(job).toMatchObject({
      status: 'FINISHED',
      total: 5,
      processed: 5,
      succeeded: 4,
      failed: 1,
      result: { failures: [{ id: '-3', code: 'NEGATIVE', description: 'x' }] },
      lockedBy: null,
    });
    expect(job?.finishedAt).toEqual(platform.clock.now());
    expect(await itemsOf(id)).toEqual([-3, 1, 2, 4, 5]);
  });

  it('rolls a failed step back and retries it, so no item is applied twice', async () => {
    const { id } = await enqueue({ items: [1, 2, 3, 4] });
    failOnce.add(`${id}:2`);
    await runnerFor().drain();
    expect(await findJob(platform.db, id)).toMatchObject({ status: 'FINISHED', processed: 4, attempts: 0 });
    expect(await itemsOf(id)).toEqual([1, 2, 3, 4]);
  });

  it('fails a job after the attempt limit, and at once on an ApiError', async () => {
    const { id } = await enqueue({ items: [1], fail: 'always' });
    const { id: refused } = await enqueue({ items: [1], fail: 'api' });
    const errors = logged.length;
    await runnerFor({ maxAttempts: 2 }).drain();
    expect(await findJob(platform.db, id)).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      error: { code: 'JOB_STEP_FAILED' },
      lockedBy: null,
    });
    expect(logged.slice(errors)).toEqual([
      expect.stringContaining(`step of job ${id}`),
      expect.stringContaining(`step of job ${id}`),
    ]);
    expect(await findJob(platform.db, refused)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      error: { code: 'NOT_TODAY', description: 'Refused by the test' },
    });
    expect(await itemsOf(id)).toEqual([]);
  });

  it('resumes a job whose runner stopped mid-way (a crash or a restart) where it stopped', async () => {
    const { id } = await enqueue({ items: [1, 2, 3, 4, 5] });
    // A previous process did the first step and died holding the job.
    await platform.db.query('insert into job_test_items (job_id, item) values ($1, 1), ($1, 2)', [id]);
    await platform.db.query(
      `update jobs set status = 'PROCESSING', state = '{"next":2}', total = 5, processed = 2, succeeded = 2,
         locked_by = 'dead-runner', locked_until = $2 where id = $1`,
      [id, new Date(platform.clock.now().getTime() - 1000)],
    );
    await runnerFor().drain();
    expect(await findJob(platform.db, id)).toMatchObject({ status: 'FINISHED', processed: 5, succeeded: 5 });
    expect(await itemsOf(id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves alone a job another runner holds, and kinds it has no handler for', async () => {
    const { id: held } = await enqueue({ items: [1] });
    await platform.db.query(
      `update jobs set status = 'PROCESSING', locked_by = 'other', locked_until = $2 where id = $1`,
      [held, new Date(platform.clock.now().getTime() + 30_000)],
    );
    const { id: foreign } = await platform.db.transaction((tx) =>
      enqueueJob(tx, 'test.unknown-kind', {}, { clock: platform.clock }),
    );
    await runnerFor().drain();
    expect((await findJob(platform.db, held))?.status).toBe('PROCESSING');
    expect((await findJob(platform.db, foreign))?.status).toBe('INITIALIZED');
    // Once the other runner's lease runs out, the job is resumed.
    platform.clock.advance({ minutes: 1 });
    await runnerFor().drain();
    expect((await findJob(platform.db, held))?.status).toBe('FINISHED');
  });

  it('finishes the step in progress when stopped and hands the job back for another runner', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    registerJobHandler<Record<string, never>, { step: number }>('test.slow', async ({ job }) => {
      const step = (job.state?.step ?? 0) + 1;
      if (step === 1) {
        entered();
        await gate;
      }
      return { state: { step }, done: step === 3, succeeded: 1 };
    });
    const { id } = await platform.db.transaction((tx) =>
      enqueueJob(tx, 'test.slow', {}, { clock: platform.clock }),
    );
    const runner = runnerFor();
    runner.kick();
    await inside;
    const stopped = runner.stop();
    release();
    await stopped;
    expect(await findJob(platform.db, id)).toMatchObject({
      status: 'PROCESSING',
      processed: 1,
      lockedBy: null,
    });
    await runnerFor().drain();
    expect(await findJob(platform.db, id)).toMatchObject({ status: 'FINISHED', processed: 3 });
  });
});
