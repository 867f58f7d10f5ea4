// transforms.md §3: exactly these three keys are renamed, at every depth, in both directions: as whole segments of
// a dotted path (between dots, or at either end). The incoming walker (convert-tree.ts) compares plain keys inline.
// (No lookbehind, which Safari has only since 16.4.) The patterns are literals in the function rather than module-level
// constants, which cost 13 B gzip up front: a call makes a new RegExp from the literal, a small cost on the paths that
// call it (outgoing keys, dotted incoming keys, sort fields, query fields), never per incoming key.

/**
 * Renames every segment of a dotted path (`lineItems._id` → `lineItems.id`).
 *
 * @param path - the dotted path
 * @param toWire - true for SDK → wire names, false for wire → SDK names
 * @returns the renamed path
 */
export function renamePath(path: string, toWire?: boolean): string {
  return toWire
    ? path.replace(/(^|\.)_(id|createdDate|updatedDate)(?=\.|$)/g, '$1$2')
    : path.replace(/(^|\.)(id|createdDate|updatedDate)(?=\.|$)/g, '$1_$2');
}
