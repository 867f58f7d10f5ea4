import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID, DEFAULT_VARIANT_ID } from './product-state';
import { variantIdFor } from './product-variants';
import { type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

let kit: CatalogTestKit;
beforeAll(async () => {
  kit = await createCatalogTestKit();
});
afterAll(() => kit.close());

const PRODUCTS = '/stores/v1/products';
const shirt = (extra: Record<string, unknown> = {}) => ({
  name: 'Linen Shirt',
  priceData: { price: 40 },
  costAndProfitData: { itemCost: 15 },
  productOptions: [
    {
      name: 'Size',
      choices: [
        { value: 'S', description: 'S' },
        { value: 'L', description: 'L' },
      ],
    },
    { optionType: 'color', name: 'Color', choices: [{ value: '#ffffff', description: 'White' }] },
  ],
  ...extra,
});
const create = async (product: Record<string, unknown>) => {
  const res = await kit.call('POST', PRODUCTS, { body: { product } });
  expect(res.status).toBe(200);
  return res.body.product;
};

describe('POST /stores/v1/products', () => {
  it('creates a product with the server-generated fields and defaults of rules 162 and 172', async () => {
    const product = await create({
      name: 'Enamel Mug',
      priceData: { price: 18 },
      id: 'ignored',
      numericId: '1',
    });
    expect(product).toMatchObject({
      name: 'Enamel Mug',
      slug: 'enamel-mug',
      visible: true,
      productType: 'physical',
      stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
      priceData: { currency: 'USD', price: 18, discountedPrice: 18, formatted: { price: '$18.00' } },
      collectionIds: [ALL_PRODUCTS_COLLECTION_ID],
      productPageUrl: { path: '/product-page/enamel-mug' },
      discount: { type: 'NONE', value: 0 },
      ribbon: '',
      variants: [{ id: DEFAULT_VARIANT_ID, choices: {} }],
      createdDate: '2025-01-01T00:00:00.000Z',
    });
    expect(product.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(product.id).not.toBe('ignored');
    expect(Number(product.numericId)).toBeGreaterThan(1000);
  });

  it('numbers products in ascending order and makes taken slugs unique (rule 162)', async () => {
    const first = await create({ name: 'Camp Chair', priceData: { price: 1 } });
    const second = await create({ name: 'Camp Chair', priceData: { price: 1 } });
    expect(second.slug).toBe('camp-chair-1');
    expect(BigInt(second.numericId)).toBeGreaterThan(BigInt(first.numericId));
  });

  it('answers 409 for an explicit slug in use', async () => {
    await create({ name: 'Lantern', slug: 'lantern', priceData: { price: 1 } });
    const res = await kit.call('POST', PRODUCTS, {
      body: { product: { name: 'Other', slug: 'lantern', priceData: { price: 1 } } },
    });
    expect(res.status).toBe(409);
    expect(res.body.details.applicationError.code).toBe('SLUG_ALREADY_EXISTS');
  });

  // Products created at once (an import sending its rows in parallel) used to find the same free slug, and on
  // PostgreSQL all but one failed with a generic 409 ALREADY_EXISTS.
  it('creates products with one name at once, each with its own slug', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() =>
        kit.call('POST', PRODUCTS, { body: { product: { name: 'Twin Mug', priceData: { price: 1 } } } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.product.slug).sort()).toEqual([
      'twin-mug',
      'twin-mug-1',
      'twin-mug-2',
      'twin-mug-3',
      'twin-mug-4',
      'twin-mug-5',
    ]);
  });

  it('lets exactly one of several products claiming one slug at once have it, the others 409 SLUG_ALREADY_EXISTS', async () => {
    const products = await Promise.all(
      [1, 2, 3, 4].map((n) => create({ name: `Claimant ${n}`, priceData: { price: 1 } })),
    );
    const answers = await Promise.all(
      products.map((product) =>
        kit.call('PATCH', `${PRODUCTS}/${product.id}`, { body: { product: { slug: 'first-come' } } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(
      answers
        .filter((answer) => answer.status === 409)
        .map((answer) => answer.body.details.applicationError.code),
    ).toEqual(['SLUG_ALREADY_EXISTS', 'SLUG_ALREADY_EXISTS', 'SLUG_ALREADY_EXISTS']);
  });

  it('generates one variant per choice combination with stable ids (rules 165, 166)', async () => {
    const product = await create(shirt());
    expect(product.variants.map((variant: any) => [variant.id, variant.choices])).toEqual([
      [variantIdFor({ Size: 'S', Color: 'White' }), { Size: 'S', Color: 'White' }],
      [variantIdFor({ Size: 'L', Color: 'White' }), { Size: 'L', Color: 'White' }],
    ]);
    expect(product.productOptions[1]).toMatchObject({
      optionType: 'color',
      name: 'Color',
      choices: [{ value: '#ffffff', description: 'White', inStock: true, visible: true }],
    });
  });

  it('returns cost and profit to staff (rule 163)', async () => {
    const product = await create(shirt({ discount: { type: 'AMOUNT', value: 5 } }));
    expect(product.costAndProfitData).toEqual({
      itemCost: 15,
      formattedItemCost: '$15.00',
      profit: 20,
      formattedProfit: '$20.00',
      profitMargin: 0.5714,
    });
    expect(product.variants[0].variant.costAndProfitData.profit).toBe(20);
  });

  it('validates the input with field violations', async () => {
    const res = await kit.call('POST', PRODUCTS, {
      body: { product: { priceData: { price: -1 }, productOptions: [{ name: 'Size', choices: [] }] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations.map((v: any) => v.field)).toEqual([
      'product.name',
      'product.priceData.price',
      'product.productOptions[0].choices',
    ]);
  });

  it('refuses values past the documented bounds with the rule each breaks (rules 161, 164, 170, 172)', async () => {
    const choice = (n: number) => ({ value: `v${n}`, description: `c${n}` });
    const res = await kit.call('POST', PRODUCTS, {
      body: {
        product: {
          name: 'n'.repeat(81),
          priceData: { price: 1_000_000_000 },
          ribbon: 'r'.repeat(31),
          brand: 'b'.repeat(51),
          productOptions: [
            { name: 'o'.repeat(51), choices: Array.from({ length: 101 }, (_, n) => choice(n)) },
          ],
          stock: { trackInventory: true, quantity: 100_000 },
        },
      },
    });
    expect(res.status).toBe(400);
    expect(
      res.body.details.validationError.fieldViolations.map((v: any) => [v.field, v.violatedRule, v.data]),
    ).toEqual([
      ['product.brand', 'MAX_LENGTH', { threshold: 50 }],
      ['product.name', 'MAX_LENGTH', { threshold: 80 }],
      ['product.priceData.price', 'MAX', { threshold: 999_999_999.99 }],
      ['product.productOptions[0].choices', 'MAX_SIZE', { threshold: 100 }],
      ['product.productOptions[0].name', 'MAX_LENGTH', { threshold: 50 }],
      ['product.ribbon', 'MAX_LENGTH', { threshold: 30 }],
      ['product.stock.quantity', 'MAX', { threshold: 99_999 }],
    ]);
    const options = Array.from({ length: 7 }, (_, n) => ({ name: `Option ${n}`, choices: [choice(n)] }));
    const seven = await kit.call('POST', PRODUCTS, {
      body: { product: { name: 'Seven', priceData: { price: 1 }, productOptions: options } },
    });
    expect(seven.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'product.productOptions', violatedRule: 'MAX_SIZE' }),
    ]);
    const names = await kit.call('POST', '/stores-reader/v1/products/query-platformized', {
      body: { query: { filter: { name: { $in: ['Seven', 'n'.repeat(81)] } } }, includeHiddenProducts: true },
    });
    expect(names.body.products).toEqual([]);
  });

  // Catalog money is computed in cents: a third decimal would leave price 10.555 beside discountedPrice 10.56 for a
  // product without a discount (rule 163 says they are equal).
  it('refuses prices and costs with more than two decimals, in creates, updates and variant overrides', async () => {
    const created = await kit.call('POST', PRODUCTS, {
      body: {
        product: { name: 'Scale', priceData: { price: 10.555 }, costAndProfitData: { itemCost: 1.001 } },
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({
        field: 'product.costAndProfitData.itemCost',
        violatedRule: 'DECIMAL_MAX_SCALE',
      }),
      expect.objectContaining({ field: 'product.priceData.price', violatedRule: 'DECIMAL_MAX_SCALE' }),
    ]);
    const product = await create(shirt({ priceData: { price: 10.55 }, manageVariants: true }));
    expect(product.priceData).toMatchObject({ price: 10.55, discountedPrice: 10.55 });
    const updated = await kit.call('PATCH', `${PRODUCTS}/${product.id}`, {
      body: { product: { priceData: { price: 0.125 } } },
    });
    expect(updated.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'product.priceData.price',
      violatedRule: 'DECIMAL_MAX_SCALE',
    });
    const variants = await kit.call('PATCH', `${PRODUCTS}/${product.id}/variants`, {
      body: { variants: [{ choices: { Size: 'S' }, price: 3.333 }] },
    });
    expect(variants.status).toBe(400);
    const discount = await kit.call('PATCH', `${PRODUCTS}/${product.id}`, {
      body: { product: { discount: { type: 'AMOUNT', value: 0.005 } } },
    });
    expect(discount.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'product.discount.value',
      violatedRule: 'DECIMAL_MAX_SCALE',
    });
    const percent = await kit.call('PATCH', `${PRODUCTS}/${product.id}`, {
      body: { product: { discount: { type: 'PERCENT', value: 12.5 } } },
    });
    expect(percent.status).toBe(200);
    const read = await kit.call('GET', `/stores-reader/v1/products/${product.id}`);
    expect(read.body.product.priceData).toMatchObject({ price: 10.55, discountedPrice: 9.23 });
  });

  it('refuses duplicate choices and digital products (rule 161)', async () => {
    const duplicate = await kit.call('POST', PRODUCTS, {
      body: {
        product: {
          name: 'X',
          priceData: { price: 1 },
          productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'S' }] }],
        },
      },
    });
    expect(duplicate.body.details.validationError.fieldViolations[0].field).toBe(
      'product.productOptions[0].choices[1].description',
    );
    const digital = await kit.call('POST', PRODUCTS, {
      body: { product: { name: 'E-book', priceData: { price: 1 }, productType: 'digital' } },
    });
    expect(digital.status).toBe(400);
  });

  it('appends product_created and ProductCreated to the outbox', async () => {
    await kit.newEvents();
    const product = await create({ name: 'Whistle', priceData: { price: 4 } });
    const events = await kit.newEvents();
    expect(events.map((event) => [event.type, event.entityId])).toEqual([
      ['wix.stores.catalog.v3.product_created', product.id],
      ['com.wix.ecommerce.catalog.api.v1.ProductCreated', product.id],
      ['wix.stores.catalog.v3.inventory_item_created', `${product.id}-${DEFAULT_VARIANT_ID}`],
    ]);
    expect(events[0]?.payload.createdEvent.entity).toMatchObject({
      id: product.id,
      updatedDate: product.lastUpdated,
    });
    expect(events[2]?.payload.createdEvent.entity).toEqual({
      id: `${product.id}-${DEFAULT_VARIANT_ID}`,
      productId: product.id,
      variantId: DEFAULT_VARIANT_ID,
      trackQuantity: false,
      inStock: true,
      availabilityStatus: 'IN_STOCK',
      createdDate: product.createdDate,
      updatedDate: product.lastUpdated,
    });
  });

  it('carries the v3 product in the v3 events: options, variants with decimal prices, media, ranges', async () => {
    const product = await create(
      shirt({ brand: 'Acme', ribbon: 'New', weight: 0.3, discount: { type: 'AMOUNT', value: 5 } }),
    );
    const created = (await kit.newEvents()).find(
      (event) => event.type === 'wix.stores.catalog.v3.product_created',
    );
    const entity = created?.payload.createdEvent.entity;
    expect(entity).toMatchObject({
      id: product.id,
      name: 'Linen Shirt',
      createdDate: product.createdDate,
      updatedDate: product.lastUpdated,
      productType: 'PHYSICAL',
      url: { relativePath: product.productPageUrl.path },
      brand: { name: 'Acme' },
      ribbon: { name: 'New' },
      inventory: { availabilityStatus: 'IN_STOCK' },
      physicalProperties: { shippingWeightRange: { minValue: 0.3, maxValue: 0.3 } },
      actualPriceRange: { minValue: { amount: '35.00' }, maxValue: { amount: '35.00' } },
      options: [
        {
          name: 'Size',
          optionRenderType: 'TEXT_CHOICES',
          choicesSettings: { choices: [{ name: 'S', choiceType: 'CHOICE_TEXT' }, { name: 'L' }] },
        },
        {
          name: 'Color',
          optionRenderType: 'SWATCH_CHOICES',
          choicesSettings: { choices: [{ name: 'White', choiceType: 'ONE_COLOR', colorCode: '#ffffff' }] },
        },
      ],
    });
    expect(entity.variantsInfo.variants).toHaveLength(2);
    expect(entity.variantsInfo.variants[0]).toMatchObject({
      id: product.variants[0].id,
      choices: [
        { optionChoiceNames: { optionName: 'Size', choiceName: 'S', renderType: 'TEXT_CHOICES' } },
        { optionChoiceNames: { optionName: 'Color', choiceName: 'White', renderType: 'SWATCH_CHOICES' } },
      ],
      price: {
        actualPrice: { amount: '35.00', formattedAmount: '$35.00' },
        compareAtPrice: { amount: '40.00', formattedAmount: '$40.00' },
      },
      physicalProperties: { weight: 0.3 },
      inventoryStatus: { inStock: true },
    });
    // The v1 document's own fields stay in the v1 events only.
    expect(entity.productOptions).toBeUndefined();
    expect(entity.priceData).toBeUndefined();
  });

  it('appends inventory_item_created / _deleted as variants come and go with options and deletion', async () => {
    const product = await create(shirt());
    const [small, large] = product.variants.map((variant: any) => variant.id);
    await kit.newEvents();
    const oneSize = shirt().productOptions.map((option, index) =>
      index === 0 ? { ...option, choices: [option.choices[0]!] } : option,
    );
    await kit.call('PATCH', `${PRODUCTS}/${product.id}`, { body: { product: { productOptions: oneSize } } });
    const inventory = (await kit.newEvents()).filter((event) => event.type.includes('inventory_item'));
    expect(inventory.map((event) => [event.type, event.entityId])).toEqual([
      ['wix.stores.catalog.v3.inventory_item_deleted', `${product.id}-${large}`],
    ]);
    expect(inventory[0]?.payload.deletedEvent.deletedEntity).toMatchObject({ variantId: large });
    expect((await kit.call('DELETE', `${PRODUCTS}/${product.id}`)).status).toBe(200);
    expect(
      (await kit.newEvents())
        .filter((event) => event.type.includes('inventory_item'))
        .map((event) => [event.type, event.entityId]),
    ).toEqual([['wix.stores.catalog.v3.inventory_item_deleted', `${product.id}-${small}`]]);
  });
});

