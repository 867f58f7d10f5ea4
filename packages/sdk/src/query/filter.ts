/** A filter in the platform's query language (`{ field: value }`, `{ field: { $op: value } }`, `$and/$or/$not`). */
export type Filter = Record<string, unknown>;

const isEmpty = (filter: Filter | undefined): filter is undefined =>
  !filter || Object.keys(filter).length === 0;
const only = (filter: Filter, operator: string) =>
  Object.keys(filter).length === 1 && Array.isArray(filter[operator])
    ? (filter[operator] as Filter[])
    : [filter];

/**
 * Combines two filters with `$and` or `$or`, flattening nested ones of the same operator, as the official builder
 * does (rule 186).
 *
 * @param operator - `$and` or `$or`
 * @param a - the first filter (may be empty)
 * @param b - the second filter (may be empty)
 * @returns the combined filter
 */
export function joinFilters(operator: '$and' | '$or', a: Filter | undefined, b: Filter | undefined): Filter {
  if (isEmpty(a)) return b ?? {};
  if (isEmpty(b)) return a;
  return { [operator]: [...only(a, operator), ...only(b, operator)] };
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
