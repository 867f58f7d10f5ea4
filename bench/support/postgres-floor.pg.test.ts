// Needs a PostgreSQL server on this machine: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresCpuMonitor, type PostgresCpuMonitor } from './postgres-cpu';
import { runPostgresFloor, templateOf } from './postgres-floor';
import type { RecordedTransaction } from './statement-recorder';

const url = process.env.DATABASE_URL;
const schema = `floor_${randomBytes(4).toString('hex')}`;
const application = `floor-test-${randomBytes(4).toString('hex')}`;

describe.skipIf(!url)('runPostgresFloor on PostgreSQL', () => {
  let admin: pg.Client;
  let monitor: PostgresCpuMonitor;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.query(`create table ${schema}.t (id int primary key, v int not null)`);
    await admin.query(`insert into ${schema}.t values (1, 0), (2, 4), (3, 2)`);
    monitor = await createPostgresCpuMonitor(url!, application);
  });
  afterAll(async () => {
    await monitor?.close();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  });

  const once = (sql: string, params: unknown[]): RecordedTransaction[] => [
    { transaction: true, statements: [{ sql, params, rows: 1 }] },
  ];
  const floor = (sql: string, params: unknown[], first = once(sql, params), second = once(sql, params)) =>
    runPostgresFloor({
      url: url!,
      schema,
      applicationName: application,
      templates: [templateOf(first, second)!],
      connections: 2,
      seconds: 0.3,
      monitor,
    });

  it('replays the recorded statements in the schema and measures the server CPU of its own connections', async () => {
    const run = await floor('update t set v = v + 1 where id = $1 returning v', [1]);
    const { rows } = await admin.query(`select v from ${schema}.t where id = 1`);
    expect(rows[0].v).toBe(run.changes);
    expect(run.shortChanges).toBe(0);
    expect(run.roundTrips).toBe(3);
    expect(run.cpu.postgres).toBeGreaterThanOrEqual(0);
  });

  it('counts the changes whose conditional write missed (the replay cannot follow a row version)', async () => {
    const run = await floor('update t set v = $2 where id = $1 and v = $3 returning v', [2, 5, 4]);
    expect(run.changes).toBeGreaterThan(1);
    expect(run.shortChanges).toBe(run.changes - 1);
  });

  it('follows a conditional write: the version the last answer returned, the revision growing by its step', async () => {
    const sql = 'update t set v = $2 where id = $1 and v = $3 returning v';
    const recorded = (params: unknown[], answer: number): RecordedTransaction[] => [
      { transaction: false, statements: [{ sql, params, rows: 1, returned: [answer] }] },
    ];
    const run = await floor(sql, [], recorded([3, 1, 0], 1), recorded([3, 2, 1], 2));
    const { rows } = await admin.query(`select v from ${schema}.t where id = 3`);
    expect(run.shortChanges).toBe(0);
    expect(rows[0].v).toBe(2 + run.changes);
  });
});
