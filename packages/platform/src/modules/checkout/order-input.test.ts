import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestKit, createCartTestKit, OREGON, type TestBuyer } from '../cart/testing/cart-test-kit';
import { createCatalogService } from '../catalog';
import { createOrder, ValidNewOrder } from '../orders';
import { findCheckout } from './checkout-store';
import { loadCheckoutView } from './checkout-view';
import { orderOfCheckout, toOrderInput } from './order-input';
import { demoStorePricing } from './pricing';
import { loadStorePricing } from './store-pricing';

let kit: CartTestKit;
let lamp: string; // $30, 0.5 kg, tracked
let poster: string; // $20, untracked
beforeAll(async () => {
  kit = await createCartTestKit();
  await kit.pricing(demoStorePricing);
  lamp = await kit.product({ name: 'Lamp', price: 30, quantity: 40, weight: 0.5 });
  poster = await kit.product({ name: 'Poster', price: 20, weight: 0.1 });
});
afterAll(() => kit.close());

const CART = '/ecom/v1/carts/current';
const CONTACT = { firstName: 'Ada', lastName: 'Lovelace', phone: '+1 503 555 0100' };

/** A checkout of the buyer's cart, shipped and billed to Oregon with contact details. */
async function checkoutOf(buyer: TestBuyer, body: Record<string, unknown> = {}): Promise<string> {
  const made = await kit.call(buyer, 'POST', `${CART}/create-checkout`, {
    channelType: 'WEB',
    shippingAddress: OREGON,
    billingAddress: OREGON,
    ...body,
  });
  expect(made.status).toBe(200);
  return made.body.checkoutId;
}

async function viewOf(checkoutId: string) {
  const { platform } = kit;
  const deps = { ...platform.deps, catalog: createCatalogService(platform.deps) };
  const checkout = (await findCheckout(platform.db, checkoutId))!;
  return loadCheckoutView(deps, platform.db, checkout, await loadStorePricing(platform.db, platform.config));
}

// What differs between two orders created from the same input: their ids and numbers, activity and event ids.
const RANDOM = new Set(['id', 'number', 'orderId', 'orderNumber', 'eventId', 'entityId']);
const masked = (json: string) =>
  JSON.stringify(JSON.parse(json), (key, value) => (RANDOM.has(key) && key !== '' ? '*' : value));

describe('the order of a checkout', () => {
  it('is created exactly as createOrder creates it after validating it: same order, same order_created bytes', async () => {
    const owner = await kit.member({ role: 'OWNER' });
    await kit.add(owner, [{ productId: lamp, quantity: 2 }, { productId: poster }]);
    const added = await kit.call(owner, 'POST', `${CART}/add-to-cart`, {
      customLineItems: [
        { quantity: 1, price: '4.50', productName: { original: 'Guide' }, itemType: { preset: 'DIGITAL' } },
        {
          quantity: 3,
          price: '12',
          productName: { original: 'Engraving', translated: 'Engraving' },
          itemType: { custom: 'service-extra' },
          catalogReference: { appId: 'my-app', catalogItemId: 'engraving-1', options: { font: 'serif' } },
          descriptionLines: [{ name: { original: 'Text' }, plainText: { original: 'Hello' } }],
          physicalProperties: { weight: 0.2, sku: 'ENG-1', shippable: true },
          media: { url: 'https://example.com/e.png', width: 10, height: 10 },
        },
      ],
    });
    expect(added.status).toBe(200);
    const id = await checkoutOf(owner, { shippingAddress: OREGON });
    const patched = await kit.call(owner, 'PATCH', `/ecom/v1/checkouts/${id}`, {
      checkout: {
        billingInfo: { address: OREGON, contactDetails: CONTACT },
        shippingInfo: { shippingDestination: { contactDetails: CONTACT, address: OREGON } },
        buyerNote: 'Leave at the door',
      },
      couponCode: 'SAVE5',
    });
    expect(patched.status).toBe(200);
    const view = await viewOf(id);
    expect(orderOfCheckout(view)).toBeInstanceOf(ValidNewOrder);
    const draft = toOrderInput(view);
    const { platform } = kit;
    const create = (order: unknown) =>
      platform.db.transaction((tx) => createOrder(tx, platform.deps, { order, throttleBuyerMail: true }));
    const validated = (await create(draft)).order;
    const taken = (await create(new ValidNewOrder(draft))).order;
    expect(masked(JSON.stringify(taken))).toBe(masked(JSON.stringify(validated)));
    const payloadOf = async (orderId: string) =>
      (
        await platform.db.query<{ payload: unknown }>(
          `select payload from event_outbox where entity_id = $1 and event_type like '%order_created'`,
          [orderId],
        )
      ).map((row) => (typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload)));
    const [validatedEvent] = await payloadOf(validated.id);
    const [takenEvent] = await payloadOf(taken.id);
    expect(masked(takenEvent!)).toBe(masked(validatedEvent!));
    // The case covers what the order takes from the checkout: catalog and custom lines, coupon, notes, contacts.
    expect(taken).toMatchObject({
      buyerInfo: { email: owner.email, memberId: owner.memberId },
      billingInfo: { contactDetails: CONTACT },
      recipientInfo: { contactDetails: CONTACT },
      buyerNote: 'Leave at the door',
      appliedDiscounts: [{ coupon: { code: 'SAVE5' } }],
    });
    expect(taken.lineItems).toHaveLength(4);
  });

  it('outside the order limits is validated by createOrder and refused as before', async () => {
    // A staff member's custom line, placed through a checkout: the answer to create-order.
    const placeCustom = async (line: Record<string, unknown>) => {
      const owner = await kit.member({ role: 'OWNER' });
      await kit.call(owner, 'POST', `${CART}/add-to-cart`, {
        customLineItems: [{ productName: { original: 'Custom' }, itemType: { preset: 'SERVICE' }, ...line }],
      });
      const id = await checkoutOf(owner, { email: 'ada@example.com' });
      return kit.call(owner, 'POST', `/ecom/v1/checkouts/${id}/create-order`, {});
    };
    const tooLong = await placeCustom({
      quantity: 1,
      price: '5',
      catalogReference: { appId: 'my-app', catalogItemId: 'x'.repeat(40) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details.validationError.fieldViolations).toMatchObject([
      { field: 'order.lineItems[0].catalogReference.catalogItemId', violatedRule: 'MAX_LENGTH' },
    ]);
    const tooMuch = await placeCustom({ quantity: 100_000, price: '9999999999999' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.details.validationError.fieldViolations[0]).toMatchObject({
      violatedRule: 'DECIMAL_LTE',
    });
  });
});
