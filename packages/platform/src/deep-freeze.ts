/**
 * Freezes a value and everything it holds, so a value shared between calls (a cache's entry handed to every caller
 * instead of a copy) throws when a caller changes it by mistake, instead of corrupting what the others see.
 *
 * @param value - the value to freeze (objects and arrays at every depth; other values are returned as they are)
 * @returns the same value, frozen
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
