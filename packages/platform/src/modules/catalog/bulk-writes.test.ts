import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

let kit: CatalogTestKit;
beforeAll(async () => {
  kit = await createCatalogTestKit();
});
afterAll(() => kit.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

async function product(extra: Record<string, unknown> = {}) {
  const res = await kit.call('POST', '/stores/v1/products', {
    body: {
      product: {
        name: 'Bulk item',
        priceData: { price: 10 },
        costAndProfitData: { itemCost: 4 },
        weight: 1,
        ...extra,
      },
    },
  });
  return res.body.product.id as string;
}

async function read(id: string) {
  return (await kit.call('GET', `/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`)).body
    .product;
}

const managed = {
  manageVariants: true,
  productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
};

describe('POST /stores/v1/bulk/products/update (rule 169)', () => {
  it('sets the price of every product and of every managed variant', async () => {
    const plain = await product();
    const sized = await product(managed);
    await kit.call('PATCH', `/stores/v1/products/${sized}/variants`, {
      body: { variants: [{ choices: { Size: 'L' }, price: 15 }] },
    });
    const res = await kit.call('POST', '/stores/v1/bulk/products/update', {
      body: { ids: [plain, sized], set: { price: 12.5 } },
    });
    expect(res.body).toEqual({
      results: [
        { itemMetadata: { id: plain, originalIndex: 0, success: true } },
        { itemMetadata: { id: sized, originalIndex: 1, success: true } },
      ],
      bulkActionMetadata: { totalSuccesses: 2, totalFailures: 0, undetailedFailures: 0 },
    });
    expect((await read(plain)).priceData.price).toBe(12.5);
    expect((await read(sized)).variants.map((variant: any) => variant.variant.priceData.price)).toEqual([
      12.5, 12.5,
    ]);
  });

  it('reports unknown products one by one while the others succeed', async () => {
    const id = await product();
    const res = await kit.call('POST', '/stores/v1/bulk/products/update', {
      body: { ids: [MISSING, id], set: { ribbon: 'Sale' } },
    });
    expect(res.body.results[0].itemMetadata).toMatchObject({
      id: MISSING,
      success: false,
      error: { code: 'PRODUCT_NOT_FOUND' },
    });
    expect(res.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect((await read(id)).ribbon).toBe('Sale');
  });

  it('removes the brand with an empty string, and needs exactly one property', async () => {
    const id = await product({ brand: 'Acme' });
    await kit.call('POST', '/stores/v1/bulk/products/update', { body: { ids: [id], set: { brand: '' } } });
    expect((await read(id)).brand).toBeUndefined();
    const two = await kit.call('POST', '/stores/v1/bulk/products/update', {
      body: { ids: [id], set: { price: 1, cost: 1 } },
    });
    expect(two.status).toBe(400);
    expect(two.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'set',
      violatedRule: 'ONE_OF_ALIGNMENT',
    });
  });
});

describe('POST /stores/v1/bulk/products/adjust-properties (rule 169)', () => {
  it('adds an amount to the cost and a rounded percentage to the price', async () => {
    const id = await product({ priceData: { price: 19.99 } });
    await kit.call('POST', '/stores/v1/bulk/products/adjust-properties', {
      body: { adjust: { cost: { amount: 1.5 } }, ids: [id] },
    });
    await kit.call('POST', '/stores/v1/bulk/products/adjust-properties', {
      body: { adjust: { price: { percentage: { rate: 10, roundToInt: true } } }, ids: [id] },
    });
    const after = await read(id);
    expect(after.costAndProfitData.itemCost).toBe(5.5);
    expect(after.priceData.price).toBe(22);
  });

  it('fails a product whose price, or a variant price, would go below zero, and leaves it unchanged', async () => {
    const sized = await product(managed);
    await kit.call('PATCH', `/stores/v1/products/${sized}/variants`, {
      body: { variants: [{ choices: { Size: 'S' }, price: 3 }] },
    });
    const res = await kit.call('POST', '/stores/v1/bulk/products/adjust-properties', {
      body: { adjust: { price: { amount: -5 } }, ids: [sized] },
    });
    expect(res.body.results[0].itemMetadata).toMatchObject({
      success: false,
      error: { code: 'INVALID_PRICE' },
    });
    expect((await read(sized)).variants.map((variant: any) => variant.variant.priceData.price)).toEqual([
      3, 10,
    ]);
  });

  it('fails a product whose price or weight would go above 999,999,999.99, and leaves it unchanged', async () => {
    const id = await product({ priceData: { price: 999_999_000 }, weight: 999_999_000 });
    for (const adjust of [{ price: { amount: 1000 } }, { weight: { percentage: { rate: 1 } } }]) {
      const res = await kit.call('POST', '/stores/v1/bulk/products/adjust-properties', {
        body: { adjust, ids: [id] },
      });
      expect(res.body.results[0].itemMetadata).toMatchObject({
        success: false,
        error: { code: 'price' in adjust ? 'INVALID_PRICE' : 'INVALID_WEIGHT' },
      });
    }
    const after = await read(id);
    expect([after.priceData.price, after.weight]).toEqual([999_999_000, 999_999_000]);
    const edge = await kit.call('POST', '/stores/v1/bulk/products/adjust-properties', {
      body: { adjust: { price: { amount: 999.99 } }, ids: [id] },
    });
    expect(edge.body.results[0].itemMetadata.success).toBe(true);
    expect((await read(id)).priceData.price).toBe(999_999_999.99);
  });

  it('appends product_updated for each changed product', async () => {
    const id = await product();
    await kit.newEvents();
    await kit.call('POST', '/stores/v1/bulk/products/adjust-properties', {
      body: { adjust: { weight: { amount: 0.5 } }, ids: [id] },
    });
    const events = await kit.newEvents();
    expect(events.map((event) => event.type)).toEqual([
      'wix.stores.catalog.v3.product_updated',
      'com.wix.ecommerce.catalog.api.v1.ProductChanged',
    ]);
    expect(events[1]?.payload).toMatchObject({ productId: id, changedFields: ['weight'] });
    // The v3 product: the weight is the variants' and the product's shipping weight range.
    expect(events[0]?.payload.updatedEvent.currentEntity).toMatchObject({
      physicalProperties: { shippingWeightRange: { minValue: 1.5, maxValue: 1.5 } },
      variantsInfo: { variants: [{ physicalProperties: { weight: 1.5 } }] },
    });
  });
});
