import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStorePricing } from '../checkout/pricing';
import { type CartTestKit, createCartTestKit, STORES, type TestBuyer } from './testing/cart-test-kit';

let kit: CartTestKit;
let shirt: string; // Size × Color, $20, 0.2 kg, 10 tracked units
let mug: string; // $12.50 with a $2.50 discount, 3 tracked units
let guide: string; // digital, $9
beforeAll(async () => {
  kit = await createCartTestKit();
  await kit.pricing(demoStorePricing);
  shirt = await kit.product({
    name: 'Shirt',
    price: 20,
    quantity: 10,
    weight: 0.2,
    extra: {
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
    },
  });
  mug = await kit.product({
    name: 'Mug',
    price: 12.5,
    quantity: 3,
    extra: { discount: { type: 'AMOUNT', value: 2.5 } },
  });
  guide = await kit.product({ name: 'Guide', price: 9, productType: 'digital' });
});
afterAll(() => kit.close());

const CART = '/ecom/v1/carts/current';
const line = (productId: string, quantity = 1, options?: Record<string, unknown>) => ({
  catalogReference: { appId: STORES, catalogItemId: productId, ...(options && { options }) },
  quantity,
});
const codeOf = (body: any) => body?.details?.applicationError?.code;

describe('current cart: who may call', () => {
  it('answers 401 without a token and 403 to an API key (the cart belongs to a visitor or a member)', async () => {
    expect((await kit.call(undefined, 'GET', CART)).status).toBe(401);
    expect((await kit.call(undefined, 'POST', `${CART}/add-to-cart`, { lineItems: 'x' })).status).toBe(401);
    expect((await kit.call(kit.apiKey, 'GET', CART)).status).toBe(403);
  });

  it('answers 404 OWNED_CART_NOT_FOUND before the first add, for get and estimate-totals (rule 3)', async () => {
    const buyer = await kit.visitor();
    for (const [method, path] of [
      ['GET', CART],
      ['POST', `${CART}/estimate-totals`],
      ['POST', `${CART}/remove-coupon`],
      ['DELETE', CART],
    ] as const) {
      const res = await kit.call(buyer, method, path, method === 'POST' ? {} : undefined);
      expect([path, res.status, codeOf(res.body)]).toEqual([path, 404, 'OWNED_CART_NOT_FOUND']);
    }
  });
});

