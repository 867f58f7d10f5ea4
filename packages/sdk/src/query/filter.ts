/** A filter in the platform's query language (`{ field: value }`, `{ field: { $op: value } }`, `$and/$or/$not`). */
export type Filter = Record<string, unknown>;

const isEmpty = (filter: Filter | undefined): filter is undefined =>
  !filter || Object.keys(filter).length === 0;
const only = (filter: Filter, operator: string) =>
  Object.keys(filter).length === 1 && Array.isArray(filter[operator])
    ? (filter[operator] as Filter[])
    : [filter];

/**
 * Combines two filters with `$and`, flattening nested `$and`s, as the official builder does (rule 186).
 *
 * @param a - the first filter (may be empty)
 * @param b - the second filter (may be empty)
 * @returns the combined filter
 */
export function andFilters(a: Filter | undefined, b: Filter | undefined): Filter {
  if (isEmpty(a)) return b ?? {};
  if (isEmpty(b)) return a;
  return { $and: [...only(a, '$and'), ...only(b, '$and')] };
}

/**
 * Combines two filters with `$or`, flattening nested `$or`s.
 *
 * @param a - the first filter (may be empty)
 * @param b - the second filter (may be empty)
 * @returns the combined filter
 */
export function orFilters(a: Filter | undefined, b: Filter | undefined): Filter {
  if (isEmpty(a)) return b ?? {};
  if (isEmpty(b)) return a;
  return { $or: [...only(a, '$or'), ...only(b, '$or')] };
}

/**
 * Negates a filter (`{ $not: filter }`); a negated negation is unwrapped.
 *
 * @param filter - the filter
 * @returns the negated filter (empty for an empty filter)
 */
export function notFilter(filter: Filter | undefined): Filter {
  if (isEmpty(filter)) return {};
  const keys = Object.keys(filter);
  return keys.length === 1 && keys[0] === '$not' ? (filter.$not as Filter) : { $not: filter };
}
