// transforms.md §3: exactly these three keys are renamed, at every depth, in both directions.
const FROM_WIRE: Record<string, string> = Object.assign(Object.create(null), {
  id: '_id',
  createdDate: '_createdDate',
  updatedDate: '_updatedDate',
});
const TO_WIRE: Record<string, string> = Object.assign(Object.create(null), {
  _id: 'id',
  _createdDate: 'createdDate',
  _updatedDate: 'updatedDate',
});

/**
 * Renames every segment of a dotted path (`lineItems._id` → `lineItems.id`).
 *
 * @param path - the dotted path
 * @param toWire - true for SDK → wire names, false for wire → SDK names
 * @returns the renamed path
 */
export function renamePath(path: string, toWire: boolean): string {
  const map = toWire ? TO_WIRE : FROM_WIRE;
  return path
    .split('.')
    .map((segment) => map[segment] ?? segment)
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
  const renamed = (toWire ? TO_WIRE : FROM_WIRE)[key] ?? (key.includes('.') ? renamePath(key, toWire) : key);
  return renamed !== key && renamed in record ? key : renamed;
}
