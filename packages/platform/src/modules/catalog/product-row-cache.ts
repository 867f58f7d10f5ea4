/**
 * Product rows (model and collections) by id for the catalog service's `getCatalogItems`, kept between calls: an
 * add-to-cart resolves its products twice (the new lines, then the whole cart) and every cart read once more.
 * Served under the same rules as the read cache (catalog-read-cache.ts): a row read under an older catalog
 * generation, or older than `CACHE_TTL_MS`, is read again. Rows are never mutated (the product model is changed
 * by pure functions), so sharing them between calls is safe.
 */
import type { Queryable } from '../../db/database';
import { CACHE_TTL_MS } from '../../db/write-generation';
import { catalogGeneration } from './catalog-read-cache';
import type { ProductState } from './product-state';
import type { ProductRow } from './product-store';

/** At most this many rows are kept (the oldest go first): a catalog crawl cannot eat the heap. */
const MAX_ROWS = 5000;

interface Entry {
  row: ProductRow | undefined;
  generation: number;
  expires: number;
}

/** The cache of one catalog service. */
export interface ProductRowCache {
  /**
   * The rows of `ids` (missing products are absent), from the cache or one SELECT of those not cached.
   * @param db - database or transaction
   * @param ids - product ids (valid UUIDs)
   */
  read(db: Queryable, ids: readonly string[]): Promise<Map<string, ProductRow>>;
}

/** Creates an empty cache. */
export function createProductRowCache(): ProductRowCache {
  const entries = new Map<string, Entry>();
  return {
    async read(db, ids) {
      const now = performance.now();
      const seen = catalogGeneration.current();
      const found = new Map<string, ProductRow>();
      const missing: string[] = [];
      for (const id of ids) {
        const entry = entries.get(id);
        if (entry && entry.generation === seen && entry.expires > now) {
          if (entry.row) found.set(id, entry.row);
        } else missing.push(id);
      }
      if (missing.length === 0) return found;
      const rows = await db.query<{ id: string; state: ProductState; collection_ids: string[] }>(
        'SELECT id, state, collection_ids FROM catalog_products WHERE id = ANY($1::uuid[])',
        [missing],
      );
      const loaded = new Map(
        rows.map((row) => [row.id, { state: row.state, collectionIds: row.collection_ids }]),
      );
      const store = catalogGeneration.current() === seen;
      for (const id of missing) {
        const row = loaded.get(id);
        if (row) found.set(id, row);
        if (!store) continue;
        entries.delete(id);
        entries.set(id, { row, generation: seen, expires: now + CACHE_TTL_MS });
      }
      for (const id of entries.keys()) {
        if (entries.size <= MAX_ROWS) break;
        entries.delete(id);
      }
      return found;
    },
  };
}
