const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The paragraphs of a catalog description, as plain text. Descriptions are rich text (`<p>…</p>`, entities.md
 * "Product"); the storefront shows their text rather than injecting the merchant's HTML into the page.
 *
 * @param html - the description
 * @returns its non-empty paragraphs (blocks and line breaks split them)
 * @example
 * toParagraphs('<p>Warm &amp; light.</p><p>Packs small.</p>'); // ['Warm & light.', 'Packs small.']
 */
export function toParagraphs(html: string | undefined): string[] {
  if (!html) return [];
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .map((line) => decodeEntities(line).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
