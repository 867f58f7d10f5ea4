/**
 * Opaque cursors. The official client sends only `cursorPaging` once it holds a cursor (rule 189, RTQB
 * `query-builder.js` find()), so a cursor carries the whole query: the filter, the sort and the key values of the
 * row the page stopped at. It is base64url JSON, not signed: everything read back is re-validated (the filter and
 * sort through the same compilers, the keys against their field types), so a forged cursor can only be a 400.
 */
import type { SortInput } from './compile-sort';
import type { KeyValues } from './keyset';
import { invalid } from './violations';

/** What a cursor remembers. */
export interface CursorState {
  /** The filter of the first request, as sent (`null` when there was none). */
  readonly filter: unknown;
  /** The sort of the first request, normalised (`null` = the default sort). */
  readonly sort: readonly SortInput[] | null;
  /** Key values of the boundary row: the last row of a page (`next`) or the first one (`prev`). */
  readonly keys: KeyValues;
  /** `next`: rows after the boundary; `prev`: rows before it. */
  readonly direction: 'next' | 'prev';
}

const VERSION = 1;
/** Longest cursor accepted; a real one is the size of its filter plus a few keys. */
export const MAX_CURSOR_LENGTH = 100_000;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Encodes a cursor.
 * @param state - what the next request needs
 */
export function encodeCursor(state: CursorState): string {
  const payload = {
    v: VERSION,
    f: state.filter ?? null,
    s: state.sort,
    k: state.keys,
    d: state.direction === 'prev' ? 'p' : 'n',
  };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

function garbage(field: string): never {
  return invalid(field, 'is not a valid cursor; use a cursor from a previous response', 'FORMAT', {});
}

/**
 * Decodes a cursor's structure (the contents are validated by the caller against the field map).
 * @param cursor - the `cursorPaging.cursor` value
 * @param field - its request path, for the violation
 * @throws ApiError - 400 `FORMAT` when it is not a cursor this module wrote
 */
export function decodeCursor(cursor: unknown, field: string): CursorState {
  if (typeof cursor !== 'string' || cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor))
    garbage(field);
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    garbage(field);
  }
  if (typeof payload !== 'object' || payload === null) garbage(field);
  const { v, f, s, k, d } = payload as Record<string, unknown>;
  const keysOk = Array.isArray(k) && k.length > 0 && k.every((x) => x === null || typeof x === 'string');
  const sortOk = s === null || Array.isArray(s);
  if (v !== VERSION || !keysOk || !sortOk || (d !== 'n' && d !== 'p')) garbage(field);
  return {
    filter: f,
    sort: s as SortInput[] | null,
    keys: k as KeyValues,
    direction: d === 'p' ? 'prev' : 'next',
  };
}
