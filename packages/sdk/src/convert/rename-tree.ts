import { renamePath } from './rename-keys';

// V8 keeps an object built key by key (`out[key] = …`) in its fast form for 16 keys: 4 inside the object, 12 in an
// extra array; the 17th turns it into a hash table (dictionary mode), slower to fill — a 29-key product copy took
// 2.4× as long — and to read afterwards. Larger objects are copied into a LargeObject instead: the (never run)
// assignments of its constructor make V8 reserve room for 32 keys inside each instance, and as many again outside,
// and its prototype is Object.prototype, so the copies are plain objects like the others (`constructor === Object`).
const FAST_KEYS = 16;

function LargeObject(this: Record<string, number>, never?: boolean) {
  // One chained assignment (V8 counts each `this.x =` all the same), shorter in the bundle than 32 statements.
  // biome-ignore format: 32 slots, kept to three lines
  if (never) {
    this.a = this.b = this.c = this.d = this.e = this.f = this.g = this.h = this.i = this.j = this.k = this.l =
    this.m = this.n = this.o = this.p = this.q = this.r = this.s = this.t = this.u = this.v = this.w = this.x =
    this.y = this.z = this.A = this.B = this.C = this.D = this.E = this.F = 0;
  }
}
LargeObject.prototype = Object.prototype;

/**
 * The renaming pass of fromWireTree: every key of every object, so it is kept to one keyed load per key and the
 * system names compared inline. Two passes per object: its children are renamed first while it is checked for a key
 * to rename, and only an object that has one is rebuilt (in key order), by a plain loop over its keys — cheaper than
 * starting a copy in the middle of the walk (bench/results/products-query.md).
 *
 * @param value - the parsed payload (or a part of it)
 * @param inSort - whether `value` is held by a `sort` key (its `fieldName` values are renamed too)
 * @returns the renamed payload
 */
export function renameTree(value: unknown, inSort: boolean): any {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item !== null && typeof item === 'object') value[i] = renameTree(item, inSort);
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  let renames = false;
  let keys = 0;
  for (const key in record) {
    keys++;
    const item = record[key];
    if (item !== null && typeof item === 'object') {
      const renamed = renameTree(item, key === 'sort');
      if (renamed !== item) record[key] = renamed;
    } else if (inSort && key === 'fieldName' && typeof item === 'string')
      record[key] = renamePath(item, false);
    if (!renames) renames = sdkName(key) !== key;
  }
  return renames ? renamedCopy(record, keys) : record;
}

/**
 * The caller's name of an incoming key: a system name's, or a dotted key's with its segments renamed; other keys keep
 * theirs. Compared inline: it runs for every key of every answer (renameTree asks it whether an object has a key to
 * rename, renamedCopy for the new names).
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
 * A copy of `record` with its system keys (and dotted keys' segments) renamed, in the same key order; a key whose
 * new name the object already has keeps its name (both stay, transforms.md §3).
 *
 * @param record - an object with at least one key to rename
 * @param keys - how many keys it has
 * @returns the copy
 */
function renamedCopy(record: Record<string, unknown>, keys: number): Record<string, unknown> {
  const out: Record<string, unknown> =
    keys > FAST_KEYS ? new (LargeObject as unknown as new () => Record<string, unknown>)() : {};
  for (const key in record) {
    let newKey = sdkName(key);
    if (newKey !== key && newKey in record) newKey = key;
    out[newKey] = record[key];
  }
  return out;
}
