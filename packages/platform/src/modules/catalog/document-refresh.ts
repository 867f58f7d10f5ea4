/**
 * Keeps the stored product documents in step with what they depend on besides the product: the store currency
 * (formatted prices) and the storefront URL (`productPageUrl.base`). Both come from the configuration, which can
 * change between runs (`BAZAAR_CURRENCY`, `BAZAAR_WEB_URL`); documents built fresh (`getProduct`) would then disagree
 * with stored ones (the query). The first product query of a process compares the configuration with the one the
 * documents were built with and rebuilds them all when it changed.
 */
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { catalogContext } from './product-service';
import type { ProductState } from './product-state';
import { saveProduct } from './product-store';

const SETTING = 'catalog_document_context';

/**
 * Rebuilds every stored product document when the document context changed, in one transaction (instances sharing
 * a database take turns on the setting's row lock).
 * @param deps - platform dependencies
 * @returns whether documents were rebuilt
 */
export async function refreshDocuments(
  deps: Pick<PlatformDeps, 'db' | 'config' | 'clock'>,
): Promise<boolean> {
  const context = catalogContext(deps);
  const fingerprint = JSON.stringify(context);
  return deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO platform_settings (key, value, updated_at) VALUES ($1, $2::jsonb, $3) ON CONFLICT (key) DO NOTHING`,
      [SETTING, JSON.stringify(''), deps.clock.now()],
    );
    const [row] = await tx.query<{ value: string }>(
      'SELECT value FROM platform_settings WHERE key = $1 FOR UPDATE',
      [SETTING],
    );
    if (row?.value === fingerprint) return false;
    const products = await tx.query<{ state: ProductState; collection_ids: string[] }>(
      'SELECT state, collection_ids FROM catalog_products ORDER BY id FOR UPDATE',
    );
    for (const product of products) {
      await saveProduct(tx, { state: product.state, collectionIds: product.collection_ids }, context);
    }
    await tx.query('UPDATE platform_settings SET value = $2::jsonb, updated_at = $3 WHERE key = $1', [
      SETTING,
      JSON.stringify(fingerprint),
      deps.clock.now(),
    ]);
    return products.length > 0;
  });
}

/**
 * A once-per-process guard around {@link refreshDocuments}: the first call runs it, later calls share its result
 * (a failed run is retried by the next call).
 * @param deps - platform dependencies
 */
export function createDocumentRefresh(
  deps: Pick<PlatformDeps, 'db' | 'config' | 'clock'>,
): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= refreshDocuments(deps).then(
      () => undefined,
      (error: unknown) => {
        done = undefined;
        throw error;
      },
    );
    return done;
  };
}

/**
 * Records that the stored documents match the current configuration, unless a record exists (the demo seed calls
 * it after writing a fresh catalog, so the first query does not rebuild what was just built).
 * @param tx - the transaction that wrote the documents
 * @param deps - platform dependencies
 */
export async function markDocumentsCurrent(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'config' | 'clock'>,
): Promise<void> {
  await tx.query(
    `INSERT INTO platform_settings (key, value, updated_at) VALUES ($1, $2::jsonb, $3) ON CONFLICT (key) DO NOTHING`,
    [SETTING, JSON.stringify(JSON.stringify(catalogContext(deps))), deps.clock.now()],
  );
}
