import { describe, expect, it } from 'vitest';
import { demoCollections, demoProducts } from './demo-catalog';
import {
  collectionImageKey,
  colorImageKey,
  demoImageKeys,
  demoImageUrl,
  demoProductMedia,
  isDemoImageKey,
  renderDemoImage,
} from './demo-images';

/**
 * A tiny well-formedness check, enough for the SVG this module writes: one root `<svg>`, every tag
 * closed in order, attributes quoted, no stray `<` or `&`. Returns the problems found.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const match of xml.matchAll(tag)) {
    const text = xml.slice(last, match.index);
    if (/[<>]/.test(text)) problems.push(`stray markup before ${match[0]}`);
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) problems.push(`unescaped & in "${text}"`);
    last = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      if (stack.length === 0 && match.index !== 0) problems.push(`second root <${name}>`);
      stack.push(name);
    }
  }
  if (xml.slice(last).trim() !== '') problems.push('text after the root element');
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  return problems;
}

function rootAttribute(svg: string, name: string): string | undefined {
  return svg.match(new RegExp(`^<svg[^>]*\\s${name}="([^"]*)"`))?.[1];
}

describe('renderDemoImage', () => {
  it('renders every image key as a well-formed SVG under 3 KB with a size and a view box', () => {
    for (const key of demoImageKeys) {
      const svg = renderDemoImage(key);
      expect(svg.startsWith('<svg'), key).toBe(true);
      expect(xmlProblems(svg), key).toEqual([]);
      expect(rootAttribute(svg, 'xmlns')).toBe('http://www.w3.org/2000/svg');
      expect(rootAttribute(svg, 'width'), key).toMatch(/^\d+$/);
      expect(rootAttribute(svg, 'height'), key).toMatch(/^\d+$/);
      expect(rootAttribute(svg, 'viewBox'), key).toMatch(/^0 0 \d+ \d+$/);
      expect(Buffer.byteLength(svg), key).toBeLessThan(3 * 1024);
    }
  });

  it('flags a broken document in the well-formedness check itself', () => {
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><title>A & B</title></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg width=1></svg>')).not.toEqual([]);
  });

  it('escapes product and collection names in the title', () => {
    const svg = renderDemoImage(collectionImageKey('shelter-and-sleep'));
    expect(svg).toContain('<title>Shelter &amp; Sleep</title>');
  });

  it('returns the same bytes for the same key', () => {
    expect(renderDemoImage('trail-runner-jacket--scene')).toBe(renderDemoImage('trail-runner-jacket--scene'));
  });

  it('tints each colour choice image with the choice colour', () => {
    const red = renderDemoImage(colorImageKey('enamel-camp-mug', 'Red'));
    const blue = renderDemoImage(colorImageKey('enamel-camp-mug', 'Blue'));
    expect(red).toContain('fill="#c0392b"');
    expect(blue).toContain('fill="#3c6e9f"');
    expect(blue).not.toContain('#c0392b');
  });

  it('draws the main image, the close-up and the scene differently', () => {
    const views = ['knit-beanie', 'knit-beanie--detail', 'knit-beanie--scene'].map((key) =>
      renderDemoImage(key),
    );
    expect(new Set(views).size).toBe(3);
  });

  it('uses 800 × 800 for products and 1200 × 600 for collections unless asked otherwise', () => {
    const product = renderDemoImage('hip-pack');
    expect([rootAttribute(product, 'width'), rootAttribute(product, 'height')]).toEqual(['800', '800']);
    const banner = renderDemoImage(collectionImageKey('camp-kitchen'));
    expect([rootAttribute(banner, 'width'), rootAttribute(banner, 'height')]).toEqual(['1200', '600']);
  });

  it('takes a requested size, keeping the aspect ratio when one side is given and ignoring nonsense', () => {
    const sized = (key: string, options: { width?: number; height?: number }) => {
      const svg = renderDemoImage(key, options);
      return [rootAttribute(svg, 'width'), rootAttribute(svg, 'height')];
    };
    expect(sized('hip-pack', { width: 300, height: 200 })).toEqual(['300', '200']);
    expect(sized('hip-pack', { width: 240 })).toEqual(['240', '240']);
    expect(sized(collectionImageKey('camp-kitchen'), { height: 150 })).toEqual(['300', '150']);
    expect(sized('hip-pack', { width: Number.NaN, height: -5 })).toEqual(['800', '800']);
    expect(sized('hip-pack', { width: 100_000 })).toEqual(['4096', '4096']);
  });

  it('throws for keys that are not demo images', () => {
    expect(isDemoImageKey('no-such-product')).toBe(false);
    expect(() => renderDemoImage('no-such-product')).toThrow('Unknown demo image: no-such-product');
  });
});

describe('demoProductMedia', () => {
  it('gives every product a main image and one or two extra views, all renderable', () => {
    for (const demo of demoProducts) {
      const views = demoProductMedia(demo).filter((item) => !item.choice);
      expect(views[0]?.imageKey).toBe(demo.key);
      expect(views.length).toBeGreaterThanOrEqual(2);
      expect(views.length).toBeLessThanOrEqual(3);
      for (const item of demoProductMedia(demo))
        expect(isDemoImageKey(item.imageKey), item.imageKey).toBe(true);
    }
  });

  it('assigns one image to every colour choice and none to other options', () => {
    for (const demo of demoProducts) {
      const assigned = demoProductMedia(demo).flatMap((item) => (item.choice ? [item.choice] : []));
      const colorChoices = (demo.product.productOptions ?? [])
        .filter((option) => option.optionType === 'color')
        .flatMap((option) =>
          option.choices.map((choice) => ({ option: option.name, choice: choice.description })),
        );
      expect(assigned, demo.key).toEqual(colorChoices);
    }
  });

  it('names a distinct image for every media item and collection, so none overwrites another', () => {
    const expected =
      demoProducts.reduce((sum, demo) => sum + demoProductMedia(demo).length, 0) + demoCollections.length;
    expect(demoImageKeys).toHaveLength(expected);
    for (const demo of demoCollections) expect(isDemoImageKey(collectionImageKey(demo.key))).toBe(true);
  });
});

describe('demoImageUrl', () => {
  it('serves images under /media/demo/ of the public URL', () => {
    expect(demoImageUrl('http://127.0.0.1:4000/', 'hip-pack--detail')).toBe(
      'http://127.0.0.1:4000/media/demo/hip-pack--detail.svg',
    );
    expect(demoImageUrl('https://shop.example/api', 'hip-pack')).toBe(
      'https://shop.example/api/media/demo/hip-pack.svg',
    );
  });
});
