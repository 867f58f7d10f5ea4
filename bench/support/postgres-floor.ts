// "PostgreSQL alone": the statements one platform request made (recorded by statement-recorder.ts), replayed
// straight from node-postgres by N concurrent clients over the same carts — no HTTP, no platform code, no pool
// logic beyond one connection per client, each statement prepared once per connection (named). What it costs the
// PostgreSQL server per change is the database's share of the CPU budget whatever the platform does around it.
// Parameters are told apart by comparing two consecutive recordings of the same cart: ids made per request are new
// on every replay; a value the previous change's statement returned (a row version) is taken from the previous
// replay's answer; a number that grew between them (a revision) keeps growing by the same step per replayed change.
// A replayed statement that returns fewer rows than recorded still did less work (a conditional write that missed):
// such replays are counted, and a floor with many of them is too low.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type CpuSpent, openCpuWindow } from './cpu-window';
import type { PostgresCpuMonitor } from './postgres-cpu';
import type { RecordedStatement, RecordedTransaction } from './statement-recorder';

/** One cart's change as recorded, with what each replay must change in its parameters. */
export interface Template {
  transactions: RecordedTransaction[];
  /** `transaction/statement/parameter` positions of ids generated per request (event ids, new row ids). */
  fresh: Set<string>;
  /** Positions sent back from the same statement's previous answer: the column index in its first row. */
  chained: Map<string, number>;
  /** Positions of numbers growing per change: the step. */
  counters: Map<string, number>;
  /** Replay state: changes applied since the recording, the last answers, whether a client is replaying it. */
  applied: number;
  answers: Map<string, unknown[]>;
  busy: boolean;
}

