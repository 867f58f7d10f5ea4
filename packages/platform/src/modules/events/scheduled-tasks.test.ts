import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { createTaskScheduler, type ScheduledTask } from './scheduled-tasks';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

function countingTask(name: string, intervalSeconds: number, fail = false): ScheduledTask & { runs: Date[] } {
  const runs: Date[] = [];
  return {
    name,
    intervalSeconds,
    runs,
    async run(_deps, now) {
      runs.push(now);
      if (fail) throw new Error('the carts table is on fire');
    },
  };
}

describe('createTaskScheduler', () => {
  it('runs a new task at once, then again only when its interval has passed by the injected clock', async () => {
    const task = countingTask('every-hour', 3600);
    const scheduler = createTaskScheduler(platform.deps, [task]);
    expect(await scheduler.runDue()).toEqual(['every-hour']);
    expect(await scheduler.runDue()).toEqual([]);
    platform.clock.advance({ minutes: 59 });
    expect(await scheduler.runDue()).toEqual([]);
    platform.clock.advance({ minutes: 1 });
    expect(await scheduler.runDue()).toEqual(['every-hour']);
    expect(task.runs).toHaveLength(2);
  });

  it('runs a due task in one of several processes sharing the database', async () => {
    const first = countingTask('shared', 60);
    const second = countingTask('shared', 60);
    const [a, b] = await Promise.all([
      createTaskScheduler(platform.deps, [first]).runDue(),
      createTaskScheduler(platform.deps, [second]).runDue(),
    ]);
    expect([...a, ...b]).toEqual(['shared']);
    expect(first.runs.length + second.runs.length).toBe(1);
  });

  it('records a failing run, logs it and tries again at the next interval', async () => {
    const task = countingTask('failing', 60, true);
    const scheduler = createTaskScheduler(platform.deps, [task]);
    await scheduler.runDue();
    const [row] = await platform.db.query<{ last_error: string }>(
      'select last_error from scheduled_tasks where name = $1',
      ['failing'],
    );
    expect(row!.last_error).toBe('the carts table is on fire');
    expect(platform.logs.some((line) => line.includes('[tasks] failing failed'))).toBe(true);
    platform.clock.advance({ seconds: 60 });
    await scheduler.runDue();
    expect(task.runs).toHaveLength(2);
  });
});
