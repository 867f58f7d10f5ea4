/**
 * What the edit-versus-checkout tests share: orders placed through cart and checkout (with a coupon when told), edits
 * by commit-deltas, and the money an order ends with, keyed by product name so an edited order and one placed with
 * the edited lines compare field by field.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { type CartTestKit, createCartTestKit, STORES } from '../../cart/testing/cart-test-kit';
import {
  type CouponDefinition,
  DEMO_DIGITAL_TAX_GROUP,
  type ShippingRegionConfig,
  type StorePricingConfig,
} from '../../checkout/pricing';
import { type OrderApi, orderApi } from './order-api';

/** New York: 8.875%, the US region of {@link editTestStore}. */
export const NEW_YORK = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10001',
  addressLine: '1 Broadway',
};
/** London: automatic UK VAT (20%). */
export const LONDON = { country: 'GB', city: 'London', postalCode: 'N1 9GU', addressLine: '1 High St' };

/** A region shipping anywhere with one flat 5.00 option, code `flat`. */
export const FLAT_EVERYWHERE: ShippingRegionConfig = {
  id: '7c1d2e3f-0000-4000-8000-00000000000a',
  name: 'Everywhere',
  destinations: 'REST_OF_WORLD',
  options: [{ code: 'flat', title: 'Flat', rate: { type: 'FLAT', price: '5.00' } }],
};

/**
 * A store taxing New York at 8.875% (downloads at 4%) and the UK at its automatic VAT, shipping taxed; shipping by
 * `regions` (default: {@link FLAT_EVERYWHERE}).
 * @param options - rounding, tax-inclusive prices, shipping regions, coupons
 */
export function editTestStore(
  options: Pick<StorePricingConfig, 'roundingStrategy'> & {
    taxIncluded?: boolean;
    regions?: readonly ShippingRegionConfig[];
    coupons?: CouponDefinition[];
  } = {},
) {
  return {
    weightUnit: 'KG' as const,
    roundingStrategy: options.roundingStrategy ?? 'CURRENCY_PRECISION',
    shipping: { regions: options.regions ?? [FLAT_EVERYWHERE] },
    tax: {
      taxShipping: true,
      taxIncludedInPrices: options.taxIncluded ?? false,
      regions: [
        {
          name: 'New York',
          country: 'US',
          subdivision: 'US-NY',
          rateType: 'MANUAL_RATE' as const,
          rate: '0.08875',
          groupRates: { [DEMO_DIGITAL_TAX_GROUP]: '0.04' },
        },
        { name: 'UK VAT', country: 'GB', rateType: 'AUTO_RATE' as const },
      ],
    },
    coupons: options.coupons ?? [],
  };
}

/** A catalog line of an order to place or add. */
export interface ProductLine {
  productId: string;
  quantity: number;
}

/**
 * An approved order placed through cart and checkout by a new visitor, shipped and billed to `address`.
 * @param kit - the cart test kit
 * @param staff - a staff caller
 * @param lines - what the buyer buys
 * @param address - shipping and billing address
 * @param couponCode - a coupon the buyer applies to the cart
 */
export async function checkoutOrder(
  kit: CartTestKit,
  staff: OrderApi,
  lines: ProductLine[],
  address: Record<string, unknown>,
  couponCode?: string,
) {
  const buyer = await kit.visitor();
  await kit.add(buyer, lines);
  if (couponCode) {
    const applied = await kit.call(buyer, 'PATCH', '/ecom/v1/carts/current', { couponCode });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }
  const orderId = await kit.placeOrder(buyer, address);
  const approved = await staff('POST', `/ecom/v1/orders/${orderId}/update-status`, { status: 'APPROVED' });
  expect(approved.status).toBe(200);
  return approved.body.order;
}

/**
 * Commits line-item deltas and returns the edited order.
 * @param staff - a staff caller
 * @param orderId - the order
 * @param lineItems - `changes.lineItems`
 */
