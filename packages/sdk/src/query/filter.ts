/** A filter in the platform's query language (`{ field: value }`, `{ field: { $op: value } }`, `$and/$or/$not`). */
export type Filter = Record<string, unknown>;

// What a filter contributes to a list under `operator`: nothing when it is empty, the operand(s) of a filter made of
// that operator alone (so nested `$and`s flatten, and a negated negation unwraps), else the filter itself.
const operands = (filter: Filter | undefined, operator: string): Filter[] => {
  const keys = Object.keys(filter ?? {});
  return keys.length
    ? keys[1] || keys[0] !== operator
      ? [filter!]
      : ([] as Filter[]).concat(filter![operator] as Filter)
    : [];
};

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
  const list = [...operands(a, operator), ...operands(b, operator)];
  return list[1] ? { [operator]: list } : (list[0] ?? {});
}

/**
 * Negates a filter (`{ $not: filter }`); a negated negation is unwrapped.
 *
 * @param filter - the filter
 * @returns the negated filter (empty for an empty filter)
 */
export function notFilter(filter: Filter | undefined): Filter {
  const [operand = {}] = operands(filter, '$not');
  return operand === filter ? { $not: filter } : operand;
}
