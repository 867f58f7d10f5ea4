import { renameKey, renamePath } from './rename-keys';
import type { ValueConverter } from './value-converters';

/** A compiled set of conversion paths: a trie over wire key names (`*` matches any key). */
export interface PathNode {
  next?: Map<string, PathNode>;
  convert?: ValueConverter;
}

/**
 * Compiles conversion path lists into a trie, once per endpoint. Paths are dot-separated wire names; a
 * `name{}` segment is the same as `name.*` (a map's values).
 *
 * @param groups - pairs of (path list, converter)
 * @returns the root node
 */
export function compilePaths(
  groups: ReadonlyArray<readonly [readonly string[] | undefined, ValueConverter]>,
): PathNode {
  const root: PathNode = {};
  for (const [paths = [], convert] of groups) {
    for (const path of paths) {
      let node = root;
      for (const segment of path.replace(/\{\}/g, '.*').split('.')) {
        node.next ??= new Map();
        const child = node.next.get(segment) ?? {};
        node.next.set(segment, child);
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
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  let out: Record<string, unknown> | undefined = toWire ? {} : undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    let item = value[key];
    if (item === undefined && toWire) continue;
    const newKey = renameKey(key, value, toWire);
    const child = node?.next && (node.next.get(toWire ? newKey : key) ?? node.next.get('*'));
    if (child?.convert) item = child.convert(item);
    if (item && typeof item === 'object') item = convertTree(item, child, toWire, key);
    else if (key === 'fieldName' && parentKey === 'sort' && typeof item === 'string')
      item = renamePath(item, toWire);
    if (newKey !== key && !out) {
      out = {};
      for (let j = 0; j < i; j++) out[keys[j]!] = value[keys[j]!];
    }
    if (out) out[newKey] = item;
    else value[key] = item;
  }
  return out ?? value;
}
