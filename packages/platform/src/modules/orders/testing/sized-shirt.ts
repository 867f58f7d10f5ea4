/**
 * The catalog product the order-edit tests add and restock: a linen shirt at 10.00 in sizes S and L, whose L variant
 * costs 15.00 and has tracked stock — made and read through the platform's own calls.
 */
import type { TestPlatform } from '../../../testing';
import { createCatalogService } from '../../catalog';
import { variantIdFor } from '../../catalog/product-variants';
import type { OrderApi } from './order-api';

/** The shirt's L variant. */
export const LARGE = variantIdFor({ Size: 'L' });

/**
 * Sets the units of the shirt's L variant in stock.
 * @param staff - a staff caller
 * @param productId - the shirt
 * @param quantity - units in stock
 */
export const setShirtStock = (staff: OrderApi, productId: string, quantity: number) =>
  staff('PATCH', `/stores/v2/inventoryItems/product/${productId}`, {
    inventoryItem: { productId, variants: [{ variantId: LARGE, quantity }] },
  });

/**
 * Creates the shirt with `left` units of L in stock and returns its id.
 * @param staff - a staff caller
 * @param left - units of L in stock
 * @param extra - more fields of the product create body (`visible: false`…)
 */
export async function createSizedShirt(
  staff: OrderApi,
  left: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const created = await staff('POST', '/stores/v1/products', {
    product: {
      name: 'Linen Shirt',
      priceData: { price: 10 },
      manageVariants: true,
      productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
      stock: { trackInventory: true, quantity: 10 },
      ...extra,
    },
  });
  if (created.status !== 200)
    throw new Error(`product create: ${created.status} ${JSON.stringify(created.body)}`);
  const id: string = created.body.product.id;
  await staff('PATCH', `/stores/v1/products/${id}/variants`, {
    variants: [{ choices: { Size: 'L' }, price: 15 }],
  });
  await setShirtStock(staff, id, left);
  return id;
}

/**
 * Units of the shirt's L variant left in stock, as the catalog service reads them.
 * @param platform - the test platform
 * @param productId - the shirt
 */
export const shirtUnitsLeft = async (platform: TestPlatform, productId: string) =>
  (
    await createCatalogService(platform.deps).getCatalogItems(platform.db, [{ productId, variantId: LARGE }])
  )[0]?.quantity;
