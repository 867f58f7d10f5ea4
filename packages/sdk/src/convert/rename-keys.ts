// transforms.md §3: exactly these three keys are renamed, at every depth, in both directions: as whole segments of
// a dotted path (between dots, or at either end). The incoming walker (rename-tree.ts) compares plain keys inline.
// (No lookbehind, which Safari has only since 16.4.)
const SYSTEM_SEGMENT = /(^|\.)(id|createdDate|updatedDate)(?=\.|$)/g;
const SDK_SEGMENT = /(^|\.)_(id|createdDate|updatedDate)(?=\.|$)/g;

/**
 * Renames every segment of a dotted path (`lineItems._id` → `lineItems.id`).
 *
 * @param path - the dotted path
 * @param toWire - true for SDK → wire names, false for wire → SDK names
 * @returns the renamed path
 */
export function renamePath(path: string, toWire: boolean): string {
  return toWire ? path.replace(SDK_SEGMENT, '$1$2') : path.replace(SYSTEM_SEGMENT, '$1_$2');
}
