import { expandPaths } from './expand-paths';
import { renamePath } from './rename-keys';
import { renameTree } from './rename-tree';
import type { ValueConverter } from './value-converters';

/** A compiled set of conversion paths: a trie over wire key names (`*` matches any key). */
export interface PathNode {
  next?: Map<string, PathNode>;
  /** `next`'s names and nodes as two arrays, walked by every response's conversion (no Map iterator per object). */
  names?: string[];
  children?: PathNode[];
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
        node.names ??= [];
        node.children ??= [];
        let child = node.next.get(segment);
        if (!child) {
          child = {};
          node.next.set(segment, child);
          node.names.push(segment);
          node.children.push(child);
        }
        if (segment === '*') node.any = child;
        node = child;
      }
      node.convert = convert;
    }
  }
  return root;
}

/**
 * The one converter, walking a payload once: it renames `id/createdDate/updatedDate` ↔ `_id/_createdDate/_updatedDate`
 * at every depth (plus `sort[].fieldName` values, not `sorting[]`), and converts the values the compiled paths point
 * at (each path segment fans out over arrays, transforms.md §1). Conversions match wire names, so incoming values
 * convert before their key is renamed and outgoing ones after. One walker per direction (toWireTree, fromWireTree):
 * the incoming one runs on every response, over every key, and is kept free of the outgoing one's branches.
 *
 * @param value - the payload (or a part of it)
 * @param node - the conversion trie at this depth (undefined: rename only)
 * @param toWire - the direction
 * @returns the converted payload
 */
export function convertTree(value: unknown, node: PathNode | undefined, toWire: boolean): any {
  return toWire ? toWireTree(value, node) : fromWireTree(value, node);
}

/**
 * Caller's value → wire: the caller's objects are copied, never mutated; `undefined` fields are dropped and Dates
 * and other class instances are kept as they are.
 *
 * @param value - the payload (or a part of it)
 * @param node - the conversion trie at this depth (undefined: rename only)
 * @param parentKey - the key holding `value` (internal)
 * @returns the wire payload
 */
export function toWireTree(value: unknown, node: PathNode | undefined, parentKey?: string): any {
  if (Array.isArray(value)) return value.map((item) => toWireTree(item, node, parentKey));
  // Only plain objects are copied (class instances such as Dates go as they are).
  const proto = value && typeof value === 'object' ? Object.getPrototypeOf(value) : 0;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const key in value as Record<string, unknown>) {
    let item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    // Segment by segment even for plain keys: requests are small, and this keeps the outgoing walker short.
    let newKey = renamePath(key, true);
    if (newKey !== key && newKey in (value as object)) newKey = key;
    const child = node?.next && (node.next.get(newKey) ?? node.any);
    if (child?.convert) item = child.convert(item);
    if (item !== null && typeof item === 'object') item = toWireTree(item, child, key);
    else if (key === 'fieldName' && parentKey === 'sort' && typeof item === 'string')
      item = renamePath(item, true);
    out[newKey] = item;
  }
  return out;
}

/**
 * Parsed wire JSON → caller's value, in place, in two passes: the values at the compiled paths are converted first
 * (on wire names, as transforms.md §3 orders it), following only the paths — a 14 KB cart has a dozen of them per
 * line item, not every key — then renameTree renames keys at every depth. An object is rebuilt (in key order) only
 * when one of its keys is renamed, so the hot path stays close to a bare `JSON.parse`
 * (bench/results/products-query.md, cart-get.md).
 *
 * @param value - the parsed payload (or a part of it)
 * @param node - the conversion trie at this depth (undefined: rename only)
 * @returns the converted payload
 */
export function fromWireTree(value: unknown, node: PathNode | undefined): any {
  if (value === null || typeof value !== 'object') return value;
  if (node?.next) convertAtPaths(value, node);
  return renameTree(value, false);
}

/**
 * Converts, in place, the values the trie's paths point at below `value` (each segment fans out over arrays; `*`
 * over every key, an exact name taking precedence). A converted value is followed further when deeper paths go on.
 * It runs on every response, so it walks the arrays compilePaths laid out (names, children) rather than the Map:
 * no iterator, no `Object.keys` array per object.
 *
 * @param value - the value at `node`'s place
 * @param node - the conversion trie at this depth
 */
function convertAtPaths(value: unknown, node: PathNode): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) convertAtPaths(value[i], node);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const { any, names, children } = node;
  // `*` asks for every key, an exact name taking precedence; otherwise only the paths' names are looked at, not an
  // object's other keys. Own keys only, so a name Object.prototype also has (`constructor`…) is not taken for a key
  // of the object.
  const keys = any ? Object.keys(record) : names!;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (!Object.hasOwn(record, key)) continue;
    const child = any ? (node.next!.get(key) ?? any) : children![i]!;
    let item = record[key];
    if (child.convert) record[key] = item = child.convert(item);
    if (child.names) convertAtPaths(item, child);
  }
}
