import { seedDemo } from '@bazaar/platform';
import { afterAll, beforeAll } from 'vitest';
import type { CatalogCallers, CatalogClientFactory } from './catalog-clients';
import { type ContractPlatform, startContractPlatform } from './contract-platform';
import { rewriteGlobalFetch } from './rewrite-fetch';

/** A platform with the demo store seeded, served over HTTP, shared by every client of a test file. */
export interface CatalogPlatform {
  server: ContractPlatform;
  /** The callers of one client, made on first use and kept for the file (its tokens stay valid). */
  callers(factory: CatalogClientFactory): CatalogCallers;
  /** A product id by slug. */
  productId(slug: string): Promise<string>;
  /** A collection id by slug. */
  collectionId(slug: string): Promise<string>;
}

/**
 * Starts the seeded platform for a test file and points the global fetch at it (the official client's token calls
 * use the global fetch, endpoints.md §0).
 */
export function useCatalogPlatform(): CatalogPlatform {
  const context = {} as CatalogPlatform;
  const made = new Map<CatalogClientFactory, CatalogCallers>();
  let restore = () => {};
  beforeAll(async () => {
    const server = await startContractPlatform();
    await seedDemo(server.platform.deps);
    const swap = rewriteGlobalFetch(server.baseUrl);
    restore = swap.restore;
    const member = await server.platform.seed.member();
    const apiKey = (await server.platform.seed.apiKey()).key;
    const memberTokens = await server.platform.seed.memberTokens(member.id);
    const lookup = async (table: string, slug: string) => {
      const rows = await server.platform.db.query<{ id: string }>(`SELECT id FROM ${table} WHERE slug = $1`, [
        slug,
      ]);
      if (!rows[0]) throw new Error(`${table}: no ${slug}`);
      return rows[0].id;
    };
    Object.assign(context, {
      server,
      callers: (factory: CatalogClientFactory) => {
        let callers = made.get(factory);
        if (!callers) {
          callers = factory.create({
            platform: server.platform,
            baseUrl: server.baseUrl,
            fetcher: swap.original,
            apiKey,
            memberTokens,
          });
          made.set(factory, callers);
        }
        return callers;
      },
      productId: (slug: string) => lookup('catalog_products', slug),
      collectionId: (slug: string) => lookup('catalog_collections', slug),
    });
  });
  afterAll(async () => {
    restore();
    await context.server?.close();
  });
  return context;
}