export interface FloorRun {
  /** Changes replayed (each: every recorded transaction of one request). */
  changes: number;
  rps: number;
  /** Statements per change, and round trips with `begin`/`commit`. */
  statements: number;
  roundTrips: number;
  /** Changes in which a statement returned fewer rows than when recorded. */
  shortChanges: number;
  cpu: CpuSpent;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Compares two recordings of the same request on the same cart: a UUID that differs between them was generated
 * for the request (replaying it twice would break a unique key); a value that changed and equals what the same
 * statement answered the first time is sent back from the last answer (a row version); a number that changed grows
 * by that step per change (a revision); every other parameter is the cart's own.
 * @param first - the first recording
 * @param second - a later recording of the same request on the same cart (the one replayed)
 * @returns undefined when the two did not run the same statements (a cache entry expired in between: record again)
 */
export function templateOf(
  first: RecordedTransaction[],
  second: RecordedTransaction[],
): Template | undefined {
  const shape = (recording: RecordedTransaction[]) =>
    JSON.stringify(recording.map((tx) => [tx.transaction, tx.statements.map((statement) => statement.sql)]));
  if (shape(first) !== shape(second)) return undefined;
  const fresh = new Set<string>();
  const chained = new Map<string, number>();
  const counters = new Map<string, number>();
  const answers = new Map<string, unknown[]>();
  for (const [t, tx] of second.entries())
    for (const [s, statement] of tx.statements.entries()) {
      const earlier = first[t]!.statements[s]!;
      answers.set(`${t}/${s}`, statement.returned ?? []);
      for (const [p, value] of statement.params.entries()) {
        const key = `${t}/${s}/${p}`;
        const before = earlier.params[p];
        const column = (earlier.returned ?? []).indexOf(value);
        if (typeof value === 'string' && UUID.test(value) && value !== before) fresh.add(key);
        else if (value !== null && column >= 0 && value !== before) chained.set(key, column);
        else if (typeof value === 'number' && typeof before === 'number' && value !== before)
          counters.set(key, value - before);
      }
    }
  return { transactions: second, fresh, chained, counters, applied: 0, answers, busy: false };
}

/** Statements and round trips (with begin and commit) of one replayed change. */
export function roundTripsOf(template: Template): { statements: number; roundTrips: number } {
  let statements = 0;
  let roundTrips = 0;
  for (const tx of template.transactions) {
    statements += tx.statements.length;
    roundTrips += tx.statements.length + (tx.transaction ? 2 : 0);
  }
  return { statements, roundTrips };
}

/** Named prepared statements: one name per statement text (pg prepares it on a connection's first use). */
const names = new Map<string, string>();
const nameOf = (sql: string) => {
  let name = names.get(sql);
  if (!name) {
    name = `bench_floor_${names.size}`;
    names.set(sql, name);
  }
  return name;
};

/** The parameters of a statement's next replay. */
function paramsOf(template: Template, t: number, s: number, statement: RecordedStatement): unknown[] {
  return statement.params.map((value, p) => {
    const key = `${t}/${s}/${p}`;
    if (template.fresh.has(key)) return randomUUID();
    const column = template.chained.get(key);
    if (column !== undefined) return template.answers.get(`${t}/${s}`)?.[column] ?? value;
    const step = template.counters.get(key);
    if (step !== undefined) return (value as number) + step * (template.applied + 1);
    return value instanceof Date ? new Date() : value;
  });
}

/** Replays one change; false when a statement returned fewer rows than recorded. */
async function replay(client: pg.Client, template: Template): Promise<boolean> {
  let same = true;
  for (const [t, tx] of template.transactions.entries()) {
    if (tx.transaction) await client.query('begin');
    try {
      for (const [s, statement] of tx.statements.entries()) {
        const result = await client.query({
          name: nameOf(statement.sql),
          text: statement.sql,
          values: paramsOf(template, t, s, statement),
        });
        if (statement.rows !== undefined && result.rows.length < statement.rows) same = false;
        else
          template.answers.set(`${t}/${s}`, Object.values((result.rows[0] ?? {}) as Record<string, unknown>));
      }
      if (tx.transaction) await client.query('commit');
    } catch (error) {
      if (tx.transaction) await client.query('rollback').catch(() => {});
      throw error;
    }
  }
  if (same) template.applied += 1;
  return same;
}

/**
 * Replays the carts' changes for `seconds` with `connections` clients, taking the carts in turn.
 * @param options.url - the PostgreSQL server
 * @param options.schema - the platform's schema (search_path)
 * @param options.applicationName - application_name of the clients (counted by the monitor)
 * @param options.templates - one template per cart
 * @param options.monitor - the PostgreSQL CPU monitor
 * @param options.synchronousCommit - false: commits do not wait for the WAL flush (`synchronous_commit = off`)
 * @throws Error when a replayed statement fails
 */
export async function runPostgresFloor(options: {
  url: string;
  schema: string;
  applicationName: string;
  templates: Template[];
  connections: number;
  seconds: number;
  monitor: PostgresCpuMonitor;
  synchronousCommit?: boolean;
}): Promise<FloorRun> {
  const settings = [`-c search_path="${options.schema.replaceAll('"', '""')}"`];
  if (options.synchronousCommit === false) settings.push('-c synchronous_commit=off');
  const clients = Array.from(
    { length: options.connections },
    () =>
      new pg.Client({
        connectionString: options.url,
        application_name: options.applicationName,
        options: settings.join(' '),
      }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  try {
    let turn = 0;
    let changes = 0;
    let shortChanges = 0;
    const close = await openCpuWindow({ postgres: options.monitor });
    const deadline = Date.now() + options.seconds * 1000;
    await Promise.all(
      clients.map(async (client) => {
        while (Date.now() < deadline) {
          // One client per cart at a time (the platform serialises a cart's changes too): skip busy ones, and
          // wait for one when every cart is taken (more clients than carts).
          let template = options.templates[turn++ % options.templates.length]!;
          for (let tries = 1; template.busy; tries++) {
            if (tries % options.templates.length === 0) await new Promise((resolve) => setImmediate(resolve));
            template = options.templates[turn++ % options.templates.length]!;
          }
          template.busy = true;
          try {
            if (!(await replay(client, template))) shortChanges += 1;
          } finally {
            template.busy = false;
          }
          changes += 1;
        }
      }),
    );
    const cpu = await close();
    const rps = changes / (cpu.wall / 1_000_000);
    return { changes, rps, shortChanges, ...roundTripsOf(options.templates[0]!), cpu };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}
