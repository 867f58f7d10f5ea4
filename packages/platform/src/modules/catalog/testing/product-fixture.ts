import type { ProductPatch } from '../product-schema';
import type { ProductState } from '../product-state';
import { createProductState } from '../product-write-model';

/**
 * A product model for pure tests: a shirt with Size (S, L) and Color (Red, Blue) unless told otherwise.
 * @param input - fields of the create input to change
 */
export function productFixture(input: Partial<ProductPatch> = {}): ProductState {
  return createProductState(
    {
      name: 'Shirt',
      priceData: { price: 20 },
      costAndProfitData: { itemCost: 8 },
      sku: 'SH',
      weight: 0.2,
      productOptions: [
        { optionType: 'drop_down', name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] },
        {
          optionType: 'color',
          name: 'Color',
          choices: [
            { value: '#f00', description: 'Red' },
            { value: '#00f', description: 'Blue' },
          ],
        },
      ],
      ...input,
    },
    {
      id: '11111111-1111-4111-8111-111111111111',
      numericId: '1001',
      inventoryItemId: '22222222-2222-4222-8222-222222222222',
      slug: 'shirt',
      now: '2025-01-01T00:00:00.000Z',
    },
  );
}