describe('PATCH /stores/v1/products/{id}', () => {
  it('changes only the given fields, moves lastUpdated and keeps variant ids of surviving combinations', async () => {
    const product = await create(shirt({ brand: 'Northpine', manageVariants: true }));
    await kit.call('PATCH', `${PRODUCTS}/${product.id}/variants`, {
      body: { variants: [{ choices: { Size: 'L' }, price: 44 }] },
    });
    kit.platform.clock.advance({ minutes: 5 });
    const res = await kit.call('PATCH', `${PRODUCTS}/${product.id}`, {
      body: {
        product: {
          id: product.id,
          name: 'Linen Shirt II',
          productOptions: [
            { name: 'Size', choices: [{ value: 'L' }, { value: 'XL' }] },
            shirt().productOptions[1],
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    const updated = res.body.product;
    expect(updated).toMatchObject({
      name: 'Linen Shirt II',
      brand: 'Northpine',
      slug: product.slug,
      lastUpdated: '2025-01-01T00:05:00.000Z',
    });
    const large = updated.variants.find((variant: any) => variant.choices.Size === 'L');
    expect(large.id).toBe(product.variants[1].id);
    expect(large.variant.priceData.price).toBe(44);
    expect(updated.variants).toHaveLength(2);
  });

  it('answers 404 for an unknown product and 400 for an id that is not a GUID', async () => {
    const missing = await kit.call('PATCH', `${PRODUCTS}/00000000-0000-4000-8000-000000000000`, {
      body: { product: { name: 'x' } },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    expect((await kit.call('PATCH', `${PRODUCTS}/nope`, { body: { product: {} } })).status).toBe(400);
  });

  it('refuses to stop managing variants while the product has options (rule 167)', async () => {
    const product = await create(shirt({ manageVariants: true }));
    const res = await kit.call('PATCH', `${PRODUCTS}/${product.id}`, {
      body: { product: { manageVariants: false } },
    });
    expect(res.status).toBe(428);
    expect(res.body.details.applicationError.code).toBe('CANNOT_DISABLE_VARIANT_MANAGEMENT');
  });

  it('sets stock through the Bazaar `stock` extension and reports the inventory change', async () => {
    const product = await create({ name: 'Candle', priceData: { price: 9 } });
    await kit.newEvents();
    const res = await kit.call('PATCH', `${PRODUCTS}/${product.id}`, {
      body: { product: { stock: { trackInventory: true, quantity: 0 } } },
    });
    expect(res.body.product.stock).toEqual({
      trackInventory: true,
      quantity: 0,
      inStock: false,
      inventoryStatus: 'OUT_OF_STOCK',
    });
    const types = (await kit.newEvents()).map((event) => event.type);
    expect(types).toEqual([
      'wix.stores.catalog.v3.product_updated',
      'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged',
      'wix.stores.catalog.v3.inventory_item_updated',
      'wix.stores.catalog.v3.inventory_item_updated_with_reason',
      'wix.stores.catalog.v3.inventory_item_stock_status_updated',
      'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged',
    ]);
  });
});

describe('DELETE /stores/v1/products/{id} and the small writes', () => {
  it('deletes a product, then answers 404 for it', async () => {
    const product = await create({ name: 'Gone', priceData: { price: 1 } });
    expect(await kit.call('DELETE', `${PRODUCTS}/${product.id}`)).toMatchObject({ status: 200, body: {} });
    expect((await kit.call('GET', `/stores-reader/v1/products/${product.id}`)).status).toBe(404);
    expect((await kit.call('DELETE', `${PRODUCTS}/${product.id}`)).status).toBe(404);
  });

  it('removes the brand and the ribbon (rule 170)', async () => {
    const product = await create({ name: 'Labelled', priceData: { price: 1 }, brand: 'Acme', ribbon: 'New' });
    expect(product.ribbons).toEqual([{ text: 'New' }]);
    await kit.call('POST', `${PRODUCTS}/${product.id}/remove-brand`, { body: { id: product.id } });
    await kit.call('POST', `${PRODUCTS}/${product.id}/remove-ribbon`, { body: { id: product.id } });
    const { body } = await kit.call('GET', `/stores-reader/v1/products/${product.id}`);
    expect(body.product.brand).toBeUndefined();
    expect(body.product.ribbon).toBe('');
    expect(body.product.ribbons).toEqual([]);
  });

  it('saves and appends nothing for writes that leave the product as it was, in single and bulk calls', async () => {
    const product = await create({ name: 'Plain', priceData: { price: 5 } });
    await kit.newEvents();
    kit.platform.clock.advance({ minutes: 1 });
    const same = await kit.call('PATCH', `${PRODUCTS}/${product.id}`, {
      body: { product: { name: 'Plain', priceData: { price: 5 } } },
    });
    expect(same.status).toBe(200);
    expect(same.body.product.lastUpdated).toBe(product.lastUpdated);
    expect((await kit.call('POST', `${PRODUCTS}/${product.id}/remove-brand`, { body: {} })).status).toBe(200);
    const bulk = await kit.call('POST', '/stores/v1/bulk/products/update', {
      body: { ids: [product.id], set: { price: 5 } },
    });
    expect(bulk.body.results[0].itemMetadata.success).toBe(true);
    const read = await kit.call('GET', `/stores-reader/v1/products/${product.id}`);
    expect(read.body.product.lastUpdated).toBe(product.lastUpdated);
    expect(await kit.newEvents()).toEqual([]);

    // A real change still saves and appends, once, with the previous values of what changed.
    await kit.call('PATCH', `${PRODUCTS}/${product.id}`, { body: { product: { name: 'Plainer' } } });
    const events = await kit.newEvents();
    expect(events.map((event) => event.type)).toEqual([
      'wix.stores.catalog.v3.product_updated',
      'com.wix.ecommerce.catalog.api.v1.ProductChanged',
    ]);
    expect(events[0]?.payload.updatedEvent.modifiedFields).toEqual({
      name: 'Plain',
      updatedDate: product.lastUpdated,
    });
  });

  it('deletes the options of a product that does not manage variants, leaving the default variant', async () => {
    const product = await create(shirt());
    expect((await kit.call('DELETE', `${PRODUCTS}/${product.id}/options`)).status).toBe(200);
    const { body } = await kit.call('GET', `/stores-reader/v1/products/${product.id}`);
    expect(body.product.productOptions).toEqual([]);
    expect(body.product.variants.map((variant: any) => variant.id)).toEqual([DEFAULT_VARIANT_ID]);
    const managed = await create(shirt({ manageVariants: true }));
    expect((await kit.call('DELETE', `${PRODUCTS}/${managed.id}/options`)).status).toBe(428);
  });
});

describe('product media', () => {
  it('adds media by URL, assigns it to a choice of one option only, and removes it', async () => {
    const product = await create(shirt());
    const path = `${PRODUCTS}/${product.id}`;
    const added = await kit.call('POST', `${path}/media`, {
      body: {
        media: [
          { url: 'https://cdn.test/front.jpg' },
          { url: '/media/demo/trail-runner-jacket.svg', choice: { option: 'Size', choice: 'S' } },
        ],
      },
    });
    expect(added).toMatchObject({ status: 200, body: {} });
    let { body } = await kit.call('GET', `/stores-reader/v1/products/${product.id}`);
    const [front, demo] = body.product.media.items;
    expect(body.product.media.mainMedia.image).toEqual({
      url: 'https://cdn.test/front.jpg',
      width: 0,
      height: 0,
      format: 'jpg',
    });
    expect(demo.image).toMatchObject({ width: 800, height: 800 });
    expect(body.product.productOptions[0].choices[0].media.items.map((item: any) => item.id)).toEqual([
      demo.id,
    ]);

    const conflict = await kit.call('PATCH', `${path}/choices/media`, {
      body: { media: [{ option: 'Color', choice: 'White', mediaIds: [front.id] }] },
    });
    expect(conflict.status).toBe(428);
    await kit.call('POST', `${path}/choices/media/delete`, {
      body: { media: [{ option: 'Size', choice: 'S' }] },
    });
    await kit.call('PATCH', `${path}/choices/media`, {
      body: { media: [{ option: 'Color', choice: 'White', mediaIds: [front.id] }] },
    });
    ({ body } = await kit.call('GET', `/stores-reader/v1/products/${product.id}`));
    expect(body.product.productOptions[1].choices[0].media.mainMedia.id).toBe(front.id);

    await kit.call('POST', `${path}/media/delete`, { body: { mediaIds: [front.id] } });
    ({ body } = await kit.call('GET', `/stores-reader/v1/products/${product.id}`));
    expect(body.product.media.items.map((item: any) => item.id)).toEqual([demo.id]);
    expect(body.product.productOptions[1].choices[0].media).toBeUndefined();
    await kit.call('POST', `${path}/media/delete`, { body: { mediaIds: [] } });
    ({ body } = await kit.call('GET', `/stores-reader/v1/products/${product.id}`));
    expect(body.product.media).toEqual({ items: [] });
  });

  it('refuses a media URL no storefront can load as an image (javascript:, data:, //host, text), adding nothing', async () => {
    const product = await create(shirt());
    const path = `${PRODUCTS}/${product.id}`;
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.test/a.png',
      'front.jpg',
    ]) {
      const res = await kit.call('POST', `${path}/media`, {
        body: { media: [{ url: 'https://cdn.test/ok.jpg' }, { url }] },
      });
      expect([url, res.status, res.body.details.validationError.fieldViolations]).toEqual([
        url,
        400,
        [
          {
            field: 'media[1].url',
            description: 'must be an http(s) URL or a path starting with /',
            violatedRule: 'FORMAT',
            data: { type: 'URL' },
          },
        ],
      ]);
    }
    const { body } = await kit.call('GET', `/stores-reader/v1/products/${product.id}`);
    expect(body.product.media).toEqual({ items: [] });
  });

  // A body without its list used to mean "every item": {} removed all the product's media, {media: []} cleared
  // every choice. The official requests require the lists (RemoveProductMediaRequest.mediaIds; choices 1–10; an
  // explicit empty mediaIds still removes all, as documented there); a collection call needs productIds.
  it('refuses media and collection calls without their list, removing nothing', async () => {
    const product = await create(shirt());
    const path = `${PRODUCTS}/${product.id}`;
    await kit.call('POST', `${path}/media`, {
      body: { media: [{ url: 'https://cdn.test/front.jpg', choice: { option: 'Size', choice: 'S' } }] },
    });
    const violation = async (method: string, url: string, body: unknown) => {
      const res = await kit.call(method, url, { body });
      expect(res.status, url).toBe(400);
      return res.body.details.validationError.fieldViolations[0];
    };
    expect(await violation('POST', `${path}/media/delete`, {})).toMatchObject({
      field: 'mediaIds',
      violatedRule: 'REQUIRED_FIELD',
    });
    expect(await violation('POST', `${path}/choices/media/delete`, {})).toMatchObject({
      field: 'media',
      violatedRule: 'REQUIRED_FIELD',
    });
    expect(await violation('POST', `${path}/choices/media/delete`, { media: [] })).toMatchObject({
      field: 'media',
      violatedRule: 'MIN_SIZE',
    });
    expect(
      await violation('POST', `${path}/media/delete`, {
        mediaIds: Array.from({ length: 51 }, (_, i) => `m${i}`),
      }),
    ).toMatchObject({ field: 'mediaIds', violatedRule: 'MAX_SIZE' });
    const collection = (
      await kit.call('POST', '/stores/v1/collections', { body: { collection: { name: 'Kept' } } })
    ).body.collection;
    expect(await violation('POST', `/stores/v1/collections/${collection.id}/productIds`, {})).toMatchObject({
      field: 'productIds',
      violatedRule: 'REQUIRED_FIELD',
    });
    const { body } = await kit.call('GET', `/stores-reader/v1/products/${product.id}`);
    expect(body.product.media.items).toHaveLength(1);
    expect(body.product.productOptions[0].choices[0].media.items).toHaveLength(1);
  });

  it('refuses a media id that was never uploaded and an unknown choice', async () => {
    const product = await create(shirt());
    const path = `${PRODUCTS}/${product.id}/media`;
    expect((await kit.call('POST', path, { body: { media: [{ mediaId: 'abc' }] } })).status).toBe(400);
    const wrong = await kit.call('POST', path, {
      body: { media: [{ url: 'https://x/y.png', choice: { option: 'Size', choice: 'M' } }] },
    });
    expect(wrong.body.details.validationError.fieldViolations[0].field).toBe('media[0].choice.choice');
  });
});
