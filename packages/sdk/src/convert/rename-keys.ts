// transforms.md §3: exactly these three keys are renamed, at every depth, in both directions. Map lookups: this
// runs for every key of every response, and returns the same strings every time (no allocation).
const FROM_WIRE = new Map([
  ['id', '_id'],
  ['createdDate', '_createdDate'],
  ['updatedDate', '_updatedDate'],
]);
const TO_WIRE = new Map([...FROM_WIRE].map(([wire, sdk]) => [sdk, wire]));

/**
 * The system key renames of one direction (`id` → `_id` from the wire, `_id` → `id` to it).
 *
 * @param toWire - the direction
 * @returns the map of old to new names
 */
export const systemNames = (toWire: boolean): ReadonlyMap<string, string> => (toWire ? TO_WIRE : FROM_WIRE);

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
    .map((segment) => systemNames(toWire).get(segment) ?? segment)
    .join('.');
}
