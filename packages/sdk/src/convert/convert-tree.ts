import { expandPaths } from './expand-paths';
import { renamePath, systemNames } from './rename-keys';
import type { ValueConverter } from './value-converters';

/** A compiled set of conversion paths: a trie over wire key names (`*` matches any key). */
export interface PathNode {
  next?: Map<string, PathNode>;
  /** The `*` child, kept aside so keys without a path of their own cost one lookup, not two. */
  any?: PathNode;
  convert?: ValueConverter;
}

/**
 * Compiles conversion path lists into a trie, once per endpoint (on its first call). Paths are dot-separated wire
 * names; a `name{}` segment is the same as `name.*` (a map's values); brace groups (`a.{b,c}`) are expanded first
 * (expand-paths.ts).
 *
 * @param groups - pairs of (path list, converter)
 * @returns the root node
 */
export function compilePaths(
  groups: ReadonlyArray<readonly [readonly string[] | undefined, ValueConverter]>,
): PathNode {
  const root: PathNode = {};
  for (const [paths = [], convert] of groups) {
    for (const path of paths.flatMap((path) => expandPaths(path.replace(/\{\}/g, '.*')))) {
      let node = root;
      for (const segment of path.split('.')) {
        node.next ??= new Map();
        const child = node.next.get(segment) ?? {};
        node.next.set(segment, child);
        if (segment === '*') node.any = child;
        node = child;
      }
      node.convert = convert;
    }
  }
  return root;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  const proto = value && typeof value === 'object' ? Object.getPrototypeOf(value) : undefined;
  return proto === Object.prototype || proto === null;
};

/**
 * The one converter, walking a payload once: it renames `id/createdDate/updatedDate` ↔ `_id/_createdDate/_updatedDate`
 * at every depth (plus `sort[].fieldName` values, not `sorting[]`), and converts the values the compiled paths point
 * at (each path segment fans out over arrays, transforms.md §1). Conversions match wire names, so incoming values
 * convert before their key is renamed and outgoing ones after.
 *
 * Outgoing (`toWire`), the caller's objects are copied, never mutated; `undefined` fields are dropped and Dates and
 * other class instances are kept as they are. Incoming, the freshly parsed JSON is updated in place and an object is
 * rebuilt (in key order) only when one of its keys is renamed — the hot path stays close to a bare `JSON.parse`.
 *
 * @param value - the payload (or a part of it)
 * @param node - the conversion trie at this depth (undefined: rename only)
 * @param toWire - the direction
 * @param parentKey - the key holding `value` (internal)
 * @returns the converted payload
 */
export function convertTree(
  value: unknown,
  node: PathNode | undefined,
  toWire: boolean,
  parentKey?: string,
): any {
  if (Array.isArray(value)) {
    const out = toWire ? [] : value;
    for (let i = 0; i < value.length; i++) out[i] = convertTree(value[i], node, toWire, parentKey);
    return out;
  }
  // Incoming JSON only holds plain objects; outgoing requests may hold Dates and other instances, kept as they are.
  if (toWire ? !isPlainObject(value) : value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const next = node?.next;
  const names = systemNames(toWire);
  let out: Record<string, unknown> | undefined = toWire ? {} : undefined;
  // for…in rather than Object.keys: no key array per object on the hot path (JSON objects have no inherited keys).
  for (const key in record) {
    const original = record[key];
    if (original === undefined && toWire) continue;
    let item = original;
    // The new name: a system key, or a dotted key renamed segment by segment (event `modifiedFields`); an object
    // that already has the target key keeps both as they are (transforms.md §3). Inline, not a helper: this runs
    // for every key of every response (bench/results/products-query.md).
    let newKey = names.get(key) ?? (key.indexOf('.') < 0 ? key : renamePath(key, toWire));
    if (newKey !== key && newKey in record) newKey = key;
    const child = next && (next.get(toWire ? newKey : key) ?? node.any);
    if (child?.convert) item = child.convert(item);
    if (item !== null && typeof item === 'object') item = convertTree(item, child, toWire, key);
    else if (key === 'fieldName' && parentKey === 'sort' && typeof item === 'string')
      item = renamePath(item, toWire);
    if (newKey !== key && !out) {
      // First renamed key of an incoming object: rebuild it, keeping the key order (earlier keys are done).
      out = {};
      for (const done in record) {
        if (done === key) break;
        out[done] = record[done];
      }
    }
    if (out) out[newKey] = item;
    // Compared with the value read above, not read again: one keyed load per key (bench/results/products-query.md).
    else if (item !== original) record[key] = item;
  }
  return out ?? record;
}
