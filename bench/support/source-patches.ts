// Variants of our SDK's sources for the bundle-size benchmark: an esbuild plugin that rewrites some source files as
// they are loaded, so one contract can be taken out of a build and its cost measured, not estimated. Every rewrite
// must find what it replaces: a patch that no longer matches the sources fails the build loudly instead of silently
// measuring nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

/** The SDK's source directory: patch files are named relative to it. */
export const SDK_SOURCES = join(import.meta.dirname, '../../packages/sdk/src');

/** One rewrite of a source text. */
export type Rewrite = [search: string | RegExp, replacement: string] | ((source: string) => string);

/** Rewrites of the files whose path (relative to packages/sdk/src) matches `files`. */
export interface SourcePatch {
  /** A file path relative to packages/sdk/src (`http/request-from-args.ts`), or a pattern over such paths. */
  files: string | RegExp;
  rewrites: Rewrite[];
}

/**
 * Applies rewrites to a source text, in order.
 *
 * @param source - the file's text
 * @param rewrites - the rewrites
 * @param file - the file's name, for the error
 * @returns the rewritten text
 * @throws Error - when a search string or pattern is not found (the patch is stale)
 */
export function applyRewrites(source: string, rewrites: Rewrite[], file: string): string {
  let text = source;
  for (const rewrite of rewrites) {
    if (typeof rewrite === 'function') {
      text = rewrite(text);
      continue;
    }
    const [search, replacement] = rewrite;
    const found = typeof search === 'string' ? text.includes(search) : search.test(text);
    if (!found) throw new Error(`source patch: ${String(search).slice(0, 80)} not found in ${file}`);
    text =
      typeof search === 'string'
        ? text.replace(search, () => replacement)
        : text.replace(search, replacement);
  }
  return text;
}

// The index where a value that starts at `start` (an expression in an object literal) ends: the first `,`, `}` or
// `]` outside brackets, comments, strings and template literals (whose `${…}` holes may hold brackets and templates
// again).
function endOfValue(source: string, start: number): number {
  const open: string[] = [];
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (open.at(-1) === '`') {
      if (char === '\\') i++;
      else if (char === '`') open.pop();
      else if (char === '$' && source[i + 1] === '{') {
        open.push('}');
        i++;
      }
    } else if (char === '/' && source[i + 1] === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) return source.length;
    } else if (char === '/' && source[i + 1] === '*') {
      i = source.indexOf('*/', i) + 1;
    } else if (char === "'" || char === '"') {
      for (i++; i < source.length && source[i] !== char; i++) if (source[i] === '\\') i++;
    } else if (char === '`') open.push('`');
    else if (char === '(') open.push(')');
    else if (char === '[') open.push(']');
    else if (char === '{') open.push('}');
    else if (char === ')' || char === ']' || char === '}') {
      if (!open.length) return i;
      open.pop();
    } else if (char === ',' && !open.length) return i;
  }
  return source.length;
}

/**
 * Removes every `name: value` property from the object literals of a source text (the value with its brackets,
 * comments, strings and template literals, and the comma and spaces after it).
 *
 * @param source - the file's text
 * @param name - the property name
 * @returns the text without those properties
 */
export function withoutProperty(source: string, name: string): string {
  const pattern = new RegExp(`([{,]\\s*)${name}:\\s`, 'g');
  let text = source;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + (match[1] as string).length;
    let end = endOfValue(text, start + name.length + 1);
    if (text[end] === ',') {
      end++;
      while (/\s/.test(text[end] ?? '')) end++;
    }
    text = text.slice(0, start) + text.slice(end);
    pattern.lastIndex = start;
  }
  return text;
}

/**
 * An esbuild plugin that loads the SDK's sources through the given patches.
 *
 * @param patches - the rewrites, by file
 * @returns the plugin
 */
export function patchSources(patches: SourcePatch[]): Plugin {
  return {
    name: 'patch-sdk-sources',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /packages\/sdk\/src\/.*\.ts$/ }, ({ path }) => {
        const file = path.slice(SDK_SOURCES.length + 1);
        const matching = patches.filter(({ files }) =>
          typeof files === 'string' ? files === file : files.test(file),
        );
        if (!matching.length) return undefined;
        const source = readFileSync(path, 'utf8');
        const contents = matching.reduce((text, { rewrites }) => applyRewrites(text, rewrites, file), source);
        return { contents, loader: 'ts' };
      });
    },
  };
}
