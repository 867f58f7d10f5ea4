/**
 * Names of prepared statements on a PostgreSQL pool. A named statement is parsed and planned once per connection
 * and then only bound and executed, which takes server CPU off every repeated call (a cart change, a product read).
 * A statement gets a name the second time its text is seen, so one-off statements (migrations, seeding) do not
 * fill the connections' statement lists; at most `limit` texts get one per pool, later ones run unnamed.
 */

/** Named prepared statements per pool (each connection holds a parsed plan of each it ran). */
export const NAMED_STATEMENTS_LIMIT = 500;

/**
 * Creates the naming of one pool.
 * @param limit - how many statement texts get a name
 * @returns the name of a statement text, or undefined when it runs unnamed
 */
export function createStatementNames(limit = NAMED_STATEMENTS_LIMIT): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  return (sql) => {
    const name = names.get(sql);
    if (name !== undefined || names.size >= limit) return name;
    if (!seenOnce.has(sql)) {
      // Bounded too: texts built per call (a list of ids inlined) must not grow it forever.
      if (seenOnce.size >= limit * 4) seenOnce.clear();
      seenOnce.add(sql);
      return undefined;
    }
    seenOnce.delete(sql);
    const given = `bazaar_${names.size}`;
    names.set(sql, given);
    return given;
  };
}
