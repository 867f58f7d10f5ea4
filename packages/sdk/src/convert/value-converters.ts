/** Converts one value found at a conversion path. */
export type ValueConverter = (value: any) => unknown;

// Repeated fields (lists of timestamps or floats) convert element by element (transforms.md §1, `isRepeated`).
const eachOf =
  (convert: ValueConverter): ValueConverter =>
  (value) =>
    Array.isArray(value) ? value.map(convert) : convert(value);

/** ISO string → `Date`; an empty or null value becomes `undefined`, as in the official client (transforms.md §2). */
export const fromWireTimestamp: ValueConverter = eachOf((value) => (value ? new Date(value) : undefined));

/** `NaN`/`Infinity`/`-Infinity` → their string names (JSON has no such numbers); other values unchanged. */
export const toWireFloat: ValueConverter = eachOf((value) =>
  // biome-ignore lint/suspicious/noGlobalIsFinite: a number already, the shorter name
  typeof value === 'number' && !isFinite(value) ? String(value) : value,
);

/** `"NaN"`, `"Infinity"`, `"-Infinity"` → the special numbers; every other value unchanged (transforms.md §2). */
export const fromWireFloat: ValueConverter = eachOf((value) =>
  value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? +value : value,
);

/** `['a', 'b']` → `"a,b"` (protobuf JSON FieldMask). */
export const toWireFieldMask: ValueConverter = (value) => (Array.isArray(value) ? value.join() : value);

/** `"a,b"` → `['a', 'b']`; the object form `{ paths: [...] }` some servers send is accepted too. */
export const fromWireFieldMask: ValueConverter = (value) =>
  typeof value === 'string' ? (value ? value.split(',') : []) : (value?.paths ?? value);