describe('currentCart.addToCurrentCart', () => {
  it('creates the cart on the first add and fills the line from the catalog (rules 2, 13, 24)', async () => {
    const buyer = await kit.visitor();
    await kit.newEvents();
    const cart = await kit.add(buyer, [{ productId: mug, quantity: 2 }]);
    expect(cart).toMatchObject({
      buyerInfo: { visitorId: buyer.visitorId },
      currency: 'USD',
      weightUnit: 'KG',
      revision: '1',
      subtotal: { amount: '20.00', formattedAmount: '$20.00' },
    });
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      quantity: 2,
      catalogReference: {
        appId: STORES,
        catalogItemId: mug,
        options: { variantId: '00000000-0000-0000-0000-000000000000' },
      },
      productName: { original: 'Mug' },
      // Rule 24: fullPrice before the catalog discount, price after it.
      fullPrice: { amount: '12.50' },
      price: { amount: '10.00' },
      priceBeforeDiscounts: { amount: '10.00' },
      lineItemPrice: { amount: '20.00' },
      itemType: { preset: 'PHYSICAL' },
      physicalProperties: { shippable: true },
      availability: { status: 'AVAILABLE', quantityAvailable: 3 },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      rootCatalogItemId: mug,
      url: { relativePath: '/product-page/mug' },
    });
    expect((await kit.newEvents()).map((event) => event.type)).toEqual(['wix.ecom.v1.cart_created']);
  });

  it('raises the quantity when the same variant is added again, by variant id or by its choices (rule 14)', async () => {
    const buyer = await kit.visitor();
    const first = await kit.add(buyer, [
      { productId: shirt, options: { options: { Size: 'L', Color: 'Blue' } } },
    ]);
    const variantId = first.lineItems[0].catalogReference.options.variantId;
    const again = await kit.add(buyer, [
      { productId: shirt, quantity: 2, options: { variantId } },
      { productId: shirt, options: { options: { Size: 'S', Color: 'Blue' } } },
    ]);
    expect(again.lineItems.map((item: any) => [item.id === first.lineItems[0].id, item.quantity])).toEqual([
      [true, 3],
      [false, 1],
    ]);
    expect(again.lineItems[0].descriptionLines).toEqual([
      {
        name: { original: 'Size', translated: 'Size' },
        plainText: { original: 'L', translated: 'L' },
        lineType: 'PLAIN_TEXT',
      },
      {
        name: { original: 'Color', translated: 'Color' },
        plainText: { original: 'Blue', translated: 'Blue' },
        lineType: 'PLAIN_TEXT',
      },
    ]);
    expect(again.lineItems[0].physicalProperties).toEqual({ weight: 0.2, shippable: true });
    expect(again.revision).toBe('2');
  });

  it('keeps digital items unshipped', async () => {
    const cart = await kit.add(await kit.visitor(), [{ productId: guide }]);
    expect(cart.lineItems[0]).toMatchObject({
      itemType: { preset: 'DIGITAL' },
      physicalProperties: { shippable: false },
    });
  });

  it('refuses items the catalog does not have, another app id, and an incomplete choice selection', async () => {
    const buyer = await kit.visitor();
    const unknown = await kit.call(buyer, 'POST', `${CART}/add-to-cart`, {
      lineItems: [line('0b5c9d6e-1111-4222-8333-444455556666')],
    });
    expect([unknown.status, codeOf(unknown.body)]).toEqual([400, 'CATALOG_ITEM_NOT_FOUND']);
    const partial = await kit.call(buyer, 'POST', `${CART}/add-to-cart`, {
      lineItems: [line(shirt, 1, { options: { Size: 'L' } })],
    });
    expect(codeOf(partial.body)).toBe('CATALOG_ITEM_NOT_FOUND');
    const otherApp = await kit.call(buyer, 'POST', `${CART}/add-to-cart`, {
      lineItems: [{ catalogReference: { appId: 'bookings', catalogItemId: shirt }, quantity: 1 }],
    });
    expect(otherApp.status).toBe(400);
    expect(otherApp.body.details.validationError.fieldViolations[0].field).toBe(
      'lineItems[0].catalogReference.appId',
    );
    // Nothing was created by the failed adds.
    expect((await kit.call(buyer, 'GET', CART)).status).toBe(404);
  });

  // An add of nothing answered 200 and created an empty cart for a buyer who had none.
  it('refuses an add of nothing with 400 naming lineItems, creating no cart', async () => {
    const buyer = await kit.visitor();
    for (const body of [{}, { lineItems: [] }, { lineItems: [], customLineItems: [] }]) {
      const res = await kit.call(buyer, 'POST', `${CART}/add-to-cart`, body);
      expect([res.status, res.body.details?.validationError?.fieldViolations]).toEqual([
        400,
        [expect.objectContaining({ field: 'lineItems', violatedRule: 'MIN_SIZE' })],
      ]);
    }
    expect((await kit.call(buyer, 'GET', CART)).status).toBe(404);
  });

  it('validates quantities (1..100000) and requires the catalog reference (rule 9)', async () => {
    const buyer = await kit.visitor();
    const zero = await kit.call(buyer, 'POST', `${CART}/add-to-cart`, { lineItems: [line(mug, 0)] });
    expect(zero.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'lineItems[0].quantity',
      violatedRule: 'MIN',
    });
    const missing = await kit.call(buyer, 'POST', `${CART}/add-to-cart`, { lineItems: [{ quantity: 1 }] });
    expect(missing.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'lineItems[0].catalogReference',
      violatedRule: 'REQUIRED_FIELD',
    });
  });

  it('keeps more units than are left, marked PARTIALLY_AVAILABLE, with a WARNING in the estimate (rule 12)', async () => {
    const buyer = await kit.visitor();
    const cart = await kit.add(buyer, [{ productId: mug, quantity: 5 }]);
    expect(cart.lineItems[0].availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 3 });
    const estimate = await kit.call(buyer, 'POST', `${CART}/estimate-totals`, {});
    expect(estimate.body.violations).toEqual([
      expect.objectContaining({
        severity: 'WARNING',
        target: { lineItem: expect.objectContaining({ id: cart.lineItems[0].id }) },
      }),
    ]);
  });

  it('shows an item that ran out as NOT_AVAILABLE with an ERROR that suggests removing it', async () => {
    const buyer = await kit.visitor();
    const scarce = await kit.product({ price: 5, quantity: 1 });
    const cart = await kit.add(buyer, [{ productId: scarce }]);
    await kit.call(kit.apiKey, 'PATCH', `/stores/v2/inventoryItems/product/${scarce}`, {
      inventoryItem: {
        trackQuantity: true,
        variants: [{ variantId: '00000000-0000-0000-0000-000000000000', quantity: 0 }],
      },
    });
    const after = await kit.call(buyer, 'GET', CART);
    expect(after.body.cart.lineItems[0].availability).toEqual({
      status: 'NOT_AVAILABLE',
      quantityAvailable: 0,
    });
    const estimate = await kit.call(buyer, 'POST', `${CART}/estimate-totals`, {});
    expect(estimate.body.violations[0]).toMatchObject({
      severity: 'ERROR',
      target: { lineItem: { id: cart.lineItems[0].id, suggestedFix: 'REMOVE_LINE_ITEM' } },
    });
  });

  it('lets staff add custom line items and refuses them to visitors and members (rule 16)', async () => {
    const custom = {
      quantity: 2,
      price: '7.25',
      productName: { original: 'Gift wrap' },
      itemType: { preset: 'PHYSICAL' },
      descriptionLines: [{ name: { original: 'Paper' }, plainText: { original: 'Kraft' } }],
    };
    const visitor = await kit.visitor();
    expect(
      (await kit.call(visitor, 'POST', `${CART}/add-to-cart`, { customLineItems: [custom] })).status,
    ).toBe(403);
    const owner = await kit.member({ role: 'OWNER' });
    const res = await kit.call(owner, 'POST', `${CART}/add-to-cart`, { customLineItems: [custom, custom] });
    expect(res.status).toBe(200);
    // Custom lines never merge: each is its own line.
    expect(res.body.cart.lineItems).toHaveLength(2);
    expect(res.body.cart.lineItems[0]).toMatchObject({
      customLineItem: true,
      productName: { original: 'Gift wrap' },
      price: { amount: '7.25' },
      lineItemPrice: { amount: '14.50' },
      descriptionLines: [{ name: { original: 'Paper' }, plainText: { original: 'Kraft' } }],
      availability: { status: 'AVAILABLE' },
    });
    const precise = await kit.call(owner, 'POST', `${CART}/add-to-cart`, {
      customLineItems: [{ ...custom, price: '1.005' }],
    });
    expect(precise.body.details.validationError.fieldViolations[0].field).toBe('customLineItems[0].price');
  });

  it('refuses items for another business location (rule 21)', async () => {
    const buyer = await kit.visitor();
    await kit.call(buyer, 'POST', `${CART}/add-to-cart`, {
      lineItems: [line(mug)],
      businessLocationId: 'loc-1',
    });
    const other = await kit.call(buyer, 'POST', `${CART}/add-to-cart`, {
      lineItems: [line(mug)],
      businessLocationId: 'loc-2',
    });
    expect([other.status, codeOf(other.body)]).toEqual([
      428,
      'CART_IS_ALREADY_ASSOCIATED_WITH_DIFFERENT_LOCATION',
    ]);
  });

  // Rule 17: at most 100 lines per add (400) and 300 per cart (428); the same item again still merges at 300.
  it('holds 300 lines: a 301st is refused with CART_LINE_ITEMS_LIMIT_EXCEEDED, a repeat still merges', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 301; index++)
      ids.push(await kit.product({ name: `Bolt ${index}`, price: 1 }));
    const buyer = await kit.visitor();
    const tooMany = await kit.call(buyer, 'POST', `${CART}/add-to-cart`, {
      lineItems: ids.slice(0, 101).map((id) => line(id)),
    });
    expect(tooMany.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'lineItems',
      violatedRule: 'MAX_SIZE',
    });
    for (let batch = 0; batch < 3; batch++) {
      await kit.add(
        buyer,
        ids.slice(batch * 100, batch * 100 + 100).map((productId) => ({ productId })),
      );
    }
    const over = await kit.call(buyer, 'POST', `${CART}/add-to-cart`, { lineItems: [line(ids[300]!)] });
    expect([over.status, codeOf(over.body)]).toEqual([428, 'CART_LINE_ITEMS_LIMIT_EXCEEDED']);
    const merged = await kit.add(buyer, [{ productId: ids[0]! }]);
    expect(merged.lineItems).toHaveLength(300);
    expect(
      merged.lineItems.find((item: any) => item.catalogReference.catalogItemId === ids[0]).quantity,
    ).toBe(2);
  }, 30_000);
});

