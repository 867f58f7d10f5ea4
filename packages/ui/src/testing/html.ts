import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** One opening tag found in server-rendered markup. */
export interface HtmlElement {
  /** The lower-case tag name. */
  tag: string;
  /** The attributes, entity-decoded; boolean attributes have the value `""`. */
  attrs: Record<string, string>;
}

const tagPattern = /<([a-z][a-z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/gi;
const attrPattern = /([^\s=]+)(?:="([^"]*)")?/g;

function decode(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * Renders a React node on the server, as the hosted pages do.
 *
 * @param node - the node to render
 * @returns the HTML
 */
export function render(node: ReactNode): string {
  return renderToStaticMarkup(node);
}

/**
 * The opening tags of the markup that match a tag name and attribute values (`true` = present).
 * A small stand-in for a DOM: the tests check attributes that the server writes, which is what matters
 * for pages that work without JavaScript.
 *
 * @param html - server-rendered markup
 * @param tag - the tag name, or `*` for any
 * @param attrs - attribute values the element must have
 * @returns the matching elements in document order
 */
export function findAll(html: string, tag = '*', attrs: Record<string, string | true> = {}): HtmlElement[] {
  const found: HtmlElement[] = [];
  for (const match of html.matchAll(tagPattern)) {
    const name = match[1]!.toLowerCase();
    if (tag !== '*' && name !== tag) continue;
    const parsed: Record<string, string> = {};
    for (const attr of (match[2] ?? '').matchAll(attrPattern)) parsed[attr[1]!] = decode(attr[2] ?? '');
    const matches = Object.entries(attrs).every(([key, value]) =>
      value === true ? key in parsed : parsed[key] === value,
    );
    if (matches) found.push({ tag: name, attrs: parsed });
  }
  return found;
}

/**
 * The one element that matches; fails the test when there is none or several.
 *
 * @param html - server-rendered markup
 * @param tag - the tag name, or `*`
 * @param attrs - attribute values the element must have
 * @returns the element
 * @throws Error when zero or several elements match
 */
export function find(html: string, tag = '*', attrs: Record<string, string | true> = {}): HtmlElement {
  const found = findAll(html, tag, attrs);
  if (found.length !== 1) {
    throw new Error(`expected one <${tag}> with ${JSON.stringify(attrs)}, found ${found.length} in ${html}`);
  }
  return found[0]!;
}

/**
 * The text of markup: tags dropped, entities decoded.
 *
 * @param html - markup
 * @returns its text content
 */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ''));
}
