// The renaming half of the least conforming conversions (least-cart-conversion.ts, least-products-conversion.ts):
// transforms.md §3 — every key at every depth is looked at (unknown fields too); `id`, `createdDate`, `updatedDate`
// become `_id`, `_createdDate`, `_updatedDate`, and dotted keys segment by segment, unless the object already has the
// new name; `sort.fieldName` string values are renamed too (the official runtime does it on answers as well).
//
// How an object is renamed was measured on the 10-item cart of cart-get, alone (bench/README.md) and in the
// benchmark's rotation: a copy by destructuring with a rest element (`const { id, ...rest } = record`, the new names
// added last) is the cheapest, a copy key by key in key order within noise of it in the rotation, and assigning
// `_id` then `delete`-ing `id` in place 7–16 µs a cart dearer (V8 turns an object that loses a key other than its
// last into a hash table).

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

/**
 * A renamed copy of an object with at least one key to rename: by destructuring when its keys to rename are plain
 * system keys whose new names it lacks (an object with only `id`, most of them, leaves out one name, not three),
 * key by key otherwise.
 *
 * @param record - the object
 * @param dotted - whether one of its keys to rename is dotted
 * @returns the copy
 */
function renamedCopy(record: Record<string, any>, dotted: boolean): Record<string, any> {
  if (!dotted && !('_id' in record || '_createdDate' in record || '_updatedDate' in record)) {
    const created = 'createdDate' in record;
    const updated = 'updatedDate' in record;
    if (!created && !updated) {
      const { id, ...rest } = record;
      rest._id = id;
      return rest;
    }
    const { id, createdDate, updatedDate, ...rest } = record;
    if ('id' in record) rest._id = id;
    if (created) rest._createdDate = createdDate;
    if (updated) rest._updatedDate = updatedDate;
    return rest;
  }
  const out: Record<string, any> = {};
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
export function renameEveryKey(value: any, inSort: boolean): any {
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