describe('currentCart.updateCurrentCartLineItemQuantity', () => {
  it('sets quantities and stores at most the units left (rule 18)', async () => {
    const buyer = await kit.visitor();
    const cart = await kit.add(buyer, [{ productId: mug }, { productId: guide }]);
    const [mugLine, guideLine] = cart.lineItems;
    const res = await kit.call(buyer, 'POST', `${CART}/update-line-items-quantity`, {
      lineItems: [
        { id: mugLine.id, quantity: 7 },
        { id: guideLine.id, quantity: 4 },
      ],
    });
    expect(res.body.cart.lineItems.map((item: any) => item.quantity)).toEqual([3, 4]);
    const unknown = await kit.call(buyer, 'POST', `${CART}/update-line-items-quantity`, {
      lineItems: [{ id: 'nope', quantity: 1 }],
    });
    expect(unknown.body.details.validationError.fieldViolations[0].field).toBe('lineItems[0].id');
  });
});

describe('currentCart.removeLineItemsFromCurrentCart', () => {
  it('removes lines, ignores ids it does not have, and keeps an empty cart (rule 19)', async () => {
    const buyer = await kit.visitor();
    const cart = await kit.add(buyer, [{ productId: mug }]);
    const res = await kit.call(buyer, 'POST', `${CART}/remove-line-items`, {
      lineItemIds: [cart.lineItems[0].id, 'gone'],
    });
    expect(res.body.cart).toMatchObject({ id: cart.id, lineItems: [] });
    expect((await kit.call(buyer, 'GET', CART)).body.cart.id).toBe(cart.id);
  });
});

