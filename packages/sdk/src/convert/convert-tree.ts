import type { ConversionPaths } from '../modules/endpoint';
import { expandPaths } from './expand-paths';
import { renamePath } from './rename-keys';
import { renameTree } from './rename-tree';
import type { ValueConverter } from './value-converters';

/** A compiled set of conversion paths: a trie over wire key names (`*` matches any key). */
export interface PathNode {
  // One letter each: the walks read them at every step, and a minifier keeps property names as they are (the long
  // names `next` and `convert` cost 9 / 6 / 5 B gzip up front).
  /** The nodes below, by wire key (`*` for any key). */
  n?: Map<string, PathNode>;
  /** The converter of the value at this node's path. */
  c?: ValueConverter;
}

/**
 * Compiles conversion path lists into a trie, once per endpoint (on its first call). Paths are dot-separated wire
 * names; a `name{}` segment is the same as `name.*` (a map's values); brace groups (`a.{b,c}`) are expanded first
 * (expand-paths.ts).
 *
 * @param paths - the path lists, by kind (a descriptor's `request` or `response`, an event's envelope paths)
 * @param converters - the converter of each kind to compile, in the order they apply (a later kind's converter wins
 *   on a path two kinds list)
 * @returns the root node
 */
export function compilePaths(
  paths: ConversionPaths | undefined,
  converters: Readonly<Partial<Record<keyof ConversionPaths, ValueConverter>>>,
): PathNode {
  const root: PathNode = {};
  for (const kind in converters) {
    for (const path of (paths?.[kind as keyof ConversionPaths] ?? []).flatMap(expandPaths)) {
      let node = root;
      for (const segment of path.split('.')) {
        // biome-ignore lint/suspicious/noAssignInExpressions: the map is made on the node's first child
        const next = (node.n ??= new Map<string, PathNode>());
        node = next.get(segment) ?? {};
        next.set(segment, node);
      }
      node.c = converters[kind as keyof ConversionPaths];
    }
  }
  return root;
}

/**
 * Converts, in place, the values the trie's paths point at below `value` (each segment fans out over arrays; `*`
 * over every key, an exact name taking precedence). A converted value is followed further when deeper paths go on.
 * Only the paths' names are looked at, not an object's other keys (a 14 KB cart has a dozen paths per line item);
 * own keys only, so a name Object.prototype also has (`constructor`…) is not taken for a key of the object.
 *
 * @param value - the value at `node`'s place (converted in place)
 * @param node - the conversion trie at this depth
 * @returns `value`
 */
export function convertAtPaths(value: any, node: PathNode | undefined): any {
  const next = node?.n;
  if (!next || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) for (const item of value) convertAtPaths(item, node);
  else {
    const any = next.get('*');
    for (const key of any ? Object.keys(value) : next.keys()) {
      if (Object.hasOwn(value, key)) {
        const child = next.get(key) ?? any!;
        let item = value[key];
        if (child.c) value[key] = item = child.c(item);
        convertAtPaths(item, child);
      }
    }
  }
  return value;
}

/**
 * Caller's value → wire: a copy with `_id/_createdDate/_updatedDate` renamed to their wire names at every depth
 * (dotted keys segment by segment, and `sort[].fieldName` values, not `sorting[]`) and the values at the compiled
 * paths converted (matching wire names, so after renaming); `undefined` fields are dropped, and Dates and other class
 * instances are kept as they are, unconverted inside: the caller's objects are never mutated.
 *
 * @param value - the payload (or a part of it)
 * @param node - the conversion trie at this depth (undefined: rename only)
 * @param parentKey - the key holding `value` (internal)
 * @returns the wire payload
 */
export function toWireTree(value: any, node: PathNode | undefined, parentKey?: string): any {
  if (Array.isArray(value)) return value.map((item) => toWireTree(item, node, parentKey));
  // Only plain objects are copied (class instances such as Dates go as they are).
  // (A primitive's prototype is its wrapper's, null and undefined read as 0's: all are returned as they are.)
  const proto = Object.getPrototypeOf(value ?? 0);
  if (proto && proto !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const key in value) {
    let item = value[key];
    if (item === undefined) continue;
    // Segment by segment even for plain keys: requests are small, and this keeps the outgoing walker short.
    let newKey = renamePath(key, true);
    if (newKey !== key && newKey in value) newKey = key;
    const child = node?.n?.get(newKey) ?? node?.n?.get('*');
    if (child?.c) item = child.c(item);
    // Every value goes through the walk, which returns those it does not copy as they are (one test fewer here).
    out[newKey] =
      key === 'fieldName' && parentKey === 'sort' && typeof item === 'string'
        ? renamePath(item, true)
        : toWireTree(item, child, key);
  }
  return out;
}

/**
 * Parsed wire JSON → caller's value, in place, in two passes: the values at the compiled paths are converted first
 * (on wire names, as transforms.md §3 orders it), following only the paths, then renameTree renames
 * `id/createdDate/updatedDate` → `_id/_createdDate/_updatedDate` at every depth. An object is rebuilt (in key order)
 * only when one of its keys is renamed, so the hot path stays close to a bare `JSON.parse`
 * (bench/results/products-query.md, cart-get.md). The pipeline runs the two passes itself (http/create-invoker.ts:
 * one function less up front); webhooks and getConverters call this.
 *
 * @param value - the parsed payload (or a part of it)
 * @param node - the conversion trie at this depth (undefined: rename only)
 * @returns the converted payload
 */
export function fromWireTree(value: unknown, node: PathNode | undefined): any {
  return renameTree(convertAtPaths(value, node));
}
