import { demoCollections, demoProducts } from './demo-catalog';
import { drawIllustration } from './demo-illustrations';
import { type DemoTones, toneOf } from './demo-tones';
import type { DemoCollection, DemoProduct, DemoShape } from './demo-types';

/** Requested pixel size of a rendered image; a missing side keeps the image's aspect ratio. */
export interface DemoImageOptions {
  width?: number;
  height?: number;
}

/**
 * One media item the seed adds to a product: `POST /stores/v1/products/{id}/media {media}` takes
 * `{url, choice?: {option, choice}}` (`MediaDataForWrite`), the URL being {@link demoImageUrl} of
 * `imageKey`. Items with `choice` are the colour-choice images.
 */
export interface DemoMediaItem {
  imageKey: string;
  choice?: { option: string; choice: string };
}

type ImageSpec =
  | { kind: 'product'; view: 'main' | 'detail' | 'scene'; demo: DemoProduct }
  | { kind: 'color'; demo: DemoProduct; color: string; colorName: string }
  | { kind: 'collection'; demo: DemoCollection };

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The image key of one colour choice of a product: `<productKey>--color-<colour name>`.
 *
 * @param productKey - the product's key
 * @param colorName - the choice description, e.g. `Matte Black`
 */
export function colorImageKey(productKey: string, colorName: string): string {
  return `${productKey}--color-${slugOf(colorName)}`;
}

/**
 * The image key of a collection banner: `collection--<collectionKey>`.
 *
 * @param collectionKey - the collection's key
 */
export function collectionImageKey(collectionKey: string): string {
  return `collection--${collectionKey}`;
}

/** A product's images with how to draw each, in media order; the single source of both lists below. */
function productImages(demo: DemoProduct): { item: DemoMediaItem; spec: ImageSpec }[] {
  const images: { item: DemoMediaItem; spec: ImageSpec }[] = [
    { item: { imageKey: demo.key }, spec: { kind: 'product', view: 'main', demo } },
    { item: { imageKey: `${demo.key}--detail` }, spec: { kind: 'product', view: 'detail', demo } },
  ];
  if (demo.product.productType === 'physical') {
    images.push({ item: { imageKey: `${demo.key}--scene` }, spec: { kind: 'product', view: 'scene', demo } });
  }
  for (const option of demo.product.productOptions ?? []) {
    if (option.optionType !== 'color') continue;
    for (const choice of option.choices) {
      images.push({
        item: {
          imageKey: colorImageKey(demo.key, choice.description),
          choice: { option: option.name, choice: choice.description },
        },
        spec: { kind: 'color', demo, color: choice.value, colorName: choice.description },
      });
    }
  }
  return images;
}

/**
 * Lists the media a product gets, in order: the main image (the bare product key), a close-up
 * (`--detail`), an outdoor scene (`--scene`, physical products only), then one image per colour
 * choice, assigned to that choice (media may go to the choices of one option only, which is why
 * products have at most one colour option).
 *
 * @param demo - the demo product
 */
export function demoProductMedia(demo: DemoProduct): DemoMediaItem[] {
  return productImages(demo).map(({ item }) => item);
}

/**
 * The public URL the platform serves a demo image at.
 *
 * @param publicUrl - the platform's public origin (and base path), with or without a trailing slash
 * @param imageKey - the image key
 */
export function demoImageUrl(publicUrl: string, imageKey: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/media/demo/${imageKey}.svg`;
}

function buildSpecs(): Map<string, ImageSpec> {
  const specs = new Map<string, ImageSpec>();
  for (const demo of demoProducts) {
    for (const { item, spec } of productImages(demo)) specs.set(item.imageKey, spec);
  }
  for (const demo of demoCollections) specs.set(collectionImageKey(demo.key), { kind: 'collection', demo });
  return specs;
}

const specs = buildSpecs();

/** Every image key the demo serves: products (all views), colour choices and collections. */
export const demoImageKeys: readonly string[] = [...specs.keys()];

/**
 * Tells whether a key names a demo image, so a route can answer 404 before rendering.
 *
 * @param key - the image key (the file name without `.svg`)
 */
export function isDemoImageKey(key: string): boolean {
  return specs.has(key);
}

/** A small deterministic number per key, so products sharing a shape still differ a little. */
function hashOf(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return hash >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function linearBackground(tones: DemoTones, key: string): string {
  const x2 = ((hashOf(key) % 4) / 3).toFixed(2);
  return `<linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${tones.backgroundTop}"/><stop offset="1" stop-color="${tones.backgroundBottom}"/></linearGradient>`;
}