describe('currentCart.updateCurrentCart', () => {
  it('sets and clears the buyer note, contact info and delivery option', async () => {
    const buyer = await kit.visitor();
    await kit.add(buyer, [{ productId: mug }]);
    const contactInfo = {
      address: {
        country: 'us',
        subdivision: 'US-CA',
        city: 'Oakland',
        postalCode: '94607',
        addressLine: '1 Broadway',
      },
      contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
    };
    const set = await kit.call(buyer, 'PATCH', CART, {
      cartInfo: { buyerNote: 'Leave at the door', contactInfo, selectedShippingOption: { code: 'express' } },
    });
    expect(set.body.cart).toMatchObject({
      buyerNote: 'Leave at the door',
      contactInfo: { address: { country: 'US', subdivision: 'US-CA' }, contactDetails: { firstName: 'Ada' } },
      selectedShippingOption: { code: 'express' },
    });
    const cleared = await kit.call(buyer, 'PATCH', CART, {
      cartInfo: { buyerNote: null, selectedShippingOption: null },
    });
    expect(cleared.body.cart.buyerNote).toBeUndefined();
    expect(cleared.body.cart.selectedShippingOption).toBeUndefined();
    expect(cleared.body.cart.contactInfo.address.city).toBe('Oakland');
  });

  // entities.md Address: `country` has the COUNTRY format (ISO 3166-1 alpha-2). `ZZ` was stored and priced as the
  // rest of the world; a subdivision of another country was priced by that subdivision's tax region.
  it('refuses a country that is not an ISO 3166-1 code and a subdivision of another country, changing nothing', async () => {
    const buyer = await kit.visitor();
    await kit.add(buyer, [{ productId: mug }]);
    const { revision } = (await kit.call(buyer, 'GET', CART)).body.cart;
    const violationOf = (res: { status: number; body: any }) => [
      res.status,
      res.body?.details?.validationError?.fieldViolations?.map((v: any) => [v.field, v.violatedRule]),
    ];
    const zz = { country: 'ZZ', city: 'Nowhere' };
    const wrongState = { country: 'US', subdivision: 'MX-JAL' };
    expect(
      violationOf(await kit.call(buyer, 'PATCH', CART, { cartInfo: { contactInfo: { address: zz } } })),
    ).toEqual([400, [['cartInfo.contactInfo.address.country', 'FORMAT']]]);
    expect(
      violationOf(
        await kit.call(buyer, 'PATCH', CART, { cartInfo: { contactInfo: { address: wrongState } } }),
      ),
    ).toEqual([400, [['cartInfo.contactInfo.address.subdivision', 'OTHER']]]);
    expect(
      violationOf(await kit.call(buyer, 'POST', `${CART}/estimate-totals`, { shippingAddress: zz })),
    ).toEqual([400, [['shippingAddress.country', 'FORMAT']]]);
    expect(
      violationOf(
        await kit.call(buyer, 'POST', `${CART}/create-checkout`, {
          channelType: 'WEB',
          email: 'zz@example.com',
          billingAddress: wrongState,
        }),
      ),
    ).toEqual([400, [['billingAddress.subdivision', 'OTHER']]]);
    expect((await kit.call(buyer, 'GET', CART)).body.cart).toMatchObject({ revision });
    // Bare subdivisions, lower case and the ISO code of the country's own subdivision stay accepted.
    for (const address of [
      { country: 'us', subdivision: 'us-ny' },
      { country: 'US', subdivision: 'CA' },
      { country: 'XK' },
    ]) {
      const res = await kit.call(buyer, 'POST', `${CART}/estimate-totals`, { shippingAddress: address });
      expect([address, res.status]).toEqual([address, 200]);
    }
  });

  it('applies one coupon at a time, case-insensitively, and removes it (rule 34)', async () => {
    const buyer = await kit.visitor();
    await kit.add(buyer, [{ productId: mug, quantity: 3 }]);
    const applied = await kit.call(buyer, 'PATCH', CART, { couponCode: 'welcome10' });
    expect(applied.body.cart.appliedDiscounts).toEqual([
      { coupon: { id: expect.any(String), code: 'WELCOME10' } },
    ]);
    // 10% of 30.00.
    expect(applied.body.cart.discount.amount).toBe('3.00');
    const replaced = await kit.call(buyer, 'PATCH', CART, { couponCode: 'FREESHIP' });
    expect(replaced.body.cart.appliedDiscounts).toEqual([
      { coupon: { id: expect.any(String), code: 'FREESHIP' } },
    ]);
    const removed = await kit.call(buyer, 'POST', `${CART}/remove-coupon`, {});
    expect(removed.body.cart.appliedDiscounts).toEqual([]);
  });

  it('refuses unknown, expired and future coupons with their codes (rule 35)', async () => {
    const buyer = await kit.visitor();
    await kit.add(buyer, [{ productId: mug }]);
    const cases = [
      ['NOPE', 404, 'ERROR_COUPON_DOES_NOT_EXIST'],
      ['SUMMER23', 428, 'ERROR_COUPON_HAS_EXPIRED'],
      ['NEWCENTURY', 428, 'ERROR_COUPON_IS_NOT_ACTIVE_YET'],
    ] as const;
    for (const [code, status, error] of cases) {
      const res = await kit.call(buyer, 'PATCH', CART, { couponCode: code });
      expect([code, res.status, codeOf(res.body)]).toEqual([code, status, error]);
    }
  });

  it('lets staff set merchant discounts and refuses them to members (rule 38)', async () => {
    const member = await kit.member();
    await kit.add(member, [{ productId: mug, quantity: 2 }]);
    expect((await kit.call(member, 'PATCH', CART, { merchantDiscounts: [{ amount: '1.00' }] })).status).toBe(
      403,
    );
    const owner = await kit.member({ role: 'OWNER' });
    await kit.add(owner, [{ productId: mug, quantity: 2 }]);
    const res = await kit.call(owner, 'PATCH', CART, { merchantDiscounts: [{ percentage: 25 }] });
    expect(res.body.cart.discount.amount).toBe('5.00');
    expect(res.body.cart.appliedDiscounts).toEqual([
      {
        merchantDiscount: expect.objectContaining({
          amount: expect.objectContaining({ amount: '5.00' }),
          percentage: 25,
        }),
      },
    ]);
  });

  it('adds line items too, creating the cart, but answers 404 to a change of a cart that does not exist', async () => {
    const buyer = await kit.visitor();
    expect((await kit.call(buyer, 'PATCH', CART, { cartInfo: { buyerNote: 'x' } })).status).toBe(404);
    const res = await kit.call(buyer, 'PATCH', CART, { lineItems: [line(guide)] });
    expect(res.body.cart.lineItems).toHaveLength(1);
  });

  // Rule 6 counts updates: an update asking for nothing bumped the revision and updatedDate and emitted cart_updated.
  it('treats an update that sets nothing as no update: same revision and date, no event', async () => {
    const buyer = await kit.visitor();
    expect((await kit.call(buyer, 'PATCH', CART, {})).status).toBe(404);
    const added = (await kit.call(buyer, 'POST', `${CART}/add-to-cart`, { lineItems: [line(guide)] })).body
      .cart;
    await kit.newEvents();
    for (const body of [{}, { cartInfo: {} }, { cartInfo: { buyerInfo: {} } }, { lineItems: [] }]) {
      const res = await kit.call(buyer, 'PATCH', CART, body);
      expect(res.status).toBe(200);
      expect(res.body.cart).toEqual(added);
    }
    expect((await kit.newEvents()).filter((event) => event.type.endsWith('cart_updated'))).toEqual([]);
    const noted = await kit.call(buyer, 'PATCH', CART, { cartInfo: { buyerNote: 'ring twice' } });
    expect(Number(noted.body.cart.revision)).toBe(Number(added.revision) + 1);
  });

  // Rule 6 counts updates: one that set the values the cart already had raised the revision and emitted cart_updated.
  it('treats an update to the values the cart already has as no update: same answer, no event', async () => {
    const update = {
      couponCode: 'welcome10',
      cartInfo: {
        buyerNote: 'Leave at the door',
        contactInfo: { address: { country: 'us', subdivision: 'US-CA', city: 'Oakland' } },
        selectedShippingOption: { code: 'express' },
      },
    };
    // A visitor's cart changes optimistically; a member who was a visitor in the session takes the locked way.
    for (const buyer of [await kit.visitor(), await kit.member({ visitorId: randomUUID() })]) {
      await kit.add(buyer, [{ productId: mug, quantity: 3 }]);
      const set = (await kit.call(buyer, 'PATCH', CART, update)).body.cart;
      await kit.newEvents();
      // The same values, told another way: the code in another case, the fields in another order.
      const same = {
        cartInfo: { ...update.cartInfo, buyerNote: 'Leave at the door' },
        couponCode: 'WELCOME10',
      };
      for (const body of [update, same]) {
        const res = await kit.call(buyer, 'PATCH', CART, body);
        expect([res.status, res.body.cart]).toEqual([200, set]);
      }
      expect((await kit.newEvents()).filter((event) => event.type.endsWith('cart_updated'))).toEqual([]);
      const noted = await kit.call(buyer, 'PATCH', CART, { cartInfo: { buyerNote: 'Ring twice' } });
      expect(Number(noted.body.cart.revision)).toBe(Number(set.revision) + 1);
    }
  });

  it('refuses a contact id from a logged-in member (rule 20)', async () => {
    const member = await kit.member();
    await kit.add(member, [{ productId: guide }]);
    const res = await kit.call(member, 'PATCH', CART, { cartInfo: { buyerInfo: { contactId: 'c-1' } } });
    expect(codeOf(res.body)).toBe('CAN_ONLY_UPDATE_CONTACT_ID_FOR_NOT_LOGGED_IN_CUSTOMER');
  });
});

