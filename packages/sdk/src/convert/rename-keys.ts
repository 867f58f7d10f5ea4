// transforms.md §3: exactly these three keys are renamed, at every depth, in both directions. Map lookups: this
// runs for every key of every response, and returns the same strings every time (no allocation).
const FROM_WIRE = new Map([
  ['id', '_id'],
  ['createdDate', '_createdDate'],
  ['updatedDate', '_updatedDate'],
]);
const TO_WIRE = new Map([...FROM_WIRE].map(([wire, sdk]) => [sdk, wire]));

const systemName = (key: string, toWire: boolean): string | undefined =>
  (toWire ? TO_WIRE : FROM_WIRE).get(key);

/**
 * Renames every segment of a dotted path (`lineItems._id` → `lineItems.id`).
 *
 * @param path - the dotted path
 * @param toWire - true for SDK → wire names, false for wire → SDK names
 * @returns the renamed path
 */
export function renamePath(path: string, toWire: boolean): string {
  return path
    .split('.')
    .map((segment) => systemName(segment, toWire) ?? segment)
    .join('.');
}

/**
 * The new name of a key of `record`: one of the three system keys, or a dotted key renamed segment by segment
 * (event `modifiedFields`). An object that already has the target key keeps both as they are (transforms.md §3).
 *
 * @param key - the key
 * @param record - the object holding it
 * @param toWire - the direction
 * @returns the key to use
 */
export function renameKey(key: string, record: object, toWire: boolean): string {
  let renamed = systemName(key, toWire);
  if (renamed === undefined) {
    if (key.indexOf('.') < 0) return key;
    renamed = renamePath(key, toWire);
    if (renamed === key) return key;
  }
  return renamed in record ? key : renamed;
}