export async function commitLines(staff: OrderApi, orderId: string, lineItems: unknown[]) {
  const res = await staff('POST', `/ecom/v1/orders/${orderId}/commit-deltas`, {
    reason: 'Buyer called',
    changes: { lineItems },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order;
}

/**
 * The `changes.lineItems` that add catalog lines.
 * @param lines - products and quantities
 */
export const added = (lines: ProductLine[]) =>
  lines.map(({ productId, quantity }) => ({
    lineItemAdded: true,
    lineItem: { catalogReference: { appId: STORES, catalogItemId: productId }, quantity },
  }));

/**
 * The money an order ends with: its summary, tax summary, balance, shipping, discounts and each line's prices and
 * tax, lines named by product.
 * @param order - a wire order
 */
export const totalsOf = (order: any) => {
  const names = new Map(order.lineItems.map((line: any) => [line.id, line.productName.original]));
  const cost = order.shippingInfo?.cost;
  return {
    priceSummary: Object.fromEntries(
      ['subtotal', 'shipping', 'tax', 'discount', 'total'].map((key) => [
        key,
        order.priceSummary[key].amount,
      ]),
    ),
    taxSummary: order.taxSummary.totalTax.amount,
    balance: order.balanceSummary.balance.amount,
    shipping: cost && {
      code: order.shippingInfo.code,
      price: cost.price.amount,
      discount: cost.discount?.amount,
      afterTax: cost.totalPriceAfterTax?.amount,
    },
    discounts: (order.appliedDiscounts ?? []).map((discount: any) => ({
      type: discount.discountType,
      coupon: discount.coupon?.code,
      amount: (discount.coupon ?? discount.merchantDiscount ?? discount.discountRule).amount.amount,
      lines: (discount.lineItemIds ?? []).map((id: string) => names.get(id)).sort(),
    })),
    lines: Object.fromEntries(
      order.lineItems.map((line: any) => [
        line.productName.original,
        {
          quantity: line.quantity,
          lineItemPrice: line.lineItemPrice.amount,
          discount: line.totalDiscount?.amount,
          beforeTax: line.totalPriceBeforeTax.amount,
          afterTax: line.totalPriceAfterTax.amount,
          taxRate: line.taxDetails.taxRate,
          taxableAmount: line.taxDetails.taxableAmount.amount,
          tax: line.taxDetails.totalTax.amount,
          rates: line.taxDetails.rateBreakdown.map((part: any) => [part.name, part.rate, part.tax.amount]),
        },
      ]),
    ),
  };
};

/** The file's cart kit, its staff caller and the catalog products the edit tests buy and add. */
export interface CheckoutEditBed {
  readonly kit: CartTestKit;
  readonly staff: OrderApi;
  /** 10.03, 0.5 kg. */
  readonly lamp: string;
  /** 20.03, 2 kg. */
  readonly rug: string;
  /** 45.00, 1 kg. */
  readonly vase: string;
  /** 12.00, digital: taxed at New York's 4% rate for downloads. */
  readonly ebook: string;
}

/**
 * Registers the file's kit (made in `beforeAll` with the clock at 2024-05-01 10:00 UTC, closed in `afterAll`) and its
 * products. Call it once at the top of the file.
 */
export function checkoutEditBed(): CheckoutEditBed {
  let bed: CheckoutEditBed | undefined;
  beforeAll(async () => {
    const kit = await createCartTestKit({ now: '2024-05-01T10:00:00.000Z' });
    bed = {
      kit,
      staff: orderApi(kit.platform, kit.apiKey),
      lamp: await kit.product({ name: 'Lamp', price: 10.03, weight: 0.5 }),
      rug: await kit.product({ name: 'Rug', price: 20.03, weight: 2 }),
      vase: await kit.product({ name: 'Vase', price: 45, weight: 1 }),
      ebook: await kit.product({ name: 'Ebook', price: 12, productType: 'digital' }),
    };
  });
  afterAll(() => bed?.kit.close());
  const started = (): CheckoutEditBed => {
    if (!bed) throw new Error('checkoutEditBed: used before the file’s tests started');
    return bed;
  };
  return {
    get kit() {
      return started().kit;
    },
    get staff() {
      return started().staff;
    },
    get lamp() {
      return started().lamp;
    },
    get rug() {
      return started().rug;
    },
    get vase() {
      return started().vase;
    },
    get ebook() {
      return started().ebook;
    },
  };
}
