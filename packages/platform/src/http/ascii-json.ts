/**
 * JSON text with its few non-ASCII characters written as `\uXXXX` escapes: the same JSON value, cheaper for every
 * client to read. A body with even one non-ASCII character decodes (UTF-8 → JavaScript string) into a two-byte
 * string, and V8 then decodes, concatenates and parses the whole body at about half the speed of an ASCII one: a
 * 100-product page of the demo catalog (232 KB, 25 non-ASCII characters: en dashes, degree and times signs) cost a
 * Node `fetch` + `response.json()` about 1.3 ms more CPU than the same page escaped (7.6 against 6.4 ms), and the
 * load generator of bench/platform-load.ts 2.9× the CPU of an ASCII body of the same size.
 *
 * An escape takes 6 bytes where UTF-8 takes 2–3 (4 for a surrogate pair, which becomes two escapes), so text that
 * is mostly non-ASCII (a store written in Greek, Hebrew or Japanese) is left as it is: escaping is applied only
 * when it grows the body by at most 1/16.
 *
 * Only for JSON text: outside strings JSON is ASCII, so every non-ASCII character is inside a string, where an
 * escape means the same character.
 */

const NON_ASCII = /[\u0080-\uffff]/g;
const ANY_NON_ASCII = /[\u0080-\uffff]/;

/** Longest growth, as a share of the body's length, that escaping may cause. */
const MAX_GROWTH = 1 / 16;

/**
 * `json` with its non-ASCII characters escaped when that grows it by at most 1/16, else `json` itself.
 * @param json - JSON text (as from `JSON.stringify`)
 */
export function asciiJson(json: string): string {
  // Most bodies are ASCII already: one scan, no allocation.
  if (!ANY_NON_ASCII.test(json)) return json;
  let growth = 0;
  const limit = json.length * MAX_GROWTH;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    if (code < 0x80) continue;
    // 6 escape bytes in place of 2 (up to U+07FF), 2 per surrogate half (4 per pair), or 3 (the rest).
    growth += code < 0x800 || (code >= 0xd800 && code < 0xe000) ? 4 : 3;
    if (growth > limit) return json;
  }
  return json.replace(NON_ASCII, unicodeEscape);
}

function unicodeEscape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
