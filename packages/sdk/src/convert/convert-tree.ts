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
 * The name of a key in the other direction: to wire, every segment of it renamed (requests are small, so plain keys
 * go through renamePath too); from wire, sdkName's. A key whose new name the object already has keeps its name (both
 * stay, transforms.md §3).
 *
 * @param key - the key
 * @param value - the object holding it
 * @param toWire - the direction
 * @returns its new name (the key itself when it is not renamed)
 */
function newName(key: string, value: object, toWire?: boolean): string {
  const name = toWire ? renamePath(key, true) : sdkName(key);
  return name !== key && name in value ? key : name;
}

/**
 * Both directions' conversion, one walk over every key. `id/createdDate/updatedDate` ↔ `_id/_createdDate/_updatedDate`
 * at every depth (dotted keys segment by segment, and `sort[].fieldName` values, not `sorting[]`), and the values at
 * the compiled paths converted on their wire names (transforms.md §3 orders it so: an incoming key's before it is
 * renamed, an outgoing key's after; each segment fans out over arrays, `*` over every key, an exact name taking
 * precedence, and a converted value is followed further when deeper paths go on).
 *
 * From wire (the parsed answer), in place: each object's children are converted and renamed first while it is checked
 * for a key to rename, and only an object that has one is rebuilt, in key order, by a plain loop over its keys —
 * cheaper than starting a copy in the middle of the walk — so the hot path stays close to a bare `JSON.parse`
 * (bench/results/products-query.md, cart-get.md); a trie lookup only below a node that has paths.
 *
 * To wire (the caller's request): the same walk over a copy of each plain object and array, so the caller's objects are
 * never mutated; `undefined` fields are dropped, and Dates and other class instances are kept as they are, unconverted
 * inside.
 *
 * @param value - the payload (or a part of it)
 * @param node - the conversion trie at this depth (undefined: rename only)
 * @param toWire - the direction: true for the caller's value → wire, otherwise parsed wire JSON → the caller's value
 * @param inSort - whether `value` is held by a `sort` key (its `fieldName` values are renamed too)
 * @returns the converted payload
 */
export function convertTree(value: any, node: PathNode | undefined, toWire?: boolean, inSort?: boolean): any {
  if (toWire) {
    // Only arrays (`slice` keeps their holes) and plain objects are copied: class instances such as Dates go as they
    // are. (A primitive's prototype is its wrapper's, null and undefined read as 0's: all are returned as they are.)
    const proto = Object.getPrototypeOf(value ?? 0);
    if (Array.isArray(value)) value = value.slice();
    else if (proto && proto !== Object.prototype) return value;
    else value = { ...value };
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item && typeof item === 'object') value[i] = convertTree(item, node, toWire, inSort);
    }
    return value;
  }
  const next = node?.n;
  const any = next?.get('*');
  // Every outgoing object is rebuilt (its undefined fields dropped).
  let renames = toWire;
  let keys = 0;
  for (const key in value) {
    keys++;
    let item = value[key];
    const child = next && (next.get(toWire ? newName(key, value, true) : key) ?? any);
    if (child?.c) value[key] = item = child.c(item);
    if (item && typeof item === 'object') {
      const renamed = convertTree(item, child, toWire, key === 'sort');
      if (renamed !== item) value[key] = renamed;
    } else if (inSort && key === 'fieldName' && typeof item === 'string')
      value[key] = renamePath(item, toWire);
    renames ||= sdkName(key) !== key;
  }
  if (!renames) return value;
  const out: Record<string, unknown> =
    keys > 16 ? new (LargeObject as unknown as new () => Record<string, unknown>)() : {};
  for (const key in value) {
    if (!toWire || value[key] !== undefined) out[newName(key, value, toWire)] = value[key];
  }
  return out;
}
