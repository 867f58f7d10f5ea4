import type { TestPlatform } from '@bazaar/platform/testing';

/**
 * Tables a request may write to even when it is refused, by design: throttling counts failed logins and mail requests, the
 * signing key ring is filled on first use, and the idempotency ledger and sessions record their use.
 */
const BOOKKEEPING = new Set(['throttle_events', 'signing_keys', 'schema_migrations']);

/** A fingerprint of the database's content: per table, the row count and a hash of every row. */
export type DatabaseFingerprint = Record<string, string>;

/**
 * Builds a function that fingerprints the platform's tables in one query (rows hashed with `hashtext`).
 * @param platform - the test platform
 * @param ignore - more tables to leave out
 */
export async function createFingerprinter(
  platform: TestPlatform,
  ignore: string[] = [],
): Promise<() => Promise<DatabaseFingerprint>> {
  const tables = await platform.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.map((t) => t.name).filter((name) => !BOOKKEEPING.has(name) && !ignore.includes(name));
  const sql = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as print
         from "${name}" t`,
    )
    .join(' union all ');
  return async () => {
    const rows = await platform.db.query<{ name: string; print: string }>(sql);
    return Object.fromEntries(rows.map((row) => [row.name, row.print]));
  };
}

/**
 * The tables whose fingerprint differs.
 * @param before - the earlier fingerprint
 * @param after - the later fingerprint
 */
export function changedTables(before: DatabaseFingerprint, after: DatabaseFingerprint): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
