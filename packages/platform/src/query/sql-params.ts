/**
 * Collects the values of a parameterised statement. User input only ever reaches SQL through here, as `$n`
 * placeholders; the numbering can start after parameters the caller already holds (`baseParams`).
 */

/** A growing parameter list. */
export interface SqlParams {
  /** The values, in placeholder order (`values[0]` is `$<offset + 1>`). */
  readonly values: unknown[];
  /**
   * Appends a value and returns its placeholder.
   * @param value - the value as the driver should send it
   */
  add(value: unknown): string;
}

/**
 * Creates an empty parameter list.
 * @param offset - how many parameters precede these; the first placeholder is `$<offset + 1>`
 */
export function createSqlParams(offset = 0): SqlParams {
  const values: unknown[] = [];
  return {
    values,
    add(value) {
      values.push(value);
      return `$${offset + values.length}`;
    },
  };
}
