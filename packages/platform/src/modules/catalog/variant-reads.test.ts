import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VARIANT_ID } from './product-state';
import { variantIdFor } from './product-variants';
import { type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

let kit: CatalogTestKit;
let jacket: string;
beforeAll(async () => {
  kit = await createCatalogTestKit({ seed: true });
  jacket = await kit.productId('trail-runner-jacket');
});
afterAll(() => kit.close());

const availability = (id: string, options: Record<string, string>, as: 'visitor' | 'owner' = 'visitor') =>
  kit.call('POST', `/stores-reader/v1/products/${id}/productOptionsAvailability`, {
    as,
    body: { id, options },
  });
const choicesOf = (body: any, option: string) =>
  body.productOptions
    .find((candidate: any) => candidate.name === option)
    .choices.map((choice: any) => [choice.description, choice.inStock, choice.visible]);

describe('productOptionsAvailability (rule 174)', () => {
  it('recomputes the choices for a partial selection, without a selected variant', async () => {
    const { status, body } = await availability(jacket, { Size: 'XL' });
    expect(status).toBe(200);
    // The XL Rust jacket sold out in the demo catalog.
    expect(choicesOf(body, 'Color')).toEqual([
      ['Forest', true, true],
      ['Slate', true, true],
      ['Rust', false, true],
    ]);
    expect(choicesOf(body, 'Size').every(([, inStock]: [string, boolean]) => inStock)).toBe(true);
    expect(body.selectedVariant).toBeUndefined();
    expect(body.availableForPurchase).toBe(false);
  });

  it('returns the selected variant once every option is chosen, with the choice media', async () => {
    const { body } = await availability(jacket, { Size: 'XL', Color: 'Forest' });
    expect(body.selectedVariant).toMatchObject({
      price: { price: 139, discountedPrice: 139, formatted: { price: '$139.00' } },
      weight: 0.5,
      sku: 'BZ-APP-101-XL-FOR',
      quantity: 8,
      inStock: true,
      visible: true,
    });
    expect(body.availableForPurchase).toBe(true);
    expect(body.media.mainMedia.image.url).toMatch(/trail-runner-jacket--color-forest\.svg$/);
    const soldOut = await availability(jacket, { Size: 'XL', Color: 'Rust' });
    expect(soldOut.body.selectedVariant.inStock).toBe(false);
    expect(soldOut.body.availableForPurchase).toBe(false);
  });

  it('selects the default variant of a product without options', async () => {
    const { body } = await availability(await kit.productId('bivy-sack'), {});
    expect(body.selectedVariant).toMatchObject({ inStock: false, quantity: 0 });
    expect(body.availableForPurchase).toBe(false);
  });

  it('answers 400 for an unknown option or choice, and 404 for a hidden product', async () => {
    const res = await availability(jacket, { Fit: 'Slim' });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0].field).toBe('options.Fit');
    expect((await availability(jacket, { Size: 'XXL' })).status).toBe(400);
    expect((await availability(await kit.productId('map-case'), {})).status).toBe(404);
  });
});

describe('POST /stores-reader/v1/products/{id}/variants/query', () => {
  const query = (body: Record<string, unknown>, as: 'visitor' | 'apiKey' = 'visitor') =>
    kit.call('POST', `/stores-reader/v1/products/${jacket}/variants/query`, {
      as,
      body: { id: jacket, ...body },
    });

  it('finds the variants matching partial choices, one page at a time', async () => {
    const xl = await query({ choices: { Size: 'XL' } });
    expect(xl.body.totalResults).toBe(3);
    expect(xl.body.variants.map((variant: any) => variant.choices.Color)).toEqual([
      'Forest',
      'Slate',
      'Rust',
    ]);
    const page = await query({ paging: { limit: 5, offset: 10 } });
    expect(page.body).toMatchObject({ metadata: { items: 5, offset: 10 }, totalResults: 12 });
    expect(page.body.variants).toHaveLength(2);
  });

  it('finds variants by id, and shows cost only to staff asking for it', async () => {
    const id = variantIdFor({ Size: 'S', Color: 'Slate' });
    const visitor = await query({ variantIds: [id], includeMerchantSpecificData: true });
    expect(visitor.body.variants.map((variant: any) => variant.id)).toEqual([id]);
    expect(visitor.body.variants[0].variant.costAndProfitData).toBeUndefined();
    const staff = await query({ variantIds: [id], includeMerchantSpecificData: true }, 'apiKey');
    expect(staff.body.variants[0].variant.costAndProfitData).toMatchObject({ itemCost: 58, profit: 71 });
  });
});

describe('store variants (rule 179)', () => {
  it('queries variants with the query language, with collections and images', async () => {
    const res = await kit.call('POST', '/stores-reader/v1/variants/query', {
      as: 'visitor',
      body: {
        query: {
          filter: { productId: jacket, 'choices.Size': 'XL', 'stock.inStock': true },
          sort: [{ fieldName: 'sku', order: 'ASC' }],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({ count: 2, offset: 0, total: 2 });
    expect(res.body.variants.map((variant: any) => variant.sku)).toEqual([
      'BZ-APP-101-XL-FOR',
      'BZ-APP-101-XL-SLA',
    ]);
    const [forest] = res.body.variants;
    expect(forest).toMatchObject({
      id: `${jacket}-${forest.variantId}`,
      productId: jacket,
      productName: 'Trail Runner Jacket',
      variantName: 'XL | Forest',
      managedVariant: true,
      stock: { trackQuantity: true, quantity: 8, inStock: true },
      preorderInfo: { enabled: false },
    });
    expect(forest.collectionIds).toContain(await kit.collectionId('trail-apparel'));
    expect(forest.media.image).toMatchObject({ width: 800, height: 800 });
    expect(forest.media.image.url).toMatch(/--color-forest\.svg$/);
  });

  it('gets one store variant by `{productId}-{variantId}`, and hides variants of hidden products from visitors', async () => {
    const bivy = await kit.productId('bivy-sack');
    const one = await kit.call('GET', `/stores-reader/v1/variants/${bivy}-${DEFAULT_VARIANT_ID}`, {
      as: 'visitor',
    });
    expect(one.body.variant).toMatchObject({
      variantId: DEFAULT_VARIANT_ID,
      choices: {},
      stock: { inStock: false },
    });
    const hidden = `${await kit.productId('map-case')}-${DEFAULT_VARIANT_ID}`;
    expect((await kit.call('GET', `/stores-reader/v1/variants/${hidden}`, { as: 'visitor' })).status).toBe(
      404,
    );
    expect((await kit.call('GET', `/stores-reader/v1/variants/${hidden}`, { as: 'owner' })).status).toBe(200);
    const filtered = await kit.call('POST', '/stores-reader/v1/variants/query', {
      as: 'visitor',
      body: { query: { filter: { id: hidden } } },
    });
    expect(filtered.body.metadata.total).toBe(0);
  });

  it('refuses unknown fields with a field violation', async () => {
    const res = await kit.call('POST', '/stores-reader/v1/variants/query', {
      body: { query: { filter: { color: 'Forest' } } },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.filter.color',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
  });
});
