import { renamePath } from './rename-keys';

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
 * The renaming pass of fromWireTree: every key of every object, so it is kept to one keyed load per key and the
 * system names compared inline. Two passes per object: its children are renamed first while it is checked for a key
 * to rename, and only an object that has one is rebuilt, in key order, by a plain loop over its keys — cheaper than
 * starting a copy in the middle of the walk (bench/results/products-query.md). A key whose new name the object
 * already has keeps its name (both stay, transforms.md §3).
 *
 * @param value - the parsed payload (or a part of it)
 * @param inSort - whether `value` is held by a `sort` key (its `fieldName` values are renamed too)
 * @returns the renamed payload
 */
export function renameTree(value: any, inSort?: boolean): any {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item && typeof item === 'object') value[i] = renameTree(item, inSort);
    }
    return value;
  }
  let renames = false;
  let keys = 0;
  for (const key in value) {
    keys++;
    const item = value[key];
    if (item && typeof item === 'object') {
      const renamed = renameTree(item, key === 'sort');
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
