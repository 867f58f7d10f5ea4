import type { PlatformDeps } from '../../context';
import type { WebhookDispatchOptions } from './dispatch-options';
import { PLATFORM_TASKS } from './platform-tasks';
import { createTaskScheduler, type ScheduledTask, type TaskScheduler } from './scheduled-tasks';
import { createWebhookDispatcher, type DispatchReport, type WebhookDispatcher } from './webhook-dispatcher';

/** Options of {@link createBackgroundWorker}. */
export interface BackgroundWorkerOptions {
  /** Dispatcher overrides (backoff, attempts, timeout, poll interval, fetch). */
  webhooks?: Partial<WebhookDispatchOptions>;
  /** Scheduled tasks (default {@link PLATFORM_TASKS}). */
  tasks?: ScheduledTask[];
  /** Minimum wall-clock time between two checks for due tasks, in ms (default 1000). */
  taskCheckIntervalMs?: number;
}

/** The background work of one platform process: webhook delivery and scheduled tasks. */
export interface BackgroundWorker {
  dispatcher: WebhookDispatcher;
  scheduler: TaskScheduler;
  /** One dispatch round plus the due tasks, without the loop (tests). */
  runOnce(): Promise<DispatchReport & { tasks: string[] }>;
  /** Starts the loop: rounds back to back while there is work, a pause of `pollIntervalMs` when there is none. */
  start(): void;
  /** Stops the loop and waits for the current round to finish. */
  stop(): Promise<void>;
  readonly running: boolean;
}

/**
 * Creates the background worker that `bazaar dev` starts next to the HTTP server. Its loop never throws: a failing
 * round is logged and retried after the pause. Timers are unref'd, so a forgotten worker does not keep a process
 * alive.
 * @param deps - platform dependencies
 * @param options - dispatcher options and tasks
 * @example
 * const worker = createBackgroundWorker(deps, { webhooks: loadDispatchOptions(process.env) });
 * worker.start();
 * process.once('SIGTERM', () => worker.stop());
 */
export function createBackgroundWorker(
  deps: PlatformDeps,
  options: BackgroundWorkerOptions = {},
): BackgroundWorker {
  const dispatcher = createWebhookDispatcher(deps, options.webhooks);
  const scheduler = createTaskScheduler(deps, options.tasks ?? PLATFORM_TASKS);
  const taskCheckIntervalMs = options.taskCheckIntervalMs ?? 1000;
  let lastTaskCheck = Number.NEGATIVE_INFINITY;
  let loop: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;

  const runOnce = async () => {
    let tasks: string[] = [];
    if (Date.now() - lastTaskCheck >= taskCheckIntervalMs) {
      lastTaskCheck = Date.now();
      tasks = await scheduler.runDue();
    }
    return { ...(await dispatcher.runOnce()), tasks };
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref?.();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const run = async () => {
    while (!stopping) {
      let busy = false;
      try {
        const report = await runOnce();
        busy = report.fannedOut > 0 || report.attempted > 0;
      } catch (error) {
        deps.log.error('[webhooks] dispatch round failed', error);
      }
      if (!busy && !stopping) await pause(dispatcher.options.pollIntervalMs);
    }
  };

  return {
    dispatcher,
    scheduler,
    runOnce: async () => {
      lastTaskCheck = Number.NEGATIVE_INFINITY;
      return runOnce();
    },
    start() {
      if (loop) return;
      stopping = false;
      loop = run();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      loop = undefined;
    },
    get running() {
      return loop !== undefined;
    },
  };
}
