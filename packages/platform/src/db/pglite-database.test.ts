import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from './pglite-database';

const dir = mkdtempSync(join(tmpdir(), 'bazaar-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createPgliteDatabase with a data directory', () => {
  it('refuses a directory held by another live process', async () => {
    // The parent process (the test runner) is alive and is not us.
    writeFileSync(join(dir, 'data.lock'), String(process.ppid));
    await expect(createPgliteDatabase({ dataDir: join(dir, 'data') })).rejects.toThrow(
      /open in another process/,
    );
  });
});
