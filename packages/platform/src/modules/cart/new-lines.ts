/**
 * Checks line items to add before they touch a cart: catalog references must name a variant of a visible product
 * of this store's catalog (rules 9–12), custom line items need staff (rule 16) and amounts in the store currency.
 */
import { type Caller, isStaff } from '../../auth/caller';
import type { Queryable } from '../../db/database';
import { ApiError, type FieldViolation } from '../../http/api-error';
import { GUID } from '../../http/validate';
import { isMoneyError, parseDecimal } from '../../money';
import { type CatalogItemRef, type CatalogService, STORES_APP_ID } from '../catalog';
import { type CatalogReference, customTextFieldsOf, type NewCatalogLine } from './cart-model';
import type { CustomLineItemInput } from './schema';

/** A catalog line item as the request gives it. */
export interface LineItemRequest {
  catalogReference: CatalogReference;
  quantity: number;
}

/**
 * The catalog item a reference names (rule 11): `options.variantId`, else `options.options` (option name → choice),
 * else the product's only variant.
 * @param reference - the catalog reference
 */
export function catalogItemRefOf(reference: CatalogReference): CatalogItemRef {
  const options = reference.options ?? {};
  const ref: CatalogItemRef = { productId: reference.catalogItemId };
  if (typeof options.variantId === 'string' && options.variantId)
    return { ...ref, variantId: options.variantId };
  const choices = options.options;
  if (choices && typeof choices === 'object' && !Array.isArray(choices)) {
    return {
      ...ref,
      choices: Object.fromEntries(
        Object.entries(choices as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      ),
    };
  }
  return ref;
}

/**
 * Resolves catalog line items to their variants.
 * @param db - database or transaction
 * @param catalog - the catalog service
 * @param items - line items of the request
 * @param field - where they are in the request (`lineItems`)
 * @throws ApiError 400 `CATALOG_ITEM_NOT_FOUND` (rule 12's recommendation: our catalog is local, so an unknown or
 *   hidden product, variant or choice selection is refused instead of kept as NOT_FOUND); 400 validation errors for
 *   references to another app
 */
export async function resolveNewCatalogLines(
  db: Queryable,
  catalog: CatalogService,
  items: readonly LineItemRequest[],
  field = 'lineItems',
): Promise<NewCatalogLine[]> {
  const violations: FieldViolation[] = [];
  items.forEach((item, index) => {
    const at = `${field}[${index}].catalogReference`;
    if (item.catalogReference.appId !== STORES_APP_ID) {
      violations.push({
        field: `${at}.appId`,
        description: `must be the Wix Stores app id ${STORES_APP_ID} (the only catalog of this store)`,
        violatedRule: 'OTHER',
        data: { appId: item.catalogReference.appId },
      });
    }
    if (!GUID.test(item.catalogReference.catalogItemId)) {
      violations.push({
        field: `${at}.catalogItemId`,
        description: 'must be a product id (GUID)',
        violatedRule: 'FORMAT',
        data: { type: 'GUID' },
      });
    }
  });
  if (violations.length > 0) throw ApiError.invalid(violations);
  const found = await catalog.getCatalogItems(
    db,
    items.map((item) => catalogItemRefOf(item.catalogReference)),
  );
  return items.map((item, index) => {
    const catalogItem = found[index];
    if (!catalogItem?.visible) {
      throw ApiError.badRequest(
        'CATALOG_ITEM_NOT_FOUND',
        `The catalog has no product ${item.catalogReference.catalogItemId} with these options`,
        { index, catalogReference: item.catalogReference },
      );
    }
    const customTextFields = customTextFieldsOf(item.catalogReference);
    return {
      quantity: item.quantity,
      catalogReference: {
        appId: STORES_APP_ID,
        catalogItemId: catalogItem.productId,
        // The stored reference names the variant, whichever way it was given, so later reads are exact.
        options: {
          variantId: catalogItem.variantId,
          ...(Object.keys(catalogItem.choices).length > 0 && { options: catalogItem.choices }),
          ...(customTextFields && { customTextFields }),
        },
      },
      variantId: catalogItem.variantId,
      ...(customTextFields && { customTextFields }),
      snapshot: {
        name: catalogItem.name,
        price: catalogItem.discountedPrice,
        fullPrice: catalogItem.price,
        productType: catalogItem.productType,
        ...(catalogItem.sku && { sku: catalogItem.sku }),
        ...(catalogItem.weight !== undefined && { weight: catalogItem.weight }),
      },
    };
  });
}

/**
 * Checks custom line items: staff only (rule 16), amounts with no more decimals than the store currency has.
 * @param caller - the caller
 * @param items - validated custom line items
 * @param currency - the store currency
 * @param field - where they are in the request (`customLineItems`)
 * @throws ApiError 403 for visitors and members; 400 for amounts the currency cannot hold
 */
export function checkCustomLines(
  caller: Caller,
  items: readonly CustomLineItemInput[],
  currency: string,
  field = 'customLineItems',
): void {
  if (items.length === 0) return;
  if (!isStaff(caller)) throw ApiError.forbidden('Custom line items need an owner or a contributor');
  const violations: FieldViolation[] = [];
  items.forEach((item, index) => {
    for (const key of ['price', 'fullPrice', 'depositAmount'] as const) {
      const value = item[key];
      if (value === undefined) continue;
      try {
        parseDecimal(value, currency, { nonNegative: true });
      } catch (error) {
        if (!isMoneyError(error)) throw error;
        violations.push({
          field: `${field}[${index}].${key}`,
          description: `is not an amount of ${currency}: ${error.message}`,
          violatedRule: 'DECIMAL_MAX_SCALE',
          data: {},
        });
      }
    }
  });
  if (violations.length > 0) throw ApiError.invalid(violations);
}
