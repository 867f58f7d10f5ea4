/**
 * Named prepared statements on PGlite. `PGlite.query` parses, describes and plans its statement on every call and
 * crosses into WebAssembly five times (parse, describe, bind, describe, execute, then sync). A statement prepared
 * once under a name is only bound and executed: one crossing, no parse or plan. Measured on the cart write (a CTE
 * of an update and an event insert): 760 → 420 µs of CPU per call, on the one thread that serves the platform.
 * The statement's parameter types and result columns are learnt once, when it is prepared, so an execution sends
 * Bind, Execute and Sync only (no Describe) and reads its answer itself (pglite-wire.ts).
 * Names follow the PostgreSQL adapter's policy (statement-names.ts): a text is prepared the second time it is
 * seen, at most `NAMED_STATEMENTS_LIMIT` of them; the others run through `PGlite.query` (or the transaction's
 * `query`). A prepared statement belongs to the session, not to a transaction: one prepared outside is run inside
 * transactions too, and one prepared inside a transaction that rolls back stays prepared.
 */
import { MemoryFS, type PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';
import { bindExecuteSync, type ResultField, readRows, type WireValue } from './pglite-wire';
import { createStatementNames } from './statement-names';

const { serialize } = protocol;

/** A statement prepared under a name: its parameter types (to serialise values as `PGlite.query` does), its columns. */
interface Prepared {
  name: string;
  parameterTypes: number[];
  fields: ResultField[];
}

/** Runs one parameterised statement and returns its rows. */
export type PreparedQuery = <TRow>(sql: string, params: readonly unknown[]) => Promise<TRow[]>;

/** The queries of one PGlite instance, sharing its prepared statements. */
export interface PreparedQueries {
  /** Runs a statement on its own (it commits by itself), after any transaction open at the time. */
  query: PreparedQuery;
  /**
   * The query of an open transaction, whose lock its caller holds.
   * @param tx - the transaction PGlite gave to its `transaction` callback
   */
  inTransaction(tx: Transaction): PreparedQuery;
}

/**
 * Creates the queries of an in-process PGlite.
 * @param pg - the PGlite instance
 * @param nameOf - the naming policy (a fresh one by default)
 * @returns the query outside transactions and the query of each transaction
 * @throws (the queries) the database error of a failing statement, as `PGlite.query` would (same `code`)
 */
export function createPreparedQueries(
  pg: PGlite,
  nameOf: (sql: string) => string | undefined = createStatementNames(),
): PreparedQueries {
  const prepared = new Map<string, Prepared>();
  // Memory and Node directories (this adapter's two) share a sync that does nothing, which PGlite still queues
  // behind a lock after every statement; the browser's file systems have their own.
  const syncs = pg.fs?.syncToFs !== MemoryFS.prototype.syncToFs;

  // `syncToFs` as PGlite's own queries do: after a statement on its own, not after one inside a transaction.
  async function prepare(sql: string, name: string, syncToFs: boolean): Promise<Prepared> {
    // Parse, describe and sync in one message: a bad statement fails here as it would in PGlite.query.
    const { messages } = await pg.execProtocol(
      Buffer.concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs },
    );
    const description = messages.find((message) => message.name === 'rowDescription') as
      | { fields: ResultField[] }
      | undefined;
    const statement: Prepared = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      // NoData instead of a RowDescription: the statement returns no rows.
      fields: (description?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    prepared.set(sql, statement);
    return statement;
  }

  async function execute<TRow>(
    sql: string,
    name: string,
    params: readonly unknown[],
    syncToFs: boolean,
  ): Promise<TRow[]> {
    const statement = prepared.get(sql) ?? (await prepare(sql, name, syncToFs));
    const values = params.map((value, index): WireValue => {
      if (value === null || value === undefined) return null;
      const toText = pg.serializers[statement.parameterTypes[index]!];
      return toText ? toText(value) : String(value);
    });
    const chunks: Uint8Array[] = [];
    await pg.execProtocolRawStream(bindExecuteSync(statement.name, values), {
      syncToFs,
      // A view of PGlite's memory, valid during the call only.
      onRawData: (data) => chunks.push(data.slice()),
    });
    return readRows<TRow>(
      chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
      statement.fields,
      pg.parsers,
    );
  }

  return {
    async query<TRow>(sql: string, params: readonly unknown[]) {
      const name = nameOf(sql);
      if (name === undefined) return (await pg.query<TRow>(sql, params as unknown[])).rows;
      await pg._checkReady();
      // The same two locks PGlite.query takes: no statement runs inside another caller's open transaction.
      return pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(() => execute<TRow>(sql, name, params, syncs)),
      );
    },
    inTransaction: (tx) =>
      async function query<TRow>(sql: string, params: readonly unknown[]) {
        const name = nameOf(sql);
        // A closed transaction's query refuses, as PGlite's does (the statement would run outside it).
        if (name === undefined || tx.closed) return (await tx.query<TRow>(sql, params as unknown[])).rows;
        // The query lock only, as the transaction's own query takes: its caller holds the transaction lock.
        return pg._runExclusiveQuery(() => execute<TRow>(sql, name, params, false));
      },
  };
}
