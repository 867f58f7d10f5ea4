import type { TestPlatform } from '@bazaar/platform/testing';
import type { Callers } from './callers';
import { callOk, callPlatform } from './platform-call';

/** The Wix Stores app id of catalog references. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** An id no entity has: requests to it reach the guard, then find nothing. */
export const ABSENT_ID = '00000000-0000-4000-8000-00000000dead';

/** The data the matrix's requests point at, most of it belonging to member A. */
export interface MatrixFixtures {
  clientId: string;
  memberA: { id: string };
  /** The site owner (the OWNER member). */
  owner: { id: string };
  productId: string;
  hiddenProductId: string;
  collectionId: string;
  collectionSlug: string;
  /** A checkout of member A (from A's cart). */
  checkoutOfA: string;
  /** A new checkout of member A, for cells whose allowed call consumes it. */
  freshCheckoutOfA(): Promise<string>;
  /** Member A's order (bought as member A, created by staff). */
  orderOfA: { id: string; lineItemId: string };
  /** Member A's id, after making sure A's profile is public (A joined the community). */
  publicMemberA(): Promise<string>;
  /** Member A's "about" (created again when a cell deleted it). */
  aboutOfA(): Promise<string>;
}

/**
 * A catalog line item.
 * @param productId - the product
 * @param quantity - units
 */
export const catalogLine = (productId: string, quantity = 1) => ({
  catalogReference: { appId: STORES_APP_ID, catalogItemId: productId },
  quantity,
});

/**
 * Creates a product through the catalog API as staff and returns its id.
 * @param platform - the test platform
 * @param staff - a staff `Authorization` header
 * @param product - fields over a visible, untracked 10.00 product
 */
export async function createProduct(
  platform: TestPlatform,
  staff: string,
  product: Record<string, unknown> = {},
): Promise<string> {
  const body = await callOk(platform, staff, 'POST', '/stores/v1/products', {
    product: {
      name: `Security product ${Math.random().toString(36).slice(2, 8)}`,
      priceData: { price: 10 },
      stock: { trackInventory: false, inStock: true },
      ...product,
    },
  });
  return body.product.id;
}

/**
 * Arranges the matrix's data through the public API.
 * @param platform - the test platform
 * @param callers - the matrix's callers
 */
export async function createMatrixFixtures(
  platform: TestPlatform,
  callers: Callers,
): Promise<MatrixFixtures> {
  const staff = callers.headers.apiKey!;
  const memberA = callers.headers.memberA!;
  const productId = await createProduct(platform, staff);
  const hiddenProductId = await createProduct(platform, staff, { visible: false });
  const { collection } = await callOk(platform, staff, 'POST', '/stores/v1/collections', {
    collection: { name: 'Security collection' },
  });
  const freshCheckoutOfA = async () => {
    await callOk(platform, memberA, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [catalogLine(productId)],
    });
    const body = await callOk(platform, memberA, 'POST', '/ecom/v1/carts/current/create-checkout', {
      channelType: 'WEB',
    });
    return body.checkoutId as string;
  };
  const { order } = await callOk(platform, staff, 'POST', '/ecom/v1/orders', {
    order: {
      channelInfo: { type: 'WEB' },
      status: 'APPROVED',
      buyerInfo: { email: callers.memberA.email, memberId: callers.memberA.id },
      lineItems: [
        {
          productName: { original: 'Mug' },
          catalogReference: { appId: STORES_APP_ID, catalogItemId: productId },
          quantity: 1,
          price: { amount: '10.00' },
          itemType: { preset: 'PHYSICAL' },
        },
      ],
      priceSummary: { subtotal: { amount: '10.00' }, total: { amount: '10.00' } },
      currency: 'USD',
    },
  });
  const aboutOfA = async () => {
    const mine = await callPlatform(platform, memberA, 'GET', '/members/v2/abouts/my');
    if (mine.body?.memberAbout) return mine.body.memberAbout.id as string;
    const created = await callOk(platform, memberA, 'POST', '/members/v2/abouts', {
      memberAbout: { content: { nodes: [] } },
    });
    return created.memberAbout.id as string;
  };
  return {
    clientId: platform.clientId,
    memberA: callers.memberA,
    owner: callers.owner,
    productId,
    hiddenProductId,
    collectionId: collection.id,
    collectionSlug: collection.slug,
    checkoutOfA: await freshCheckoutOfA(),
    freshCheckoutOfA,
    orderOfA: { id: order.id, lineItemId: order.lineItems[0].id },
    aboutOfA,
    async publicMemberA() {
      await callOk(platform, memberA, 'POST', '/members/v1/members/join-community', {});
      return callers.memberA.id;
    },
  };
}
