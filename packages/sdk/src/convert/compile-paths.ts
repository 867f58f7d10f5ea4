import type { ValueConverter } from './value-converters';

interface PathNode {
  children: Map<string, PathNode>;
  convert?: ValueConverter;
}

/** Applies compiled conversions to a payload, in place. */
export type PathWalker = (payload: unknown) => void;

/**
 * Compiles conversion path lists into one walker, so a payload is visited once per call however many paths there
 * are. Paths are dot-separated wire names; every segment fans out over arrays; `*` (or a `name{}` segment) fans out
 * over the values of a map; a conversion runs whenever its key exists (transforms.md §1 "How a path is walked").
 *
 * @param groups - pairs of (path list, converter)
 * @returns the walker, or undefined when there is nothing to convert
 */
export function compilePaths(
  groups: ReadonlyArray<readonly [readonly string[] | undefined, ValueConverter]>,
): PathWalker | undefined {
  const root: PathNode = { children: new Map() };
  for (const [paths = [], convert] of groups) {
    for (const path of paths) {
      let node = root;
      for (const segment of path.replace(/\{\}(?=\.|$)/g, '.*').split('.')) {
        let child = node.children.get(segment);
        if (!child) {
          child = { children: new Map() };
          node.children.set(segment, child);
        }
        node = child;
      }
      node.convert = convert;
    }
  }
  return root.children.size ? (payload) => walk(root, payload) : undefined;
}

function walk(node: PathNode, value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(node, item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [segment, child] of node.children) {
    if (segment === '*') {
      for (const key of Object.keys(record)) visit(child, record, key);
    } else if (segment in record) {
      visit(child, record, segment);
    }
  }
}

function visit(node: PathNode, record: Record<string, unknown>, key: string): void {
  if (node.convert) record[key] = node.convert(record[key]);
  if (node.children.size) walk(node, record[key]);
}
