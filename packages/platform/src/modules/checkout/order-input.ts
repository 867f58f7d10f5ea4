/**
 * A priced checkout as the order the orders module creates (business-rules 50, orders README "For the checkout"):
 * line items with the checkout's prices and taxes, buyer, billing and shipping details, price summary, discounts,
 * fees, channel, checkout and purchase-flow ids.
 */
import type { CheckoutView } from './checkout-view';

/**
 * The catalog reference of a custom line item that has none: orders require one (rule 50), and a custom item
 * belongs to no catalog, so it names the line itself under the nil app id.
 */
export const CUSTOM_LINE_APP_ID = '00000000-0000-0000-0000-000000000000';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function lineItemsOf(view: CheckoutView): Record<string, unknown>[] {
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
    return {
      id: line.id,
      productName: { original: pricing.name, translated: pricing.name },
      catalogReference: line.catalogReference ?? { appId: CUSTOM_LINE_APP_ID, catalogItemId: line.id },
      quantity: line.quantity,
      ...(prices && {
        price: prices.price,
        priceBeforeDiscounts: prices.priceBeforeDiscounts,
        totalDiscount: prices.totalDiscount,
        lineItemPrice: prices.lineItemPrice,
        totalPriceBeforeTax: prices.totalPriceBeforeTax,
        totalPriceAfterTax: prices.totalPriceAfterTax,
        taxDetails: prices.taxDetails,
      }),
      itemType,
      physicalProperties: {
        ...(pricing.weight !== undefined && { weight: Number(pricing.weight) }),
        ...(sku && { sku }),
        shippable: pricing.shippable ?? false,
      },
      paymentOption: pricing.paymentOption ?? 'FULL_PAYMENT_ONLINE',
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
      // A DIGITAL item needs `digitalFile` (rule 50); the catalog keeps no files, so the product stands for it.
      ...(pricing.itemType === 'DIGITAL' && { digitalFile: { fileId: item?.productId ?? line.id } }),
    };
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
export function toOrderInput(view: CheckoutView): Record<string, unknown> {
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
      ...(buyer.memberId && { memberId: buyer.memberId }),
      ...(buyer.visitorId && { visitorId: buyer.visitorId }),
      // A contact id a visitor typed is kept only when it is a GUID (orders validate it).
      ...(buyer.contactId && GUID.test(buyer.contactId) && { contactId: buyer.contactId }),
      ...(buyer.email && { email: buyer.email }),
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
  };
}
