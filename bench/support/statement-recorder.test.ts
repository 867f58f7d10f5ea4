import { afterEach, describe, expect, it } from 'vitest';
import { afterCommit } from '../../packages/platform/src/db/after-commit';
import type { Database } from '../../packages/platform/src/db/database';
import { createPgliteDatabase } from '../../packages/platform/src/db/pglite-database';
import { recordingDatabase } from './statement-recorder';

describe('recordingDatabase', () => {
  let inner: Database | undefined;
  afterEach(async () => {
    await inner?.close();
  });

  it('records the statements of each transaction, with their parameters, only between start and stop', async () => {
    inner = await createPgliteDatabase();
    const recorder = recordingDatabase(inner);
    await recorder.db.query('select 1');
    recorder.start();
    await recorder.db.transaction(async (tx) => {
      await tx.query('select $1::int as n', [1]);
      await tx.query('select $1::text as t', ['a']);
    });
    await recorder.db.query('select $1::int as n', [2]);
    const recorded = recorder.stop();
    await recorder.db.query('select 3');
    expect(recorded).toEqual([
      {
        transaction: true,
        statements: [
          { sql: 'select $1::int as n', params: [1], rows: 1, returned: [1] },
          { sql: 'select $1::text as t', params: ['a'], rows: 1, returned: ['a'] },
        ],
      },
      {
        transaction: false,
        statements: [{ sql: 'select $1::int as n', params: [2], rows: 1, returned: [2] }],
      },
    ]);
  });

  it('keeps the transaction handle, so afterCommit work still waits for the commit', async () => {
    inner = await createPgliteDatabase();
    const recorder = recordingDatabase(inner);
    recorder.start();
    const seen: string[] = [];
    await recorder.db.transaction(async (tx) => {
      await tx.query('select 1');
      afterCommit(tx, () => seen.push('after commit'));
      seen.push('in transaction');
    });
    recorder.stop();
    expect(seen).toEqual(['in transaction', 'after commit']);
  });
});
