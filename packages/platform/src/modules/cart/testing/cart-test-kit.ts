/**
 * What the cart and checkout tests share: a test platform, buyers of each kind (a fresh visitor or member per call,
 * so tests do not share carts), products made through the catalog API with known prices and stock, the store's
 * pricing configuration, and the events appended since the last look.
 */
import { parseInput } from '../../../http/validate';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from '../../../testing';
import { productCreateSchema } from '../../catalog/product-schema';
import { insertNewProduct } from '../../catalog/product-service';
import type { CouponDefinition, StorePricingConfig } from '../../checkout/pricing';
import { saveCoupons, saveStorePricing } from '../../checkout/store-pricing';

/** A buyer: the Authorization header value and who it is. */
export interface TestBuyer {
  token: string;
  visitorId?: string;
  memberId?: string;
  email?: string;
}

/** A JSON answer. */
export interface JsonReply {
  status: number;
  body: any;
}

/** A product to create: a physical item with tracked stock unless told otherwise. */
export interface TestProductInput {
  name?: string;
  price: number;
  quantity?: number;
  weight?: number;
  productType?: 'physical' | 'digital';
  /** Extra fields of the product create body (`productOptions`, `discount`, `manageVariants`, `visible`…). */
  extra?: Record<string, unknown>;
}

/** The kit. */
export interface CartTestKit {
  platform: TestPlatform;
  apiKey: string;
  visitor(): Promise<TestBuyer>;
  member(options?: { role?: 'MEMBER' | 'OWNER'; visitorId?: string }): Promise<TestBuyer>;
  /** Creates a product through the catalog API (as the API key) and returns its id. */
  product(input: TestProductInput): Promise<string>;
  /** Sends a JSON request in process as `who` (a buyer, a raw Authorization value, or nobody). */
  call(who: TestBuyer | string | undefined, method: string, path: string, body?: unknown): Promise<JsonReply>;
  /** Adds catalog items to a buyer's cart; returns the cart. */
  add(
    buyer: TestBuyer,
    items: { productId: string; quantity?: number; options?: Record<string, unknown> }[],
  ): Promise<any>;
  /**
   * Places a buyer's cart as an order through a checkout (`create-checkout` with an email, shipped and billed to
   * `address`, then `create-order`); returns the order id.
   */
  placeOrder(buyer: TestBuyer, address: Record<string, unknown>): Promise<string>;
  /** Replaces the store's pricing configuration and coupons. */
  pricing(config: Omit<StorePricingConfig, 'currency'> & { currency?: string }): Promise<void>;
  /** Events appended since the last call (oldest first). */
  newEvents(): Promise<{ type: string; entityId: string; payload: any }[]>;
  close(): Promise<void>;
}

/** The Wix Stores app id of catalog references. */
export const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** A US shipping address (Portland, Oregon) the cart and checkout tests ship to. */
export const OREGON = {
  country: 'US',
  subdivision: 'US-OR',
  city: 'Portland',
  postalCode: '97209',
  addressLine: '1 Main St',
};

/**
 * Creates the kit.
 * @param options - platform options
 */
export async function createCartTestKit(options: TestPlatformOptions = {}): Promise<CartTestKit> {
  const platform = await createTestPlatform(options);
  const apiKey = (await platform.seed.apiKey()).key;
  let lastEvent = 0;
  let products = 0;
  const call: CartTestKit['call'] = async (who, method, path, body) => {
    const token = typeof who === 'string' ? who : who?.token;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await platform.request(path, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  const kit: CartTestKit = {
    platform,
    apiKey,
    async visitor() {
      const tokens = await platform.seed.visitorTokens();
      return { token: tokens.accessToken, visitorId: tokens.visitorId };
    },
    async member(memberOptions = {}) {
      const member = await platform.seed.member({ role: memberOptions.role ?? 'MEMBER' });
      const tokens = await platform.seed.memberTokens(member.id, {
        ...(memberOptions.visitorId && { visitorId: memberOptions.visitorId }),
      });
      return { token: tokens.accessToken, memberId: member.id, email: member.email };
    },
    async product(input) {
      const product = {
        name: input.name ?? `Product ${++products}`,
        productType: input.productType ?? 'physical',
        priceData: { price: input.price },
        ...(input.weight !== undefined && { weight: input.weight }),
        stock:
          input.quantity === undefined
            ? { trackInventory: false, inStock: true }
            : { trackInventory: true, quantity: input.quantity },
        ...input.extra,
      };
      // Digital products are not created through the API (rule 161); the demo seed makes them in the service.
      if (product.productType === 'digital') {
        const parsed = parseInput(productCreateSchema(platform.config.currency), product, 'product');
        const { state } = await platform.db.transaction((tx) => insertNewProduct(tx, platform.deps, parsed));
        return state.id;
      }
      const res = await call(apiKey, 'POST', '/stores/v1/products', { product });
      if (res.status !== 200) throw new Error(`product create: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.product.id as string;
    },
    call,
    async add(buyer, items) {
      const res = await call(buyer, 'POST', '/ecom/v1/carts/current/add-to-cart', {
        lineItems: items.map((item) => ({
          catalogReference: {
            appId: STORES,
            catalogItemId: item.productId,
            ...(item.options && { options: item.options }),
          },
          quantity: item.quantity ?? 1,
        })),
      });
      if (res.status !== 200) throw new Error(`add-to-cart: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.cart;
    },
    async placeOrder(buyer, address) {
      const checkout = await call(buyer, 'POST', '/ecom/v1/carts/current/create-checkout', {
        channelType: 'WEB',
        email: 'buyer@example.com',
        shippingAddress: address,
        billingAddress: address,
      });
      if (checkout.status !== 200)
        throw new Error(`create-checkout: ${checkout.status} ${JSON.stringify(checkout.body)}`);
      const placed = await call(
        buyer,
        'POST',
        `/ecom/v1/checkouts/${checkout.body.checkoutId}/create-order`,
        {},
      );
      if (placed.status !== 200)
        throw new Error(`create-order: ${placed.status} ${JSON.stringify(placed.body)}`);
      return placed.body.orderId as string;
    },
    async pricing(config) {
      const { coupons = [], ...rest } = config as StorePricingConfig;
      const now = platform.clock.now();
      await platform.db.query('delete from store_coupons');
      await saveStorePricing(platform.db, { ...rest, currency: platform.config.currency }, now);
      await saveCoupons(platform.db, coupons as CouponDefinition[], now);
    },
    async newEvents() {
      const rows = await platform.db.query<{
        position: string;
        event_type: string;
        entity_id: string;
        payload: any;
      }>(
        'select id::text as position, event_type, entity_id, payload from event_outbox where id > $1 order by id',
        [lastEvent],
      );
      if (rows.length > 0) lastEvent = Number(rows.at(-1)!.position);
      return rows.map((row) => ({ type: row.event_type, entityId: row.entity_id, payload: row.payload }));
    },
    close: () => platform.close(),
  };
  return kit;
}
