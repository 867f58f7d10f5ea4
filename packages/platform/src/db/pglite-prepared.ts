/**
 * Named prepared statements on PGlite. `PGlite.query` parses, describes and plans its statement on every call and
 * crosses into WebAssembly five times (parse, describe, bind, describe, execute, then sync). A statement prepared
 * once under a name is only bound and executed: one crossing, no parse or plan. Measured on the cart write (a CTE
 * of an update and an event insert): 760 → 420 µs of CPU per call, on the one thread that serves the platform.
 * The statement's parameter types and result columns are learnt once, when it is prepared, so an execution sends
 * Bind, Execute and Sync only (no Describe) and reads its answer itself (pglite-wire.ts).
 * Names follow the PostgreSQL adapter's policy (statement-names.ts): a text is prepared the second time it is
 * seen, at most `NAMED_STATEMENTS_LIMIT` of them; the others run through `PGlite.query`.
 */
import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { bindExecuteSync, type ResultField, readRows, type WireValue } from './pglite-wire';
import { createStatementNames } from './statement-names';

const { serialize } = protocol;

/** A statement prepared under a name: its parameter types (to serialise values as `PGlite.query` does), its columns. */
interface Prepared {
  name: string;
  parameterTypes: number[];
  fields: ResultField[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Creates the query of an in-process PGlite outside transactions.
 * @param pg - the PGlite instance
 * @param nameOf - the naming policy (a fresh one by default)
 * @returns a function running one parameterised statement and returning its rows
 * @throws the database error of a failing statement, as `PGlite.query` would (same `code`)
 */
export function createPreparedQuery(
  pg: PGlite,
  nameOf: (sql: string) => string | undefined = createStatementNames(),
): <TRow>(sql: string, params: readonly unknown[]) => Promise<TRow[]> {
  const prepared = new Map<string, Prepared>();

  async function prepare(sql: string, name: string): Promise<Prepared> {
    // Parse, describe and sync in one message: a bad statement fails here as it would in PGlite.query.
    const { messages } = await pg.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
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

  async function execute<TRow>(sql: string, name: string, params: readonly unknown[]): Promise<TRow[]> {
    const statement = prepared.get(sql) ?? (await prepare(sql, name));
    const values = params.map((value, index): WireValue => {
      if (value === null || value === undefined) return null;
      const toText = pg.serializers[statement.parameterTypes[index]!];
      return toText ? toText(value) : String(value);
    });
    const chunks: Uint8Array[] = [];
    await pg.execProtocolRawStream(bindExecuteSync(statement.name, values), {
      // A view of PGlite's memory, valid during the call only.
      onRawData: (data) => chunks.push(data.slice()),
    });
    return readRows<TRow>(chunks.length === 1 ? chunks[0]! : concat(chunks), statement.fields, pg.parsers);
  }

  return async <TRow>(sql: string, params: readonly unknown[]) => {
    const name = nameOf(sql);
    if (name === undefined) return (await pg.query<TRow>(sql, params as unknown[])).rows;
    await pg._checkReady();
    // The same two locks PGlite.query takes: no statement runs inside another caller's open transaction.
    return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => execute<TRow>(sql, name, params)));
  };
}
