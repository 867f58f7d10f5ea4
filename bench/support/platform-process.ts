// Starts bench/support/platform-server.ts in a child process (the platform's CPU is then not the measuring
// process's) and returns where it listens. PostgreSQL when `database` is a URL, PGlite otherwise.
import { type ChildProcess, fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PlatformServerInfo, RecordingReply, RecordingRequest } from './platform-server';
import type { RecordedTransaction } from './statement-recorder';

const here = dirname(fileURLToPath(import.meta.url));
// tsx as a loader inside the child (not its CLI, which would start a grandchild that --cpu-prof misses).
const tsxLoader = pathToFileURL(join(here, '..', '..', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

export interface PlatformProcess extends PlatformServerInfo {
  pid: number;
  /**
   * The SQL the platform ran while `work` ran (started with `recordSql`), transaction by transaction.
   * @param work - the requests to record (one at a time, so their transactions do not interleave)
   */
  recordStatements(work: () => Promise<unknown>): Promise<RecordedTransaction[]>;
  /** Stops the child and waits for it (it drops its PostgreSQL schema first). */
  stop(): Promise<void>;
}

/**
 * @param options.databaseUrl - PostgreSQL URL; PGlite in memory when absent
 * @param options.server - `hono` for the bare Hono ceiling instead of the platform
 * @param options.execArgv - extra node flags for the child (e.g. `--cpu-prof`)
 * @param options.pgApplication - application_name of the platform's PostgreSQL connections
 * @param options.recordSql - lets {@link PlatformProcess.recordStatements} record the platform's SQL
 */
export async function startPlatformProcess(
  options: {
    databaseUrl?: string | undefined;
    server?: 'platform' | 'hono';
    execArgv?: string[];
    pgApplication?: string;
    recordSql?: boolean;
  } = {},
): Promise<PlatformProcess> {
  const child: ChildProcess = fork(join(here, 'platform-server.ts'), [], {
    execPath: process.execPath,
    execArgv: [...(options.execArgv ?? []), '--import', tsxLoader],
    env: {
      ...process.env,
      BENCH_SERVER: options.server ?? 'platform',
      BENCH_DATABASE_URL: options.databaseUrl ?? '',
      BENCH_PG_APPLICATION: options.pgApplication ?? '',
      BENCH_RECORD_SQL: String(options.recordSql ?? false),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Recorded statements carry Dates and Buffers as parameters: structured clone keeps their types.
    serialization: 'advanced',
  });
  // A benchmark that throws must not leave its platform behind.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<PlatformServerInfo>((resolve, reject) => {
    child.once('message', (message) => resolve(message as PlatformServerInfo));
    child.once('exit', (code) => reject(new Error(`bench platform exited with ${code} before listening`)));
  });
  const ask = <T extends RecordingReply['type']>(request: RecordingRequest, answer: T) =>
    new Promise<Extract<RecordingReply, { type: T }>>((resolve) => {
      const listen = (message: RecordingReply) => {
        if (message.type !== answer) return;
        child.off('message', listen);
        resolve(message as Extract<RecordingReply, { type: T }>);
      };
      child.on('message', listen);
      child.send(request);
    });
  return {
    ...info,
    pid: child.pid!,
    async recordStatements(work) {
      if (!options.recordSql)
        throw new Error('start the platform process with recordSql to record statements');
      await ask({ type: 'record-sql', on: true }, 'recording');
      await work();
      return (await ask({ type: 'record-sql', on: false }, 'recorded-sql')).transactions;
    },
    async stop() {
      process.off('exit', orphanGuard);
      child.kill('SIGTERM');
      await exited;
    },
  };
}
