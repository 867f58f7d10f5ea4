/**
 * Line items a `commit-deltas` adds (`lineItemAdded`, business-rules 73). Items of this store's catalog (the Wix
 * Stores app id) are priced and described by the catalog — never by the caller; the commit then takes them out of
 * stock with its other stock changes (edit-inventory.ts, rule 52). Other apps' items are taken as given, as
 * `createOrder` takes them. An unknown or hidden product is refused as the cart refuses it (rule 12,
 * `CATALOG_ITEM_NOT_FOUND`).
 */
import { z } from 'zod';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/validate';
import { catalogItemRefOf } from '../cart/new-lines';
import { type CatalogItem, createCatalogService, STORES_APP_ID } from '../catalog';
import { normalizeLineItem } from './create-order';
import { minorOf, priceOf } from './order-money';
import { newLineItemSchema } from './order-schema';
import type { OrderLineItem } from './order-types';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What an added line of this store's catalog may say: which item and how many (rule 9); the rest is the catalog's. */
const addedLineSchema = z.looseObject({
  catalogReference: z.looseObject({
    appId: z.literal(STORES_APP_ID),
    catalogItemId: z.string().regex(GUID, 'must be a product id (GUID)'),
    options: z.record(z.string(), z.unknown()).optional(),
  }),
  quantity: z.number().int().min(1).max(100000),
});

/** An added line as the request gives it, with where it is in the request. */
export interface AddedLineRequest {
  lineItem: unknown;
  /** `changes.lineItems[i].lineItem` */
  path: string;
}

function toLineItem(item: CatalogItem, quantity: number, currency: string): OrderLineItem {
  const price = { amount: priceOf(minorOf(item.discountedPrice, currency), currency).amount };
  const digital = item.productType === 'digital';
  return normalizeLineItem(
    {
      productName: { original: item.name, translated: item.name },
      catalogReference: {
        appId: STORES_APP_ID,
        catalogItemId: item.productId,
        // The stored reference names the variant, so a later cancel restocks exactly what was taken.
        options: {
          variantId: item.variantId,
          ...(Object.keys(item.choices).length > 0 && { options: item.choices }),
        },
      },
      quantity,
      price,
      priceBeforeDiscounts: price,
      itemType: { preset: digital ? 'DIGITAL' : 'PHYSICAL' },
      physicalProperties: {
        ...(item.weight !== undefined && { weight: item.weight }),
        ...(item.sku && { sku: item.sku }),
        shippable: !digital,
      },
      // A DIGITAL item needs `digitalFile` (rule 50); the catalog keeps no files, so the product stands for it.
      ...(digital && { digitalFile: { fileId: item.productId } }),
      descriptionLines: Object.entries(item.choices).map(([name, choice]) => ({
        name: { original: name, translated: name },
        plainText: { original: choice, translated: choice },
        lineType: 'PLAIN_TEXT',
      })),
      ...(item.image && {
        image: { id: item.image.id, url: item.image.url, width: item.image.width, height: item.image.height },
      }),
      rootCatalogItemId: item.productId,
      url: { relativePath: item.pagePath },
    },
    currency,
  );
}

/**
 * Returns the added lines as order lines, in request order: this store's catalog items resolved against the catalog,
 * other apps' items as given.
 * @param tx - the commit's transaction
 * @param deps - clock and configuration (the catalog service)
 * @param added - the added lines, in request order
 * @param currency - the order's currency (the store's: only such orders can be edited)
 * @throws ApiError 400 with field violations for a bad reference or quantity; 400 `CATALOG_ITEM_NOT_FOUND` for an
 *   unknown or hidden product, variant or choice selection
 */
export async function addedCatalogLines(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
  added: readonly AddedLineRequest[],
  currency: string,
): Promise<OrderLineItem[]> {
  // A line of another app's catalog (a booking, a ticket) is described by the caller, as in `createOrder`: this
  // store has no such catalog to price it from or take it out of.
  const ofStores = added.map(
    (line) =>
      (line.lineItem as { catalogReference?: { appId?: unknown } })?.catalogReference?.appId ===
      STORES_APP_ID,
  );
  const foreign = added.map((line, index) =>
    ofStores[index]
      ? undefined
      : normalizeLineItem(parseInput(newLineItemSchema, line.lineItem ?? {}, line.path), currency),
  );
  const stores = added.filter((_, index) => ofStores[index]);
  const resolved = await storesLines(tx, deps, stores, currency);
  return foreign.map((line) => line ?? resolved.shift()!);
}

/** This store's catalog items of the added lines, priced by the catalog. */
async function storesLines(
  tx: Queryable,
  deps: Pick<PlatformDeps, 'clock' | 'config'>,
  added: readonly AddedLineRequest[],
  currency: string,
): Promise<OrderLineItem[]> {
  if (added.length === 0) return [];
  const requests = added.map((line) => parseInput(addedLineSchema, line.lineItem ?? {}, line.path));
  const catalog = createCatalogService(deps);
  const found = await catalog.getCatalogItems(
    tx,
    requests.map((request) => catalogItemRefOf(request.catalogReference)),
  );
  const items = requests.map((request, index) => {
    const item = found[index];
    if (!item?.visible) {
      throw ApiError.badRequest(
        'CATALOG_ITEM_NOT_FOUND',
        `The catalog has no product ${request.catalogReference.catalogItemId} with these options`,
        { field: added[index]!.path, catalogReference: request.catalogReference },
      );
    }
    return item;
  });
  return items.map((item, index) => toLineItem(item, requests[index]!.quantity, currency));
}
