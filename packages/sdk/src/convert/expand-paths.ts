/**
 * Expands the brace groups of a conversion path, so long path lists can be written once per shared prefix:
 * `cart.lineItems.{image.urlExpirationDate,serviceProperties.{scheduledDate,endDate}}` stands for
 * `cart.lineItems.image.urlExpirationDate`, `cart.lineItems.serviceProperties.scheduledDate` and
 * `cart.lineItems.serviceProperties.endDate`. Groups nest, may be followed by more path
 * (`{selected,offered}.logistics.from`) and may hold an empty alternative (`{,cartInfo.}lineItems`). An empty pair
 * `name{}` is not a group: it keeps its meaning of "every value of the map `name`". Paths without braces come back
 * unchanged, so plain lists keep working.
 *
 * @param path - a dotted wire path, possibly with brace groups
 * @returns the plain paths it stands for, in writing order
 * @throws Error - when a brace group is not closed
 * @example
 * expandPaths('a.{b,c.{d,e}}.f'); // ['a.b.f', 'a.c.d.f', 'a.c.e.f']
 */
export function expandPaths(path: string): string[] {
  const open = path.search(/\{[^}]/);
  if (open < 0) return [path];
  const alternatives: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = start; i < path.length; i++) {
    const char = path[i];
    if (char === '{') depth++;
    else if (char === ',' && !depth) {
      alternatives.push(path.slice(start, i));
      start = i + 1;
    } else if (char === '}' && !depth--) {
      alternatives.push(path.slice(start, i));
      const before = path.slice(0, open);
      const after = path.slice(i + 1);
      return alternatives.flatMap((alternative) => expandPaths(before + alternative + after));
    }
  }
  throw new Error(`Unclosed brace group in conversion path "${path}"`);
}
