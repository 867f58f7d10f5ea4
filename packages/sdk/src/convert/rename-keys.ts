// transforms.md §3: exactly these three keys are renamed, at every depth, in both directions.
const FROM_WIRE: Record<string, string> = Object.assign(Object.create(null), {
  id: '_id',
  createdDate: '_createdDate',
  updatedDate: '_updatedDate',
});
const TO_WIRE: Record<string, string> = Object.assign(Object.create(null), {
  _id: 'id',
  _createdDate: 'createdDate',
  _updatedDate: 'updatedDate',
});

/**
 * Renames every segment of a dotted path (`lineItems._id` → `lineItems.id`).
 *
 * @param path - the dotted path
 * @param toWire - true for SDK → wire names, false for wire → SDK names
 * @returns the renamed path
 */
export function renamePath(path: string, toWire: boolean): string {
  const map = toWire ? TO_WIRE : FROM_WIRE;
  return path
    .split('.')
    .map((segment) => map[segment] ?? segment)
    .join('.');
}

function renameKey(key: string, map: Record<string, string>, record: object, toWire: boolean): string {
  const renamed = map[key] ?? (key.includes('.') ? renamePath(key, toWire) : key);
  // An object that already has the target key keeps both as they are (transforms.md §3).
  return renamed !== key && renamed in record ? key : renamed;
}

// `sort[].fieldName` values are field paths and get renamed too; `sorting[].fieldName` does not (transforms.md §3).
const isSortFieldName = (key: string, parentKey: string | undefined, value: unknown): value is string =>
  key === 'fieldName' && parentKey === 'sort' && typeof value === 'string';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Copies a caller's request with `_id/_createdDate/_updatedDate` renamed to wire names at every depth (filter keys
 * and `sort[].fieldName` values included). Dates and other class instances are kept as they are; `undefined`
 * fields are dropped. The caller's objects are never mutated.
 *
 * @param value - the request (or any part of it)
 * @param parentKey - the key holding `value` (internal)
 * @returns the renamed copy
 */
export function renameToWire(value: unknown, parentKey?: string): any {
  if (Array.isArray(value)) return value.map((item) => renameToWire(item, parentKey));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (item === undefined) continue;
    out[renameKey(key, TO_WIRE, value, true)] = isSortFieldName(key, parentKey, item)
      ? renamePath(item, true)
      : renameToWire(item, key);
  }
  return out;
}

/**
 * Renames `id/createdDate/updatedDate` to `_id/_createdDate/_updatedDate` at every depth of a parsed response. This
 * is the hot path: objects without such keys are updated in place; an object with one is rebuilt once, in key order.
 *
 * @param value - freshly parsed JSON (owned by the SDK, so it may be reused)
 * @param parentKey - the key holding `value` (internal)
 * @returns the renamed value
 */
export function renameFromWire(value: unknown, parentKey?: string): any {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item !== null && typeof item === 'object') value[i] = renameFromWire(item, parentKey);
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  let out: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const item = record[key];
    const converted =
      item !== null && typeof item === 'object'
        ? renameFromWire(item, key)
        : isSortFieldName(key, parentKey, item)
          ? renamePath(item, false)
          : item;
    const newKey = renameKey(key, FROM_WIRE, record, false);
    if (newKey !== key && !out) {
      out = {};
      for (let j = 0; j < i; j++) out[keys[j]!] = record[keys[j]!];
    }
    if (out) out[newKey] = converted;
    else if (converted !== item) record[key] = converted;
  }
  return out ?? record;
}
