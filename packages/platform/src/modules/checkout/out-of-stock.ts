/**
 * The catalog's `INSUFFICIENT_INVENTORY` as the checkout's codes (business-rules 46): nothing left at all, or fewer
 * than asked. Placing an order and adding items to an order (commit-deltas) answer short stock the same way.
 */
import { ApiError } from '../../http/api-error';

/**
 * The out-of-stock error of a short inventory.
 * @param error - the catalog's `INSUFFICIENT_INVENTORY`, with `data.items[] {productId, variantId, requested, available}`
 */
export function outOfStock(error: ApiError): ApiError {
  const items = (error.data.items as { available: number }[] | undefined) ?? [];
  const full = items.every((item) => item.available === 0);
  return ApiError.precondition(
    full ? 'FULL_OUT_OF_STOCK' : 'PARTIAL_OUT_OF_STOCK',
    full ? 'Some items are out of stock' : 'Some items do not have enough units in stock',
    { items },
  );
}
