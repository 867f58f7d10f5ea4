import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/bazaar.mjs', import.meta.url));

/** A platform CLI process (`bazaar dev`) serving on a port of its own. */
export interface PlatformProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed. */
  output(): string;
  /** Stops it with a signal and waits for it to exit. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Runs a `bazaar` command to completion and returns its output.
 * @param args - command and arguments
 * @param env - environment over the test's own
 */
export async function runBazaar(args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`bazaar ${args.join(' ')} exited with ${code}:\n${output}`);
  return output;
}

/**
 * Starts `bazaar dev` and waits until it answers its health check.
 * @param env - environment over the test's own (data directory or DATABASE_URL)
 */
export async function startPlatformProcess(env: Record<string, string>): Promise<PlatformProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [BIN, 'dev'], {
    env: { ...process.env, BAZAAR_WEBHOOKS: 'false', ...env, PORT: String(port), BAZAAR_HOST: '127.0.0.1' },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit');
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  // Start-up (PGlite's initdb, migrations, demo seed) takes seconds: poll the health check, give up after 90 s.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bazaar dev exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/bazaar/v1/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`bazaar dev did not come up:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, child, output: () => output, stop };
}