describe('currentCart.deleteCurrentCart', () => {
  it('deletes the cart, answers {}, and the next add makes a new cart (rule 5)', async () => {
    const buyer = await kit.visitor();
    const cart = await kit.add(buyer, [{ productId: mug }]);
    await kit.newEvents();
    const res = await kit.call(buyer, 'DELETE', CART);
    expect([res.status, res.body]).toEqual([200, {}]);
    const events = await kit.newEvents();
    expect(events.map((event) => [event.type, event.entityId])).toEqual([
      ['wix.ecom.v1.cart_deleted', cart.id],
    ]);
    expect(events[0]!.payload.deletedEvent.deletedEntity.id).toBe(cart.id);
    expect((await kit.call(buyer, 'GET', CART)).status).toBe(404);
    expect((await kit.add(buyer, [{ productId: mug }])).id).not.toBe(cart.id);
  });
});

describe('current cart of a visitor who logs in (rule 7)', () => {
  it('becomes the member cart when the member has none', async () => {
    const visitor = await kit.visitor();
    const cart = await kit.add(visitor, [{ productId: mug }]);
    const member = await kit.member({ visitorId: visitor.visitorId! });
    const res = await kit.call(member, 'GET', CART);
    expect(res.body.cart).toMatchObject({
      id: cart.id,
      buyerInfo: { memberId: member.memberId, email: member.email },
    });
    expect((await kit.call(visitor, 'GET', CART)).status).toBe(404);
  });

  it('adds its lines to the member cart when there is one, and is deleted', async () => {
    const memberOnly: TestBuyer = await kit.member();
    const memberCart = await kit.add(memberOnly, [{ productId: mug, quantity: 1 }]);
    const visitor = await kit.visitor();
    await kit.add(visitor, [{ productId: mug, quantity: 2 }, { productId: guide }]);
    // The same member logs in again, this time from the visitor's session.
    const tokens = await kit.platform.seed.memberTokens(memberOnly.memberId!, {
      visitorId: visitor.visitorId!,
    });
    const res = await kit.call(tokens.accessToken, 'GET', CART);
    expect(res.body.cart.id).toBe(memberCart.id);
    expect(res.body.cart.lineItems.map((item: any) => [item.productName.original, item.quantity])).toEqual([
      ['Mug', 3],
      ['Guide', 1],
    ]);
    expect((await kit.call(visitor, 'GET', CART)).status).toBe(404);
  });
});