const groundShadow = '<ellipse cx="200" cy="330" rx="130" ry="14" fill="#000" opacity=".12"/>';

function productBody(spec: Exclude<ImageSpec, { kind: 'collection' }>, key: string): [string, string] {
  const tones = toneOf(spec.kind === 'color' ? spec.color : spec.demo.art.color);
  const shape = drawIllustration(spec.demo.art.shape, tones);
  const fill = '<rect width="400" height="400" fill="url(#bg)"/>';
  if (spec.kind === 'product' && spec.view === 'detail') {
    const defs = `<radialGradient id="bg" cx=".5" cy=".45" r=".75"><stop offset="0" stop-color="${tones.backgroundTop}"/><stop offset="1" stop-color="${tones.backgroundBottom}"/></radialGradient>`;
    // A close-up: the same drawing at 1.55× around the centre, cropped by the view box.
    return [defs, `${fill}<g transform="translate(-110 -110) scale(1.55)">${shape}</g>`];
  }
  if (spec.kind === 'product' && spec.view === 'scene') {
    const sunX = 60 + (hashOf(key) % 280);
    const scenery =
      `<circle cx="${sunX}" cy="90" r="34" fill="${tones.light}" opacity=".8"/>` +
      `<path d="M0 300 110 170l70 80 60-110 160 160v100H0z" fill="${tones.dark}" opacity=".3"/>` +
      `<path d="M0 320q200-50 400 0v80H0z" fill="${tones.body}" opacity=".25"/>`;
    return [
      linearBackground(tones, key),
      `${fill}${scenery}<g transform="translate(76 122) scale(.62)">${shape}</g>`,
    ];
  }
  return [linearBackground(tones, key), `${fill}${groundShadow}${shape}`];
}

function collectionBody(demo: DemoCollection, key: string): [string, string] {
  const tones = toneOf(demo.color);
  const seen = new Set<DemoShape>();
  const members = demoProducts.filter((product) => {
    if (!product.collections.includes(demo.key) || !product.product.visible || seen.has(product.art.shape)) {
      return false;
    }
    seen.add(product.art.shape);
    return true;
  });
  const shapes = members
    .slice(0, 3)
    .map(
      (product, i) =>
        `<g transform="translate(${20 + i * 240} 92) scale(.7)">${drawIllustration(product.art.shape, toneOf(product.art.color))}</g>`,
    )
    .join('');
  const shadow = `<ellipse cx="400" cy="322" rx="340" ry="16" fill="#000" opacity=".1"/>`;
  return [linearBackground(tones, key), `<rect width="800" height="400" fill="url(#bg)"/>${shadow}${shapes}`];
}

function pixels(requested: number | undefined): number | undefined {
  return requested !== undefined && Number.isFinite(requested) && requested >= 1
    ? Math.min(Math.round(requested), 4096)
    : undefined;
}

/**
 * Renders a demo image as a small, self-contained SVG (no fonts, no external references): a soft
 * gradient from the product's colour and a flat illustration of the object. The same key always
 * gives the same bytes.
 *
 * @param key - an image key from {@link demoImageKeys}
 * @param options - the pixel size (default 800 × 800 for products, 1200 × 600 for collections;
 *   values are clamped to 1…4096 and invalid ones ignored)
 * @throws Error when `key` is not a demo image key (check with {@link isDemoImageKey})
 */
export function renderDemoImage(key: string, options: DemoImageOptions = {}): string {
  const spec = specs.get(key);
  if (!spec) throw new Error(`Unknown demo image: ${key}`);
  const [viewWidth, viewHeight] = spec.kind === 'collection' ? [800, 400] : [400, 400];
  const defaultWidth = spec.kind === 'collection' ? 1200 : 800;
  const requestedHeight = pixels(options.height);
  const width =
    pixels(options.width) ??
    (requestedHeight ? Math.min(Math.round((requestedHeight * viewWidth) / viewHeight), 4096) : defaultWidth);
  const height = requestedHeight ?? Math.round((width * viewHeight) / viewWidth);
  const title =
    spec.kind === 'collection'
      ? spec.demo.collection.name
      : spec.kind === 'color'
        ? `${spec.demo.product.name}, ${spec.colorName}`
        : spec.demo.product.name;
  const [defs, body] = spec.kind === 'collection' ? collectionBody(spec.demo, key) : productBody(spec, key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img"><title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>`;
}
