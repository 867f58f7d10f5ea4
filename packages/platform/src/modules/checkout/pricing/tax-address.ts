import type { PricingAddress } from './store-pricing-config';

/** The addresses an order or a checkout knows, for choosing the one its tax follows. */
export interface TaxAddresses {
  /** Where picked-up goods are handed over (the selected pickup option's address). */
  pickup?: PricingAddress;
  shipping?: PricingAddress;
  billing?: PricingAddress;
  /** The store's own address (`store.defaultAddress`), when the buyer gave none. */
  storeDefault?: PricingAddress;
}

/**
 * The address tax is computed for (rule 26): picked-up goods are taxed where they are handed over; otherwise the
 * shipping address when something is shipped, the billing address when nothing is, then the store's own address.
 * The checkout prices with it, and an order edit taxes the lines it adds with it, so both find the same region.
 * @param addresses - the known addresses
 * @param shipsSomething - whether any line is shippable
 */
export function taxableAddress(addresses: TaxAddresses, shipsSomething: boolean): PricingAddress | undefined {
  if (addresses.pickup) return addresses.pickup;
  const preferred = shipsSomething
    ? (addresses.shipping ?? addresses.billing)
    : (addresses.billing ?? addresses.shipping);
  return preferred ?? addresses.storeDefault;
}