describe('current cart: one serialisation for the answer and the event', () => {
  it('answers each change with its own cart, the cart its event carries, never an earlier text', async () => {
    const buyer = await kit.visitor();
    await kit.newEvents();
    const answers = [];
    for (const [path, body] of [
      [`${CART}/add-to-cart`, { lineItems: [line(guide)] }],
      [`${CART}/add-to-cart`, { lineItems: [line(guide, 2)] }],
      [`${CART}/add-to-cart`, { lineItems: [line(mug)] }],
    ] as const) {
      const answer = await kit.call(buyer, 'POST', path, body);
      expect(answer.status).toBe(200);
      answers.push(answer.body.cart);
    }
    const removed = await kit.call(buyer, 'POST', `${CART}/remove-line-items`, {
      lineItemIds: [answers[2].lineItems[1].id],
    });
    answers.push(removed.body.cart);
    expect(answers.map((cart) => cart.revision)).toEqual(['1', '2', '3', '4']);
    expect(answers.map((cart) => cart.lineItems.map((item: any) => item.quantity))).toEqual([
      [1],
      [3],
      [3, 1],
      [3],
    ]);
    const events = await kit.newEvents();
    expect(
      events.map((event) => event.payload.createdEvent?.entity ?? event.payload.updatedEvent.currentEntity),
    ).toEqual(answers);
  });
});
