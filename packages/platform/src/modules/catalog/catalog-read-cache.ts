/**
 * A cache of product read bodies (product query pages and single products), per platform instance. A 50-product
 * page is ~200 KB assembled from the database on every request; the storefront asks for the same few pages again
 * and again, and the catalog changes rarely.
 *
 * Correct first:
 * - Every write to the product rows (product, variant, media, inventory, collection membership, bulk, stock taken by
 *   an order or put back by a cancel, document refresh) calls {@link catalogChanged} on its transaction. That bumps
 *   one process-wide generation at once and again after the commit; an entry is served only while the generation
 *   it was read under is current. The second bump catches a read that ran between the write and its commit (it saw
 *   the old rows); the first keeps such a read from being stored at all when it ends before the commit.
 * - The generation is shared by every platform instance in the process (a write in one drops the others' entries
 *   too: only extra misses, never a stale hit); the entries themselves are per instance (its database).
 * - Keys hold the caller's visibility class (public or staff) and the read flags, so a visitor never gets a page
 *   built for staff (hidden products, merchant data).
 * - Other platform processes on the same PostgreSQL write without telling this one: entries live at most
 *   `CACHE_TTL_MS` (1 s), which bounds how long such a write can go unseen here.
 *
 * Bodies are kept encoded (UTF-8 bytes): encoding a 200 KB page on every hit (`Buffer.from`) was ~40% of a
 * 50-product query's CPU (profile-platform). The bytes are shared by every answer that sends them: read-only.
 * Their few non-ASCII characters are escaped (http/ascii-json.ts), once per entry, so clients decode them as ASCII.
 */
import type { Queryable } from '../../db/database';
import { CACHE_TTL_MS, createWriteGeneration } from '../../db/write-generation';
import { asciiJson } from '../../http/ascii-json';

/** Upper bound of the cached bodies' total size (bytes), so a crawl of many pages cannot eat the heap. */
const MAX_BYTES = 32 * 1024 * 1024;

/** Writes to the product rows (process-wide). */
export const catalogGeneration = createWriteGeneration();

/**
 * Marks the catalog as changed by a write on `tx`: cached reads are dropped now and again once `tx` committed.
 * @param tx - the transaction (or database) of the write
 */
export function catalogChanged(tx: Queryable): void {
  catalogGeneration.changed(tx);
}

interface Entry {
  body: Uint8Array;
  generation: number;
  expires: number;
}

/** The read cache of one platform instance. */
export interface CatalogReadCache {
  /**
   * The cached body under `key`, else `load()`'s, stored when no catalog write happened meanwhile; UTF-8 encoded,
   * and shared by every caller that gets it from the cache: never change it.
   * @param key - what was asked and by which visibility class
   * @param load - reads the body (JSON text) from the database
   */
  read(key: string, load: () => Promise<string>): Promise<Uint8Array>;
}

function createCatalogReadCache(): CatalogReadCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function remove(key: string, entry: Entry): void {
    entries.delete(key);
    bytes -= entry.body.byteLength;
  }

  return {
    async read(key, load) {
      const now = performance.now();
      const seen = catalogGeneration.current();
      const hit = entries.get(key);
      if (hit) {
        if (hit.generation === seen && hit.expires > now) return hit.body;
        remove(key, hit);
      }
      const body: Uint8Array = Buffer.from(asciiJson(await load()));
      if (catalogGeneration.current() === seen && body.byteLength <= MAX_BYTES) {
        // Oldest entries first (Map keeps insertion order) until the new one fits.
        for (const [oldKey, old] of entries) {
          if (bytes + body.byteLength <= MAX_BYTES) break;
          remove(oldKey, old);
        }
        entries.set(key, { body, generation: seen, expires: now + CACHE_TTL_MS });
        bytes += body.byteLength;
      }
      return body;
    },
  };
}

const caches = new WeakMap<object, CatalogReadCache>();

/**
 * The read cache of the platform instance owning `db`.
 * @param db - the instance's database
 */
export function catalogReadCache(db: object): CatalogReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCatalogReadCache();
    caches.set(db, cache);
  }
  return cache;
}
