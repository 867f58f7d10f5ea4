/**
 * Stored line items → what the catalog says about them now: the catalog item, the availability of the requested
 * quantity (rule 12) and the pricing engine's line (rule 23–24). Prices always come from the catalog, never from the
 * caller or the stored line (the snapshot only stands in for an item that left the catalog).
 */
import type { Queryable } from '../../db/database';
import type { CatalogItem, CatalogService } from '../catalog';
import {
  type AvailabilityStatus,
  DEMO_DIGITAL_TAX_GROUP,
  type ItemType,
  type PricingLineItem,
} from '../checkout/pricing';
import type { StoredLineItem } from './cart-model';

/** Availability of a line (`lineItems[].availability`). */
export interface LineAvailability {
  status: AvailabilityStatus;
  quantityAvailable?: number;
}

/** A line item with what the catalog says about it. */
export interface ResolvedLine {
  line: StoredLineItem;
  /** The catalog item; absent for custom lines and for items no longer in the catalog. */
  item?: CatalogItem;
  availability: LineAvailability;
  pricing: PricingLineItem;
}

/**
 * Tax group of downloadable products: the pricing configuration can give it its own rate (the demo store does not
 * tax digital goods in California).
 */
export const DIGITAL_TAX_GROUP = DEMO_DIGITAL_TAX_GROUP;

/**
 * Availability of `quantity` units of a catalog item (rule 12): NOT_FOUND when it is gone, NOT_AVAILABLE when it is
 * hidden or out of stock, PARTIALLY_AVAILABLE with the units left when fewer than asked are tracked.
 * @param item - the catalog item (undefined when not found)
 * @param quantity - units asked for
 */
export function availabilityOf(item: CatalogItem | undefined, quantity: number): LineAvailability {
  if (!item) return { status: 'NOT_FOUND' };
  if (!item.visible || !item.inStock) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
  if (item.trackQuantity && item.quantity !== undefined) {
    if (item.quantity <= 0) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 };
    if (item.quantity < quantity) return { status: 'PARTIALLY_AVAILABLE', quantityAvailable: item.quantity };
    return { status: 'AVAILABLE', quantityAvailable: item.quantity };
  }
  return { status: 'AVAILABLE' };
}

function catalogPricing(
  line: StoredLineItem,
  item: CatalogItem | undefined,
  availability: LineAvailability,
): PricingLineItem {
  const snapshot = line.snapshot;
  const productType = item?.productType ?? snapshot?.productType ?? 'physical';
  const weight = item ? item.weight : snapshot?.weight;
  return {
    id: line.id,
    quantity: line.quantity,
    name: item?.name ?? snapshot?.name ?? 'Item',
    fullPrice: item?.price ?? snapshot?.fullPrice ?? 0,
    price: item?.discountedPrice ?? snapshot?.price ?? 0,
    itemType: productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    shippable: productType === 'physical',
    ...(weight !== undefined && { weight }),
    paymentOption: 'FULL_PAYMENT_ONLINE',
    productId: line.catalogReference?.catalogItemId ?? '',
    collectionIds: item?.collectionIds ?? [],
    ...(productType === 'digital' && { taxGroupId: DIGITAL_TAX_GROUP }),
    availability,
  };
}

function customPricing(line: StoredLineItem): PricingLineItem {
  const custom = line.custom!;
  const preset = custom.itemType.preset;
  const itemType: ItemType = preset ?? 'UNRECOGNISED';
  return {
    id: line.id,
    quantity: line.quantity,
    name: custom.productName.original,
    fullPrice: custom.fullPrice ?? custom.price,
    price: custom.price,
    itemType,
    shippable: custom.physicalProperties?.shippable ?? preset === 'PHYSICAL',
    ...(custom.physicalProperties?.weight !== undefined && { weight: custom.physicalProperties.weight }),
    paymentOption: custom.paymentOption ?? 'FULL_PAYMENT_ONLINE',
    ...(custom.depositAmount !== undefined && { depositAmount: custom.depositAmount }),
    ...(line.catalogReference && { productId: line.catalogReference.catalogItemId }),
    ...(custom.taxGroupId && { taxGroupId: custom.taxGroupId }),
    availability: { status: 'AVAILABLE' },
  };
}

/**
 * Reads the catalog items of stored lines (one query) and resolves each line.
 * @param db - database or transaction
 * @param catalog - the catalog service
 * @param lines - stored line items
 */
export async function resolveLines(
  db: Queryable,
  catalog: CatalogService,
  lines: readonly StoredLineItem[],
): Promise<ResolvedLine[]> {
  const catalogLines = lines.filter((line) => line.custom === undefined);
  const items = await catalog.getCatalogItems(
    db,
    catalogLines.map((line) => ({
      productId: line.catalogReference?.catalogItemId ?? '',
      ...(line.variantId && { variantId: line.variantId }),
    })),
  );
  const byLine = new Map(catalogLines.map((line, index) => [line.id, items[index]]));
  return lines.map((line) => {
    if (line.custom) return { line, availability: { status: 'AVAILABLE' }, pricing: customPricing(line) };
    const item = byLine.get(line.id);
    const availability = availabilityOf(item, line.quantity);
    return { line, ...(item && { item }), availability, pricing: catalogPricing(line, item, availability) };
  });
}
