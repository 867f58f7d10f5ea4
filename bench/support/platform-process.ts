// Starts bench/support/platform-server.ts in a child process (the platform's CPU is then not the measuring
// process's) and returns where it listens. PostgreSQL when `database` is a URL, PGlite otherwise.
import { type ChildProcess, fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PlatformServerInfo } from './platform-server';

const here = dirname(fileURLToPath(import.meta.url));
// tsx as a loader inside the child (not its CLI, which would start a grandchild that --cpu-prof misses).
const tsxLoader = pathToFileURL(join(here, '..', '..', 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

export interface PlatformProcess extends PlatformServerInfo {
  pid: number;
  /** Stops the child and waits for it (it drops its PostgreSQL schema first). */
  stop(): Promise<void>;
}

/**
 * @param options.databaseUrl - PostgreSQL URL; PGlite in memory when absent
 * @param options.server - `hono` for the bare Hono ceiling instead of the platform
 * @param options.execArgv - extra node flags for the child (e.g. `--cpu-prof`)
 */
export async function startPlatformProcess(
  options: { databaseUrl?: string | undefined; server?: 'platform' | 'hono'; execArgv?: string[] } = {},
): Promise<PlatformProcess> {
  const child: ChildProcess = fork(join(here, 'platform-server.ts'), [], {
    execPath: process.execPath,
    execArgv: [...(options.execArgv ?? []), '--import', tsxLoader],
    env: {
      ...process.env,
      BENCH_SERVER: options.server ?? 'platform',
      BENCH_DATABASE_URL: options.databaseUrl ?? '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A benchmark that throws must not leave its platform behind.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<PlatformServerInfo>((resolve, reject) => {
    child.once('message', (message) => resolve(message as PlatformServerInfo));
    child.once('exit', (code) => reject(new Error(`bench platform exited with ${code} before listening`)));
  });
  return {
    ...info,
    pid: child.pid!,
    async stop() {
      process.off('exit', orphanGuard);
      child.kill('SIGTERM');
      await exited;
    },
  };
}
