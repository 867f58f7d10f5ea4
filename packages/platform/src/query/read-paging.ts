/**
 * Reads `paging {limit, offset}` and `cursorPaging {limit, cursor}` from a query (business-rules rules 188–189,
 * 191): defaults, bounds and the rule that the two cannot be combined.
 */
import { createViolations, type Violations } from './violations';

/** Which paging a method offers. */
export type PagingMode = 'offset' | 'cursor' | 'both';

/** The paging a request asked for, validated. */
export type PagingRequest =
  | { readonly kind: 'offset'; readonly limit: number; readonly offset: number }
  | { readonly kind: 'cursor'; readonly limit: number; readonly cursor: string | undefined };

/** Options of {@link readPaging}. */
export interface ReadPagingOptions {
  /** Request path of the query object (`query`, or `search` for orders). */
  readonly path: string;
  readonly mode: PagingMode;
  /** Largest page (100 for stores, members and orders, rule 188). */
  readonly maxLimit: number;
  /** Page size when the request gives none (default 50, the SDK builders' size). */
  readonly defaultLimit?: number;
}

/** The largest offset: the wire type is int32. */
const MAX_OFFSET = 2_147_483_647;

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function readInt(
  value: unknown,
  field: string,
  bounds: { min: number; max: number; fallback: number },
  violations: Violations,
): number {
  if (!isPresent(value)) return bounds.fallback;
  // GET list endpoints bring numbers as query-string text (rule 192), and int64 fields are strings on the wire.
  const n = typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    violations.add(field, 'must be an integer', 'FORMAT', { expected: 'integer' });
  } else if (n < bounds.min) {
    violations.add(field, `must be at least ${bounds.min}`, 'MIN', { min: bounds.min });
  } else if (n > bounds.max) {
    violations.add(field, `must be at most ${bounds.max}`, 'MAX', { max: bounds.max });
  } else {
    return n;
  }
  return bounds.fallback;
}

function readObject(value: unknown, field: string, violations: Violations): Record<string, unknown> {
  if (!isPresent(value)) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  violations.add(field, 'must be an object', 'FORMAT', { expected: 'object' });
  return {};
}

/**
 * Reads a query's paging.
 * @param query - the request's query object
 * @param options - the method's paging mode and limits
 * @throws ApiError - 400 when both `paging` and `cursorPaging` are given, the method does not offer the kind asked
 *   for, or a limit/offset is not an integer in range
 */
export function readPaging(query: Record<string, unknown>, options: ReadPagingOptions): PagingRequest {
  const { path, mode, maxLimit } = options;
  const fallback = Math.min(options.defaultLimit ?? 50, maxLimit);
  const violations = createViolations();
  const hasOffset = isPresent(query.paging);
  const hasCursor = isPresent(query.cursorPaging);
  if (hasOffset && hasCursor) {
    violations.add(`${path}.cursorPaging`, 'cannot be combined with paging', 'ONE_OF_ALIGNMENT', {});
  } else if (hasOffset && mode === 'cursor') {
    violations.add(`${path}.paging`, 'is not supported here; use cursorPaging', 'FIELD_NOT_ALLOWED', {});
  } else if (hasCursor && mode === 'offset') {
    violations.add(`${path}.cursorPaging`, 'is not supported here; use paging', 'FIELD_NOT_ALLOWED', {});
  }
  violations.throwIfAny();
  const kind = hasCursor || mode === 'cursor' ? 'cursor' : 'offset';
  const at = `${path}.${kind === 'cursor' ? 'cursorPaging' : 'paging'}`;
  const paging = readObject(kind === 'cursor' ? query.cursorPaging : query.paging, at, violations);
  if (kind === 'offset') {
    const limit = readInt(paging.limit, `${at}.limit`, { min: 0, max: maxLimit, fallback }, violations);
    const offset = readInt(
      paging.offset,
      `${at}.offset`,
      { min: 0, max: MAX_OFFSET, fallback: 0 },
      violations,
    );
    violations.throwIfAny();
    return { kind, limit, offset };
  }
  // A cursor page of 0 rows could never move on, so cursor paging needs at least one row.
  const limit = readInt(paging.limit, `${at}.limit`, { min: 1, max: maxLimit, fallback }, violations);
  const { cursor } = paging;
  if (isPresent(cursor) && typeof cursor !== 'string') {
    violations.add(`${at}.cursor`, 'must be a string', 'FORMAT', { expected: 'string' });
  }
  violations.throwIfAny();
  return { kind, limit, cursor: typeof cursor === 'string' && cursor !== '' ? cursor : undefined };
}
