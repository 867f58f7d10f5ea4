import type { TestPlatform } from '@bazaar/platform/testing';
import {
  ApiKeyStrategy as BazaarApiKeyStrategy,
  OAuthStrategy as BazaarOAuthStrategy,
  collections as bazaarCollections,
  inventory as bazaarInventory,
  products as bazaarProducts,
  createClient as createBazaarClient,
} from '@bazaar/sdk';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { collections, inventory, products } from '@wix/stores';
import { bazaarTransport, memberSession } from './member-session';
import { createRewritingFetch } from './rewrite-fetch';

/**
 * The catalog modules of one client, bound to one caller. Our SDK keeps the official function names and argument
 * shapes, so one scenario drives both through the same calls; results are compared on what both return (the
 * official client turns store-variant images into `wix:image://` strings, ours keeps the objects). The two clients'
 * module types differ, so scenarios see the shared surface loosely typed.
 */
export interface CatalogModules {
  products: Record<(typeof PRODUCTS_FUNCTIONS)[number], CatalogFunction>;
  collections: Record<'queryCollections' | 'getCollection' | 'getCollectionBySlug', CatalogFunction>;
  inventory: Record<(typeof INVENTORY_FUNCTIONS)[number], CatalogFunction>;
}

type CatalogFunction = (...args: any[]) => any;

/** The functions of the `products` module every client has (spec §7 catalog calls, endpoints.md rows 77–102). */
export const PRODUCTS_FUNCTIONS = [
  'queryProducts',
  'getProduct',
  'getCollectionBySlug',
  'getProductOptionsAvailability',
  'queryProductVariants',
  'queryStoreVariants',
  'getStoreVariant',
  'createProduct',
  'updateProduct',
  'deleteProduct',
  'updateProductVariants',
  'resetAllProductVariantData',
  'addProductsToCollection',
  'removeProductsFromCollection',
  'addProductMedia',
  'removeProductMedia',
  'addProductMediaToChoices',
  'removeProductMediaFromChoices',
  'deleteProductOptions',
  'removeBrand',
  'removeRibbon',
  'createCollection',
  'updateCollection',
  'deleteCollection',
  'bulkUpdateProductsProperty',
  'bulkAdjustProductProperty',
] as const;

/** The functions of the `inventory` module (the Inventory API v2). */
export const INVENTORY_FUNCTIONS = [
  'updateInventoryVariants',
  'decrementInventory',
  'incrementInventory',
  'getInventoryVariants',
  'queryInventory',
] as const;

/** The callers a catalog scenario needs. */
export interface CatalogCallers {
  visitor: CatalogModules;
  member: CatalogModules;
  staff: CatalogModules;
}

/** What a factory gets: the platform served over HTTP, and the real fetch (before the global swap). */
export interface CatalogClientContext {
  platform: TestPlatform;
  baseUrl: string;
  fetcher: typeof fetch;
  apiKey: string;
  /** Member tokens of a plain (non-staff) member. */
  memberTokens: { accessToken: string; refreshToken: string };
}

/** A client under test. */
export interface CatalogClientFactory {
  name: string;
  create(context: CatalogClientContext): CatalogCallers;
}

function bazaarFactory(name: string, inProcess: boolean): CatalogClientFactory {
  return {
    name,
    create({ platform, baseUrl, apiKey, memberTokens }) {
      const transport = bazaarTransport(platform, baseUrl, inProcess);
      const modules = {
        products: bazaarProducts,
        collections: bazaarCollections,
        inventory: bazaarInventory,
      };
      const clientId = platform.clientId;
      return {
        visitor: createBazaarClient({ ...transport, modules, auth: BazaarOAuthStrategy({ clientId }) }),
        member: createBazaarClient({
          ...transport,
          modules,
          auth: BazaarOAuthStrategy({ clientId, tokens: memberSession(memberTokens) }),
        }),
        staff: createBazaarClient({ ...transport, modules, auth: BazaarApiKeyStrategy({ apiKey }) }),
      } as unknown as CatalogCallers;
    },
  };
}

/** The official client (`@wix/sdk` + `@wix/stores`), reaching the platform through a rewriting fetch. */
const officialFactory: CatalogClientFactory = {
  name: 'official @wix/stores',
  create({ platform, baseUrl, fetcher, apiKey, memberTokens }) {
    const fetch = createRewritingFetch(baseUrl, fetcher);
    const modules = { products, collections, inventory };
    const clientId = platform.clientId;
    return {
      visitor: createClient({ modules, auth: OAuthStrategy({ clientId }), fetch }),
      member: createClient({
        modules,
        auth: OAuthStrategy({ clientId, tokens: memberSession(memberTokens) as never }),
        fetch,
      }),
      staff: createClient({ modules, auth: ApiKeyStrategy({ apiKey, siteId: 'local-site' }), fetch }),
    } as unknown as CatalogCallers;
  },
};

/** Every client the catalog contract runs with. */
export const CATALOG_CLIENTS: CatalogClientFactory[] = [
  bazaarFactory('@bazaar/sdk over HTTP', false),
  bazaarFactory('@bazaar/sdk in process', true),
  officialFactory,
];

/**
 * The error code a client surfaced, whichever client threw it (both carry the official `details` shape).
 * @param error - what was thrown
 */
export function errorCode(error: unknown): string | undefined {
  const details = (error as { details?: { applicationError?: { code?: string }; validationError?: unknown } })
    ?.details;
  if (details?.validationError) return 'INVALID_ARGUMENT';
  return details?.applicationError?.code;
}

/**
 * The HTTP status a client surfaced.
 * @param error - what was thrown
 */
export function errorStatus(error: unknown): number | undefined {
  return (error as { status?: number })?.status;
}

export { failure } from './failure';
