import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from './pglite-database';
import { doubleFileGrowth, type MemFileStorage } from './pglite-memory';

const dir = mkdtempSync(join(tmpdir(), 'bazaar-pglite-memory-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('doubleFileGrowth', () => {
  it('asks MEMFS for twice the capacity when a file outgrows its array, and nothing when it fits', () => {
    const asked: number[] = [];
    const memfs: MemFileStorage = { expandFileStorage: (_node, wanted) => void asked.push(wanted) };
    doubleFileGrowth(memfs);
    const node = { contents: new Uint8Array(4 << 20) };
    memfs.expandFileStorage(node, (4 << 20) + 8192);
    memfs.expandFileStorage(node, 1 << 20);
    memfs.expandFileStorage({ contents: null }, 100);
    expect(asked).toEqual([8 << 20, 100]);
  });
});

describe('createPgliteDatabase settings', () => {
  const walInitZero = async (db: Awaited<ReturnType<typeof createPgliteDatabase>>) =>
    (await db.query<{ wal_init_zero: string }>('show wal_init_zero'))[0]!.wal_init_zero;

  it('creates WAL segments without zero-filling them in memory, and keeps the default on disk', async () => {
    const memory = await createPgliteDatabase();
    const disk = await createPgliteDatabase({ dataDir: join(dir, 'data') });
    try {
      expect(await walInitZero(memory)).toBe('off');
      expect(await walInitZero(disk)).toBe('on');
    } finally {
      await memory.close();
      await disk.close();
    }
  });

  it('keeps every row of a table and its WAL grown well past MEMFS arrays in memory', async () => {
    const db = await createPgliteDatabase();
    try {
      // 2 KB of md5 hex per row: barely compressible, so the bytes really land in the table and the WAL.
      await db.exec(`create table big (id int primary key, body text);
        create function body_of(n int) returns text language sql immutable
          return (select string_agg(md5(n::text || '/' || g::text), '') from generate_series(1, 64) g)`);
      // ~24 MB of rows: the table file doubles several times and the WAL moves to a second segment.
      for (let batch = 0; batch < 12; batch++) {
        await db.query(
          'insert into big select n, body_of(n) from generate_series($1::int, $1::int + 999) n',
          [batch * 1000],
        );
      }
      const [row] = await db.query<{ count: number; wrong: number; segment: string }>(
        `select count(*)::int as count, count(*) filter (where body <> body_of(id))::int as wrong,
                pg_walfile_name(pg_current_wal_lsn()) as segment from big`,
      );
      expect(row).toMatchObject({ count: 12_000, wrong: 0 });
      expect(row!.segment).not.toBe('000000010000000000000001');
    } finally {
      await db.close();
    }
  });
});
