/**
 * Parses a body as a JSON object; anything else (empty, HTML, `null`, an array) gives `undefined`.
 *
 * @param text - the body text
 * @returns the object, or undefined
 */
export function parseJsonObject(text: string): Record<string, any> | undefined {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    // Not JSON: undefined, like any other value that is not an object.
  }
}
