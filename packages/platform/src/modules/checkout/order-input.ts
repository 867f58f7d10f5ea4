/**
 * A priced checkout as the order the orders module creates (business-rules 50, orders README "For the checkout"):
 * line items with the checkout's prices and taxes, buyer, billing and shipping details, price summary, discounts,
 * fees, channel, checkout and purchase-flow ids.
 *
 * The order is built as `newOrderSchema` gives an order back — its known keys first, in the schema's order, then the
 * others — so that createOrder can take it without validating it again ({@link orderOfCheckout}); what the
 * checkout's own validation and pricing do not already keep within the order's limits is checked here, and an order
 * outside them is left to createOrder's validation (the same 400 as before).
 */
import { z } from 'zod';
import { GUID } from '../../http/validate';
import { type NewOrder, ValidNewOrder } from '../orders';
import { CURRENCY_CODE, isPriceAmount, NEW_ORDER_LIMITS } from '../orders/order-schema';
import { CHANNEL_TYPES } from '../orders/order-types';
import type { CheckoutView } from './checkout-view';

/**
 * The catalog reference of a custom line item that has none: orders require one (rule 50), and a custom item
 * belongs to no catalog, so it names the line itself under the nil app id.
 */
export const CUSTOM_LINE_APP_ID = '00000000-0000-0000-0000-000000000000';

function lineItemsOf(view: CheckoutView): NewOrder['lineItems'] {
  const calculated = new Map(view.totals.calculatedLineItems.map((line) => [line.lineItemId, line]));
  return view.lines.map(({ line, item, pricing }) => {
    const prices = calculated.get(line.id)?.pricesBreakdown;
    const custom = line.custom;
    const itemType = custom
      ? custom.itemType.preset
        ? { preset: custom.itemType.preset }
        : { custom: custom.itemType.custom }
      : { preset: pricing.itemType };
    const image = item?.image ?? custom?.media;
    const sku = item?.sku ?? custom?.physicalProperties?.sku;
    const reference = line.catalogReference;
    // The keys in newLineItemSchema's order (createOrder keeps them where they are), then the others.
    return {
      id: line.id,
      productName: { original: pricing.name, translated: pricing.name },
      catalogReference: reference
        ? {
            catalogItemId: reference.catalogItemId,
            appId: reference.appId,
            ...(reference.options && { options: reference.options }),
          }
        : { catalogItemId: line.id, appId: CUSTOM_LINE_APP_ID },
      quantity: line.quantity,
      ...(prices && { price: prices.price }),
      itemType,
      ...(prices && {
        priceBeforeDiscounts: prices.priceBeforeDiscounts,
        totalDiscount: prices.totalDiscount,
        lineItemPrice: prices.lineItemPrice,
        totalPriceBeforeTax: prices.totalPriceBeforeTax,
        totalPriceAfterTax: prices.totalPriceAfterTax,
      }),
      physicalProperties: {
        ...(pricing.weight !== undefined && { weight: Number(pricing.weight) }),
        ...(sku && { sku }),
        shippable: pricing.shippable ?? false,
      },
      paymentOption: pricing.paymentOption ?? 'FULL_PAYMENT_ONLINE',
      // A DIGITAL item needs `digitalFile` (rule 50); the catalog keeps no files, so the product stands for it.
      ...(pricing.itemType === 'DIGITAL' && { digitalFile: { fileId: item?.productId ?? line.id } }),
      ...(prices && { taxDetails: prices.taxDetails }),
      descriptionLines: [
        ...Object.entries(item?.choices ?? {}).map(([name, choice]) => ({
          name: { original: name, translated: name },
          plainText: { original: choice, translated: choice },
          lineType: 'PLAIN_TEXT',
        })),
        ...(custom?.descriptionLines ?? []),
      ],
      ...(image?.url && {
        image: { id: image.id ?? image.url, url: image.url, width: image.width, height: image.height },
      }),
      ...(item && { rootCatalogItemId: item.productId, url: { relativePath: item.pagePath } }),
    } as unknown as NewOrder['lineItems'][number];
  });
}

function shippingInfoOf(view: CheckoutView): Record<string, unknown> | undefined {
  const selected = view.totals.shippingInfo.selectedCarrierServiceOption;
  if (!selected) return undefined;
  const destination = view.checkout.state.shippingDestination;
  const { pickupDetails, ...logistics } = selected.logistics;
  return {
    title: selected.title,
    code: selected.code,
    carrierId: selected.carrierId,
    logistics: {
      ...logistics,
      ...(pickupDetails ? { pickupDetails } : destination && { shippingDestination: destination }),
    },
    cost: {
      price: selected.cost.price,
      totalPriceBeforeTax: selected.cost.totalPriceBeforeTax,
      totalPriceAfterTax: selected.cost.totalPriceAfterTax,
      taxDetails: selected.cost.taxDetails,
      discount: selected.cost.totalDiscount,
    },
    ...(view.totals.shippingInfo.region && { region: view.totals.shippingInfo.region }),
  };
}

/**
 * The order to create from a priced checkout.
 * @param view - the checkout priced now
 */
