/**
 * Per-attempt timeouts of one length, kept by one timer for all of them instead of a `setTimeout`/`clearTimeout`
 * pair per attempt (bench/results/cart-get.md: the timer was a tenth of our overhead over a bare fetch). Attempts
 * with the same timeout expire in the order they started, so the queue is first-in first-out: the timer is armed
 * for the oldest attempt still running; when it fires it aborts the attempts whose time is up and is armed again
 * for the next one. An attempt that ends leaves its place empty (nothing to abort) and costs no timer call.
 */
export interface TimeoutQueue {
  /** The timeout of every attempt in this queue, in ms. */
  readonly timeoutMs: number;
  /**
   * Starts timing an attempt.
   *
   * @param controller - aborted (without a reason) if the attempt is still running `timeoutMs` from now
   * @returns the attempt's ticket, for end
   */
  start(controller: AbortController): number;
  /**
   * Ends an attempt (answered, failed or aborted): its controller is no longer aborted by the queue.
   *
   * @param ticket - what start returned
   */
  end(ticket: number): void;
}

/** How the queue keeps a Node process alive: only while an attempt runs, as a timer per attempt would. */
interface NodeTimer {
  ref?(): void;
  unref?(): void;
}

// Past this many finished places at the front (kept while an older attempt still runs), the arrays are shifted.
const COMPACT_AFTER = 1024;

/**
 * @param timeoutMs - the timeout of every attempt in the queue, in ms (> 0)
 * @returns the queue (one per client and timeout length: create-invoker.ts)
 */
export function createTimeoutQueue(timeoutMs: number): TimeoutQueue {
  // Parallel arrays rather than an object per attempt: `deadlines[i]` (performance.now() ms) and `controllers[i]`
  // (undefined once the attempt ended or was aborted) belong to ticket `first + i`; places before `head` are done.
  const deadlines: number[] = [];
  const controllers: Array<AbortController | undefined> = [];
  let first = 0;
  let head = 0;
  let running = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = (delay: number) => {
    // A timer fires at the earliest after its delay, but by a clock it may read a fraction of a ms behind
    // performance.now(): fire re-arms for the rest then, so no attempt is ever aborted early.
    timer = setTimeout(fire, Math.max(1, Math.ceil(delay)));
    if (!running) (timer as NodeTimer).unref?.();
  };

  // Drops the finished places at the front: the arrays are emptied when nothing is left in them (one attempt at a
  // time: every time), shifted when many places before a still running attempt are done.
  const skipDone = () => {
    while (head < controllers.length && controllers[head] === undefined) head++;
    if (head === controllers.length) {
      deadlines.length = 0;
      controllers.length = 0;
    } else if (head > COMPACT_AFTER) {
      deadlines.splice(0, head);
      controllers.splice(0, head);
    } else return;
    first += head;
    head = 0;
  };

  function fire() {
    timer = undefined;
    const now = performance.now();
    while (head < controllers.length) {
      const controller = controllers[head];
      if (controller) {
        if (deadlines[head]! > now) break;
        controllers[head] = undefined;
        running--;
        controller.abort();
      }
      head++;
    }
    skipDone();
    if (head < controllers.length) arm(deadlines[head]! - now);
  }

  return {
    timeoutMs,
    start(controller) {
      deadlines.push(performance.now() + timeoutMs);
      controllers.push(controller);
      if (running++ === 0) (timer as NodeTimer | undefined)?.ref?.();
      if (!timer) arm(timeoutMs);
      return first + controllers.length - 1;
    },
    end(ticket) {
      const index = ticket - first;
      // Already aborted by the queue (or dropped with the places before head): nothing left to do.
      if (index < head || controllers[index] === undefined) return;
      controllers[index] = undefined;
      if (--running === 0) (timer as NodeTimer | undefined)?.unref?.();
      if (index === head) skipDone();
    },
  };
}

/**
 * The timeout queues of one client, one per timeout length (the per-call `timeoutMs` may differ from the client's).
 *
 * @returns the queue for a timeout length, made on first use; undefined for 0 or no timeout (never time out)
 */
export function createTimeoutQueues(): (timeoutMs: number | undefined) => TimeoutQueue | undefined {
  const queues = new Map<number, TimeoutQueue>();
  return (timeoutMs) => {
    if (!timeoutMs) return undefined;
    let queue = queues.get(timeoutMs);
    if (!queue) {
      queue = createTimeoutQueue(timeoutMs);
      queues.set(timeoutMs, queue);
    }
    return queue;
  };
}
