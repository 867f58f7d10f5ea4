import type { ConversionPaths } from '../modules/endpoint';
import { expandPaths } from './expand-paths';
import { renamePath } from './rename-keys';
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

// V8 keeps an object built key by key (`out[key] = …`) in its fast form for 16 keys: 4 inside the object, 12 in an
// extra array; the 17th turns it into a hash table (dictionary mode), slower to fill — a 29-key product copy took
// 2.4× as long — and to read afterwards. Larger objects are copied into a LargeObject instead: V8 reserves a slot
// inside each instance per `this.x =` of its constructor (repeats counted, so one name 32 times is 32 slots; never
// run), and as many again outside, and its prototype is Object.prototype, so the copies are plain objects like the
// others (`constructor === Object`).
function LargeObject(this: Record<string, number>, never?: boolean) {
  // biome-ignore format: 32 slots, one line
  if (never) this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = this.a = 0;
}
LargeObject.prototype = Object.prototype;

/**
 * The caller's name of an incoming key: a system name's, or a dotted key's with its segments renamed; other keys keep
 * theirs. Compared inline: it runs for every key of every answer.
 *
 * @param key - the wire key
 * @returns the caller's name (the key itself when it is not renamed)
 */
const sdkName = (key: string): string =>
  key === 'id'
    ? '_id'
    : key === 'createdDate'
      ? '_createdDate'
      : key === 'updatedDate'
        ? '_updatedDate'
        : key.indexOf('.') < 0
          ? key
          : renamePath(key, false);

/**
 * Parsed wire JSON → caller's value, in place, in one walk over every key: the values at the compiled paths are
 * converted on their wire names (transforms.md §3 orders it so; each segment fans out over arrays, `*` over every key,
 * an exact name taking precedence, and a converted value is followed further when deeper paths go on), and
 * `id/createdDate/updatedDate` → `_id/_createdDate/_updatedDate` at every depth (dotted keys segment by segment, and
 * `sort[].fieldName` values). Every key of every answer passes here, so it is kept to one keyed load per key, the
 * system names compared inline, and a trie lookup only below a node that has paths. Two passes per object: its
 * children are converted and renamed first while it is checked for a key to rename, and only an object that has one
 * is rebuilt, in key order, by a plain loop over its keys — cheaper than starting a copy in the middle of the walk
 * (bench/results/products-query.md, cart-get.md). A key whose new name the object already has keeps its name (both
 * stay, transforms.md §3).
 *
 * @param value - the parsed payload (or a part of it)
 * @param node - the conversion trie at this depth (undefined: rename only)
 * @param inSort - whether `value` is held by a `sort` key (its `fieldName` values are renamed too)
 * @returns the converted payload
 */
export function fromWireTree(value: any, node: PathNode | undefined, inSort?: boolean): any {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item && typeof item === 'object') value[i] = fromWireTree(item, node, inSort);
    }
    return value;
  }
  const next = node?.n;
  const any = next?.get('*');
  let renames = false;
  let keys = 0;
  for (const key in value) {
    keys++;
    let item = value[key];
    const child = next && (next.get(key) ?? any);
    if (child?.c) value[key] = item = child.c(item);
    if (item && typeof item === 'object') {
      const renamed = fromWireTree(item, child, key === 'sort');
      if (renamed !== item) value[key] = renamed;
    } else if (inSort && key === 'fieldName' && typeof item === 'string')
      value[key] = renamePath(item, false);
    renames ||= sdkName(key) !== key;
  }
  if (!renames) return value;
  const out: Record<string, unknown> =
    keys > 16 ? new (LargeObject as unknown as new () => Record<string, unknown>)() : {};
  for (const key in value) {
    const newKey = sdkName(key);
    out[newKey !== key && newKey in value ? key : newKey] = value[key];
  }
  return out;
}
