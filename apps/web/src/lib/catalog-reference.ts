import type { CatalogReference } from '@bazaar/sdk';

/** The Wix Stores app id: catalog references of store products name it (platform catalog README). */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/**
 * The catalog reference of a product variant, for `addToCurrentCart`.
 *
 * @param productId - the product id
 * @param variantId - the chosen variant (a product without options has one default variant)
 * @returns the reference
 */
export function toCatalogReference(productId: string, variantId: string): CatalogReference {
  return { appId: STORES_APP_ID, catalogItemId: productId, options: { variantId } };
}
