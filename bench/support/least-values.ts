// The value half of the least conforming conversions (transforms.md §2), for their hand-written paths.

/** transforms.md §2: a truthy value becomes a Date, a falsy one `undefined`. */
export const timestamp = (value: unknown) => (value ? new Date(value as string) : undefined);

/** transforms.md §2: only the three special names become numbers. */
export const float = (value: unknown) =>
  value === 'NaN' || value === 'Infinity' || value === '-Infinity' ? Number(value) : value;
