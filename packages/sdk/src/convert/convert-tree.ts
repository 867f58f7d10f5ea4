import { expandPaths } from './expand-paths';
import { renamePath } from './rename-keys';
import type { ValueConverter } from './value-converters';

/** A compiled set of conversion paths: a trie over wire key names (`*` matches any key). */
export interface PathNode {
  next?: Map<string, PathNode>;
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
        const next = node.next ?? new Map<string, PathNode>();
        node.next = next;
        node = next.get(segment) ?? {};
        next.set(segment, node);
      }
      node.convert = convert;
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
 * One walk for both directions (like the least conforming client's, bench/support/least-conforming-client.ts): the
 * values at the compiled paths are converted on wire names (each segment fans out over arrays, `*` over every key,
 * an exact name taking precedence, and a converted value is followed further when deeper paths go on), and
 * `id/createdDate/updatedDate` ↔ `_id/_createdDate/_updatedDate` are renamed at every depth (dotted keys segment by
 * segment, and `sort[].fieldName` values, not `sorting[]`); a key whose new name the object already has keeps its
 * name (both stay, transforms.md §3).
 *
 * Caller's value → wire (`toWire`): a copy, renamed before its values are converted (paths name wire keys);
 * `undefined` fields are dropped, and Dates and other class instances are kept as they are, unconverted inside: the
 * caller's objects are never mutated.
 *
 * Parsed wire JSON → caller's value: in place, converted on wire names before renaming (transforms.md §3 orders it
 * so). Every key of every answer passes here, so the system names are compared inline and a key outside the paths
 * costs no lookup. An object is rebuilt only when one of its keys is renamed, after its children, by a plain loop
 * over its keys in key order — cheaper than starting a copy in the middle of the walk — so the hot path stays close
 * to a bare `JSON.parse` (bench/results/products-query.md, cart-get.md).
 *
 * @param value - the payload (or a part of it)
 * @param node - the conversion trie at this depth (undefined: rename only)
 * @param toWire - true for a request (a converted copy), false for an answer (converted in place)
 * @param inSort - whether `value` is held by a `sort` key (its `fieldName` values are renamed too)
 * @returns the converted payload
 */
export function convertTree(value: any, node: PathNode | undefined, toWire?: boolean, inSort?: boolean): any {
  if (Array.isArray(value)) {
    const out = toWire ? [] : value;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (toWire || (item && typeof item === 'object')) out[i] = convertTree(item, node, toWire, inSort);
    }
    return out;
  }
  // Only plain objects are copied (class instances such as Dates go as they are); answers hold no others.
  if (toWire) {
    const proto = value && typeof value === 'object' ? Object.getPrototypeOf(value) : 0;
    if (proto !== Object.prototype && proto !== null) return value;
  }
  const out: Record<string, unknown> = toWire ? {} : value;
  const next = node?.next;
  const any = next?.get('*');
  let renames = false;
  let keys = 0;
  for (const key in value) {
    const original = value[key];
    let item = original;
    let name = key;
    if (toWire) {
      if (item === undefined) continue;
      // Segment by segment even for plain keys: requests are small, and this keeps the walker short.
      name = renamePath(key, true);
      if (name !== key && name in value) name = key;
    }
    keys++;
    const child = next && (next.get(name) ?? any);
    if (child?.convert) item = child.convert(item);
    if (item && typeof item === 'object') item = convertTree(item, child, toWire, key === 'sort');
    else if (inSort && key === 'fieldName' && typeof item === 'string') item = renamePath(item, !!toWire);
    if (toWire || item !== original) out[name] = item;
    renames ||= sdkName(key) !== key;
  }
  if (toWire || !renames) return out;
  const copy: Record<string, unknown> =
    keys > 16 ? new (LargeObject as unknown as new () => Record<string, unknown>)() : {};
  for (const key in value) {
    const newKey = sdkName(key);
    copy[newKey !== key && newKey in value ? key : newKey] = value[key];
  }
  return copy;
}

// The webhook runtime converts event bodies (webhooks/webhook-kit.ts) under this name.
export { convertTree as fromWireTree };
