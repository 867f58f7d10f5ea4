/**
 * The PostgreSQL wire messages of one execution of a prepared statement on PGlite, written and read here instead of
 * by PGlite's protocol classes. PGlite's Bind writer measures every string character by character in JavaScript and
 * grows its buffer by copying, and its reader turns every answer message into an object, then into rows: for a cart
 * write (two JSON parameters of 1–3 KB) that was 9% of an add-to-cart's CPU. Here the message is sized with
 * `Buffer.byteLength` and written once, and only data rows are decoded; an answer carrying an error is handed to
 * PGlite's own reader, so the error raised is the one `PGlite.query` raises.
 */
import { type ParserOptions, protocol, types } from '@electric-sql/pglite';

/** A column of a statement's result: its name and type (from the statement's RowDescription). */
export interface ResultField {
  name: string;
  dataTypeID: number;
}

/** A parameter value as sent: text (PGlite's serializers all give text), or NULL. */
export type WireValue = string | null;

const BIND = 0x42;
const DATA_ROW = 0x44;
const ERROR_RESPONSE = 0x45;
/** Execute of the unnamed portal, all rows; then Sync (ends the implicit transaction, answers ReadyForQuery). */
const EXECUTE_AND_SYNC = [0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4];

/**
 * Bind (unnamed portal, text results), Execute and Sync of a prepared statement, in one buffer.
 * @param statement - the prepared statement's name
 * @param values - its parameters, serialised to text
 */
export function bindExecuteSync(statement: string, values: readonly WireValue[]): Uint8Array {
  const count = values.length;
  const nameBytes = Buffer.byteLength(statement);
  // type + length, portal "\0", statement + "\0", format codes, parameter count, parameters, result format count.
  let bindLength = 4 + 1 + nameBytes + 1 + 2 + 2 * count + 2 + 2;
  const sizes = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    const value = values[i]!;
    const size = value === null ? 0 : Buffer.byteLength(value);
    sizes[i] = size;
    bindLength += 4 + size;
  }
  const out = Buffer.allocUnsafe(1 + bindLength + EXECUTE_AND_SYNC.length);
  let at = out.writeUInt8(BIND, 0);
  at = out.writeInt32BE(bindLength, at);
  at = out.writeUInt8(0, at);
  at += out.write(statement, at);
  at = out.writeUInt8(0, at);
  at = out.writeInt16BE(count, at);
  // Every parameter in text format.
  for (let i = 0; i < count; i++) at = out.writeInt16BE(0, at);
  at = out.writeInt16BE(count, at);
  for (let i = 0; i < count; i++) {
    const value = values[i]!;
    if (value === null) at = out.writeInt32BE(-1, at);
    else {
      at = out.writeInt32BE(sizes[i]!, at);
      at += out.write(value, at);
    }
  }
  at = out.writeInt16BE(0, at);
  out.set(EXECUTE_AND_SYNC, at);
  return out;
}

/**
 * The rows of an execution's answer, each column parsed as `PGlite.query` parses it.
 * @param answer - every byte the execution answered
 * @param fields - the statement's result columns
 * @param parsers - the PGlite instance's parsers (`pg.parsers`, custom ones included)
 * @throws the execution's DatabaseError, as PGlite's reader makes it (same class, `code`, fields)
 */
export function readRows<TRow>(
  answer: Uint8Array,
  fields: readonly ResultField[],
  parsers: ParserOptions,
): TRow[] {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const rows: TRow[] = [];
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at]!;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (type === ERROR_RESPONSE) throw errorOf(answer);
    if (type === DATA_ROW) {
      const row: Record<string, unknown> = {};
      const columns = bytes.readInt16BE(at + 5);
      let cursor = at + 7;
      for (let i = 0; i < columns; i++) {
        const length = bytes.readInt32BE(cursor);
        cursor += 4;
        const field = fields[i]!;
        if (length < 0) row[field.name] = null;
        else {
          row[field.name] = types.parseType(
            bytes.toString('utf8', cursor, cursor + length),
            field.dataTypeID,
            parsers,
          );
          cursor += length;
        }
      }
      rows.push(row as TRow);
    }
    at = end;
  }
  return rows;
}

/** The first error of an answer, read by PGlite's own protocol reader. */
function errorOf(answer: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (!error && message instanceof Error) error = message;
  });
  return error ?? new Error('PGlite answered an error that could not be read');
}
