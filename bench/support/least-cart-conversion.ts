// The least response conversion a client keeping the contract could run on a `getCurrentCart()` answer: the
// reference row "floor + timeout + the least conforming conversion" of cart-get.bench.ts. Hand-written for the cart
// answer, so it pays for nothing our SDK's generic conversion carries (no compiled path trie, no per-endpoint table),
// and it still does all transforms.md asks of the answer, which is what makes it a floor for every conforming client:
//   - §3: every key at every depth is looked at (unknown fields too); `id`, `createdDate`, `updatedDate` become
//     `_id`, `_createdDate`, `_updatedDate`, and dotted keys segment by segment, unless the object already has the
//     new name; `sort.fieldName` string values are renamed too (the official runtime does it on answers as well);
//   - §5 TS-res-4 and FL-res-4: the cart's timestamps become Dates (a falsy one `undefined`) and its float paths turn
//     "NaN"/"Infinity"/"-Infinity" into numbers, wherever the key exists — at these paths written out by hand.
// Its output equals our SDK's `getCurrentCart()` up to key order (least-cart-conversion.test.ts).
//
// How an object is renamed was measured in isolation on the 10-item cart of the benchmark (bench/README.md, "cart-get"):
// a copy by destructuring with a rest element (`const { id, ...rest } = record`, `_id` added last) is the cheapest;
// a copy key by key in key order costs ~10% more, and assigning `_id` then `delete`-ing `id` in place ~60% more (V8
// turns an object that loses a key other than its last into a hash table).

/** The wire names transforms.md §3 renames, as whole segments of a dotted key. */
const SYSTEM_SEGMENT = /(^|\.)(id|createdDate|updatedDate)(?=\.|$)/g;

const renameSegments = (key: string) => key.replace(SYSTEM_SEGMENT, '$1_$2');

/** The caller's name of a wire key (the key itself when it is not renamed). */
const sdkName = (key: string): string =>
  key === 'id'
    ? '_id'
    : key === 'createdDate'
      ? '_createdDate'
      : key === 'updatedDate'
        ? '_updatedDate'
        : key.indexOf('.') < 0
          ? key
          : renameSegments(key);

/** transforms.md §2: a truthy value becomes a Date, a falsy one `undefined`. */
const timestamp = (value: unknown) => (value ? new Date(value as string) : undefined);

/** transforms.md §2: only the three special names become numbers. */
const float = (value: unknown) =>
  value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : value;

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
 * A renamed copy of an object with at least one key to rename. The cart's two shapes (only `id`: line items and
 * images; all three system keys: the cart) are copied by destructuring; anything else key by key.
 *
 * @param record - the object
 * @param dotted - whether one of its keys to rename is dotted
 * @returns the copy
 */
function renamedCopy(record: Json, dotted: boolean): Json {
  if (!dotted && !('_id' in record || '_createdDate' in record || '_updatedDate' in record)) {
    const created = 'createdDate' in record;
    const updated = 'updatedDate' in record;
    if (!created && !updated) {
      const { id, ...rest } = record;
      rest._id = id;
      return rest;
    }
    if (created && updated && 'id' in record) {
      const { id, createdDate, updatedDate, ...rest } = record;
      rest._id = id;
      rest._createdDate = createdDate;
      rest._updatedDate = updatedDate;
      return rest;
    }
  }
  const out: Json = {};
  for (const key in record) {
    const name = sdkName(key);
    out[name !== key && name in record ? key : name] = record[key];
  }
  return out;
}

/**
 * Renames at every depth (children first, in place), copying only the objects that have a key to rename.
 *
 * @param value - the parsed answer (or a part of it)
 * @param inSort - whether `value` is held by a `sort` key
 * @returns the renamed value
 */
function renameEveryKey(value: any, inSort: boolean): any {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item !== null && typeof item === 'object') value[i] = renameEveryKey(item, inSort);
    }
    return value;
  }
  let renames = false;
  let dotted = false;
  for (const key in value) {
    const item = value[key];
    if (item !== null && typeof item === 'object') {
      const renamed = renameEveryKey(item, key === 'sort');
      if (renamed !== item) value[key] = renamed;
    } else if (inSort && key === 'fieldName' && typeof item === 'string') value[key] = renameSegments(item);
    if (key === 'id' || key === 'createdDate' || key === 'updatedDate') renames = true;
    else if (key.indexOf('.') >= 0 && renameSegments(key) !== key) renames = dotted = true;
  }
  return renames ? renamedCopy(value, dotted) : value;
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
