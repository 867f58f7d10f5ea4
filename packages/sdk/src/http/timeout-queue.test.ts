import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingFetch } from '../testing/recording-fetch';
import { sendRequest } from './send-request';
import { createTimeoutQueue, createTimeoutQueues } from './timeout-queue';

const request = { method: 'GET', url: 'https://api.example/x', headers: {} };
// Timers of this process that keep it alive (Node lists an unref'd timer no more).
const keepingAlive = () => process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;

describe('createTimeoutQueue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts each attempt when its own time is up, not before, and only that one', async () => {
    vi.useFakeTimers();
    const queue = createTimeoutQueue(1000);
    const early = new AbortController();
    const late = new AbortController();
    queue.start(early);
    await vi.advanceTimersByTimeAsync(400);
    queue.start(late);
    await vi.advanceTimersByTimeAsync(599);
    expect([early.signal.aborted, late.signal.aborted]).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect([early.signal.aborted, late.signal.aborted]).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(399);
    expect(late.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(late.signal.aborted).toBe(true);
  });

  it('never aborts an attempt that ended, and still aborts the ones after it on time', async () => {
    vi.useFakeTimers();
    const queue = createTimeoutQueue(1000);
    const answered = new AbortController();
    const hanging = new AbortController();
    const ticket = queue.start(answered);
    await vi.advanceTimersByTimeAsync(300);
    queue.start(hanging);
    queue.end(ticket);
    // The timer armed for the first attempt fires at 1000 and finds it ended: it is armed again for the second.
    await vi.advanceTimersByTimeAsync(999);
    expect([answered.signal.aborted, hanging.signal.aborted]).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect([answered.signal.aborted, hanging.signal.aborted]).toEqual([false, true]);
  });

  it('ending an attempt twice, or after it was aborted, changes nothing', async () => {
    vi.useFakeTimers();
    const queue = createTimeoutQueue(100);
    const first = new AbortController();
    const ticket = queue.start(first);
    await vi.advanceTimersByTimeAsync(100);
    queue.end(ticket);
    queue.end(ticket);
    const second = new AbortController();
    queue.start(second);
    await vi.advanceTimersByTimeAsync(100);
    expect(second.signal.aborted).toBe(true);
  });

  it('keeps its tickets right when many attempts end behind one that is still running', async () => {
    vi.useFakeTimers();
    const queue = createTimeoutQueue(1000);
    const slow = new AbortController();
    queue.start(slow);
    // More than the 1024 places the queue keeps before shifting its arrays.
    for (let i = 0; i < 3000; i++) queue.end(queue.start(new AbortController()));
    await vi.advanceTimersByTimeAsync(500);
    const later = new AbortController();
    const laterTicket = queue.start(later);
    const last = new AbortController();
    queue.start(last);
    await vi.advanceTimersByTimeAsync(500);
    expect(slow.signal.aborted).toBe(true);
    queue.end(laterTicket);
    await vi.advanceTimersByTimeAsync(500);
    expect([later.signal.aborted, last.signal.aborted]).toEqual([false, true]);
  });

  it('keeps a Node process alive only while an attempt runs, as a timer per attempt would', () => {
    const before = keepingAlive();
    const queue = createTimeoutQueue(60_000);
    const ticket = queue.start(new AbortController());
    expect(keepingAlive()).toBe(before + 1);
    queue.end(ticket);
    expect(keepingAlive()).toBe(before);
    const next = queue.start(new AbortController());
    expect(keepingAlive()).toBe(before + 1);
    queue.end(next);
    expect(keepingAlive()).toBe(before);
  });
});

describe('createTimeoutQueues', () => {
  it('gives one queue per timeout length, and none for no timeout', () => {
    const queueFor = createTimeoutQueues();
    expect(queueFor(100)).toBe(queueFor(100));
    expect(queueFor(200)?.timeoutMs).toBe(200);
    expect(queueFor(0)).toBeUndefined();
    expect(queueFor(undefined)).toBeUndefined();
  });
});

describe('sendRequest with a timeout queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('times out the attempt that hangs while one started before it was answered', async () => {
    vi.useFakeTimers();
    const queue = createTimeoutQueue(1000);
    let calls = 0;
    const fetch = createRecordingFetch(() => (++calls === 1 ? { json: { ok: true } } : { hang: true }));
    await expect(sendRequest(fetch, request, queue)).resolves.toMatchObject({ status: 200 });
    const hanging = sendRequest(fetch, request, queue);
    const assertion = expect(hanging).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'System error occurred: TIMEOUT after 1000 ms',
    });
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });

  it("fails with ABORTED when the caller's signal fires, and the queue forgets the attempt", async () => {
    vi.useFakeTimers();
    const queue = createTimeoutQueue(1000);
    const fetch = createRecordingFetch(() => ({ hang: true }));
    const caller = new AbortController();
    const pending = sendRequest(fetch, request, queue, caller.signal);
    const assertion = expect(pending).rejects.toMatchObject({ code: 'ABORTED', cause: 'left' });
    caller.abort('left');
    await assertion;
    // The aborted attempt's place is empty: a later attempt is timed from its own start.
    await vi.advanceTimersByTimeAsync(500);
    const next = new AbortController();
    queue.start(next);
    await vi.advanceTimersByTimeAsync(999);
    expect(next.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(next.signal.aborted).toBe(true);
  });
});
