// transforms.md §3: exactly these three keys are renamed, at every depth, in both directions. The incoming walker
// (convert-tree.ts) compares them inline; these maps serve dotted paths and the outgoing side.
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