export function toOrderInput(view: CheckoutView): NewOrder {
  const { checkout, totals, buyer } = view;
  const { state } = checkout;
  const shippingInfo = shippingInfoOf(view);
  return {
    lineItems: lineItemsOf(view),
    channelInfo: { type: checkout.channelType },
    priceSummary: {
      subtotal: totals.priceSummary.subtotal,
      shipping: totals.priceSummary.shipping,
      tax: totals.priceSummary.tax,
      discount: totals.priceSummary.discount,
      total: totals.priceSummary.total,
      totalAdditionalFees: totals.priceSummary.additionalFees,
    },
    buyerInfo: {
      ...(buyer.email && { email: buyer.email }),
      ...(buyer.memberId && { memberId: buyer.memberId }),
      ...(buyer.visitorId && { visitorId: buyer.visitorId }),
      // A contact id a visitor typed is kept only when it is a GUID (orders validate it).
      ...(buyer.contactId && GUID.test(buyer.contactId) && { contactId: buyer.contactId }),
    },
    currency: totals.currency,
    weightUnit: totals.weightUnit,
    taxIncludedInPrices: view.store.tax?.taxIncludedInPrices ?? false,
    checkoutId: checkout.id,
    purchaseFlowId: state.purchaseFlowId,
    ...(state.billingInfo && { billingInfo: state.billingInfo }),
    ...(state.shippingDestination && shippingInfo && { recipientInfo: state.shippingDestination }),
    ...(shippingInfo && { shippingInfo }),
    ...(state.buyerNote && { buyerNote: state.buyerNote }),
    appliedDiscounts: totals.appliedDiscounts,
    additionalFees: totals.additionalFees,
    taxSummary: { totalTax: totals.taxSummary.totalTax },
  } as unknown as NewOrder;
}

const email = z.email();
const PRICE_KEYS = [
  'price',
  'priceBeforeDiscounts',
  'totalDiscount',
  'lineItemPrice',
  'totalPriceBeforeTax',
  'totalPriceAfterTax',
] as const;
const WEIGHT_UNITS: readonly (string | undefined)[] = ['UNSPECIFIED_WEIGHT_UNIT', 'KG', 'LB'];
const SUMMARY_KEYS = ['subtotal', 'shipping', 'tax', 'discount', 'total', 'totalAdditionalFees'] as const;

const isPrice = (price: { amount?: unknown; formattedAmount?: unknown } | undefined) =>
  price !== undefined &&
  isPriceAmount(price.amount) &&
  (price.formattedAmount === undefined || typeof price.formattedAmount === 'string');
const isText = (value: unknown, max: number) =>
  typeof value === 'string' && value.length >= 1 && value.length <= max;
const isShortText = (value: unknown, max: number) =>
  value === undefined || (typeof value === 'string' && value.length <= max);
const isGuid = (value: unknown) => value === undefined || (typeof value === 'string' && GUID.test(value));

/**
 * Whether an order built by {@link toOrderInput} is within `newOrderSchema`'s limits. The rest holds by construction:
 * item types and payment options come from the pricing types, DIGITAL lines get their `digitalFile`, addresses were
 * validated when the buyer gave them, the buyer note is bounded as in the cart and checkout, a contact id is kept
 * only when it is a GUID. Checked: what prices, the store's configuration (not validated when saved), member accounts
 * and custom lines can make larger or other than an order allows (amounts up to 10^15, a custom line's longer
 * catalog reference, a long delivery title, a login email the order's email check refuses…).
 */
function withinOrderLimits(order: NewOrder): boolean {
  const limits = NEW_ORDER_LIMITS;
  const lines = order.lineItems;
  if (lines.length < 1 || lines.length > limits.lineItems) return false;
  for (const line of lines) {
    const weight = line.physicalProperties?.weight;
    if (
      !isGuid(line.id) ||
      !isText(line.productName.original, limits.productName) ||
      !isText(line.catalogReference.catalogItemId, limits.catalogItemId) ||
      !isText(line.catalogReference.appId, limits.appId) ||
      !Number.isInteger(line.quantity) ||
      line.quantity < 1 ||
      line.quantity > limits.quantity ||
      (weight !== undefined && !Number.isFinite(weight)) ||
      !PRICE_KEYS.every((key) => isPrice(line[key]))
    )
      return false;
  }
  const { buyerInfo: buyer, shippingInfo } = order;
  return (
    CHANNEL_TYPES.includes(order.channelInfo.type) &&
    SUMMARY_KEYS.every((key) => isPrice(order.priceSummary[key])) &&
    (buyer?.email === undefined || email.safeParse(buyer.email).success) &&
    isGuid(buyer?.memberId) &&
    isGuid(buyer?.visitorId) &&
    CURRENCY_CODE.test(order.currency ?? '') &&
    WEIGHT_UNITS.includes(order.weightUnit ?? 'KG') &&
    typeof order.taxIncludedInPrices === 'boolean' &&
    isGuid(order.checkoutId) &&
    isGuid(order.purchaseFlowId) &&
    isShortText(shippingInfo?.title, limits.shippingTitle) &&
    isShortText(order.buyerNote, limits.buyerNote) &&
    (order.appliedDiscounts?.length ?? 0) <= limits.appliedDiscounts &&
    (order.additionalFees?.length ?? 0) <= limits.additionalFees
  );
}

/**
 * The order of a priced checkout for createOrder: taken as it is when within the order's limits, else bare, for
 * createOrder to validate (and refuse) as any other order.
 * @param view - the checkout priced now
 */
export function orderOfCheckout(view: CheckoutView): NewOrder | ValidNewOrder {
  const order = toOrderInput(view);
  return withinOrderLimits(order) ? new ValidNewOrder(order) : order;
}
