// The least response conversion a client keeping the contract could run on a `getCurrentCart()` answer: the
// reference row "floor + timeout + the least conforming conversion" of cart-get.bench.ts. Hand-written for the cart
// answer, so it pays for nothing our SDK's generic conversion carries (no compiled path trie, no per-endpoint table),
// and it still does all transforms.md asks of the answer, which is what makes it a floor for every conforming client:
//   - §3: renames at every depth (least-rename.ts);
//   - §5 TS-res-4 and FL-res-4: the cart's timestamps become Dates (a falsy one `undefined`) and its float paths turn
//     "NaN"/"Infinity"/"-Infinity" into numbers, wherever the key exists — at these paths written out by hand.
// Its output equals our SDK's `getCurrentCart()` up to key order (least-conversions.test.ts).

import { renameEveryKey } from './least-rename';
import { float, timestamp } from './least-values';

type Json = Record<string, any>;

/**
 * Converts the values at TS-res-4 and FL-res-4 (wire names), in place.
 *
 * @param cart - the answer's `cart`
 */
function convertCartValues(cart: Json): void {
  if ('createdDate' in cart) cart.createdDate = timestamp(cart.createdDate);
  if ('updatedDate' in cart) cart.updatedDate = timestamp(cart.updatedDate);
  const geocode = cart.contactInfo?.address?.geocode;
  if (geocode) {
    if ('latitude' in geocode) geocode.latitude = float(geocode.latitude);
    if ('longitude' in geocode) geocode.longitude = float(geocode.longitude);
  }
  const lineItems = cart.lineItems;
  if (!Array.isArray(lineItems)) return;
  for (let i = 0; i < lineItems.length; i++) {
    const item = lineItems[i];
    const image = item.image;
    if (image) {
      if ('urlExpirationDate' in image) image.urlExpirationDate = timestamp(image.urlExpirationDate);
      const focalPoint = image.focalPoint;
      if (focalPoint) {
        if ('x' in focalPoint) focalPoint.x = float(focalPoint.x);
        if ('y' in focalPoint) focalPoint.y = float(focalPoint.y);
      }
    }
    const physical = item.physicalProperties;
    if (physical && 'weight' in physical) physical.weight = float(physical.weight);
    const overridden = item.catalogOverrideFields?.physicalProperties;
    if (overridden && 'weight' in overridden) overridden.weight = float(overridden.weight);
    const subscription = item.subscriptionOptionInfo?.subscriptionSettings;
    if (subscription && 'startDate' in subscription)
      subscription.startDate = timestamp(subscription.startDate);
    const service = item.serviceProperties;
    if (service) {
      if ('scheduledDate' in service) service.scheduledDate = timestamp(service.scheduledDate);
      if ('endDate' in service) service.endDate = timestamp(service.endDate);
    }
  }
}

/**
 * The least conforming conversion of a `GET /ecom/v1/carts/current` answer.
 *
 * @param body - the parsed answer (`{ cart }`), converted in place where it can be
 * @returns the converted answer (its `cart` is what `getCurrentCart()` returns)
 */
export function leastCartConversion(body: Json): Json {
  const cart = body.cart;
  if (cart !== null && typeof cart === 'object') convertCartValues(cart);
  return renameEveryKey(body, false);
}
