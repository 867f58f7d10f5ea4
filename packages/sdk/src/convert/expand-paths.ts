/**
 * Expands the brace groups of a conversion path, so long path lists can be written once per shared prefix:
 * `cart.lineItems.{image.urlExpirationDate,serviceProperties.{scheduledDate,endDate}}` stands for
 * `cart.lineItems.image.urlExpirationDate`, `cart.lineItems.serviceProperties.scheduledDate` and
 * `cart.lineItems.serviceProperties.endDate`. Groups nest, may be followed by more path
 * (`{selected,offered}.logistics.from`) and may hold an empty alternative (`{,cartInfo.}lineItems`). Paths without
 * braces come back unchanged, so plain lists keep working. A group with nothing in it is the map marker: `name{}`
 * stands for `name.*` (a map's values).
 *
 * Innermost groups are expanded first, which is short to write but repeats paths when groups nest
 * (`a.{b,c.{d,e}}` gives `a.b` twice); callers build a trie, where a repeated path changes nothing.
 *
 * @param path - a dotted wire path, possibly with brace groups
 * @returns the plain paths it stands for (possibly repeated)
 * @example
 * expandPaths('a.{b,c}.d'); // ['a.b.d', 'a.c.d']
 */
export function expandPaths(path: string): string[] {
  const group = /\{([^{}]*)\}/.exec(path);
  // An empty group, the map marker, is `.*`. The group's first occurrence is the one found (an earlier equal text
  // would have been found first); a function as the replacement, so no `$` in an alternative is read as a pattern.
  return group
    ? (group[1] || '.*')
        .split(',')
        .flatMap((alternative) => expandPaths(path.replace(group[0], () => alternative)))
    : [path];
}
