import { type Money, toWirePrice } from '../../../money';
import type { TaxedAmount } from './build-tax-details';
import type { DeliveryLogistics, ShippingInformation } from './estimate-totals-output';
import type { QuotedOption, ShippingQuote } from './quote-shipping';

function logistics(option: QuotedOption): DeliveryLogistics {
  const config = option.config;
  return {
    ...(config.deliveryTime !== undefined && { deliveryTime: config.deliveryTime }),
    ...(config.instructions !== undefined && { instructions: config.instructions }),
    ...(config.deliveryTimeSlot && { deliveryTimeSlot: { ...config.deliveryTimeSlot } }),
    ...(config.pickup && {
      pickupDetails: {
        address: { ...config.pickup.address },
        pickupMethod: config.pickup.method,
        ...(config.pickup.businessLocation !== undefined && {
          businessLocation: config.pickup.businessLocation,
        }),
      },
    }),
  };
}

/**
 * The wire `shippingInfo` (rule 30): the region, the selected option with its cost (price before discount and tax,
 * discount, before/after tax, tax details) and every offered option grouped by carrier. Empty when nothing is
 * shipped, shipping was not calculated or could not be.
 * @param quote - the shipping quote
 * @param discount - the shipping discount
 * @param taxed - the selected option's price after discount, with its tax
 */
export function buildShippingInfo(
  quote: ShippingQuote,
  discount: Money,
  taxed: TaxedAmount,
): ShippingInformation {
  if (quote.status !== 'QUOTED') return { carrierServiceOptions: [] };
  const carriers = new Map<string, ShippingInformation['carrierServiceOptions'][number]>();
  for (const option of quote.options) {
    let carrier = carriers.get(option.carrierId);
    if (!carrier) {
      carrier = { carrierId: option.carrierId, shippingOptions: [] };
      carriers.set(option.carrierId, carrier);
    }
    carrier.shippingOptions.push({
      code: option.config.code,
      title: option.config.title,
      logistics: logistics(option),
      cost: { price: toWirePrice(option.price), otherCharges: [] },
    });
  }
  const selected = quote.selected;
  return {
    region: { id: quote.region.id, name: quote.region.name },
    selectedCarrierServiceOption: {
      code: selected.config.code,
      title: selected.config.title,
      logistics: logistics(selected),
      cost: {
        price: toWirePrice(selected.price),
        totalDiscount: toWirePrice(discount),
        totalPriceBeforeTax: toWirePrice(taxed.beforeTax),
        totalPriceAfterTax: toWirePrice(taxed.afterTax),
        taxDetails: taxed.details,
      },
      requestedShippingOption: quote.requestedShippingOption,
      carrierId: selected.carrierId,
    },
    carrierServiceOptions: [...carriers.values()],
  };
}
