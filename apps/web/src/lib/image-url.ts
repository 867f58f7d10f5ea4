/** An image with the pixel size to reserve for it. */
export interface SizedImage {
  src: string;
  width: number;
  height: number;
}

// The platform draws demo images at any size (`/media/demo/<key>.svg?w=&h=`, catalog demo/README.md); other
// images (uploads, external URLs) are sent as they are.
const DEMO_IMAGE = /\/media\/demo\/[^/?#]+\.svg(?:[?#]|$)/;

/**
 * The URL of an image at the size it is shown, so the browser fetches no more pixels than it draws.
 *
 * @param url - the image's URL (absolute or root-relative)
 * @param width - the width to draw, in CSS pixels × density
 * @param height - the height
 * @returns the URL to load
 * @example
 * sizedImageUrl('/media/demo/enamel-mug.svg', 400, 400); // '/media/demo/enamel-mug.svg?w=400&h=400'
 */
export function sizedImageUrl(url: string, width: number, height: number): string {
  if (!DEMO_IMAGE.test(url)) return url;
  const [path = '', hash] = url.split('#');
  const [base = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('w', String(Math.round(width)));
  params.set('h', String(Math.round(height)));
  return `${base}?${params}${hash ? `#${hash}` : ''}`;
}

/**
 * An image to draw in a frame of the given size: its URL sized for it, and the frame's size as the intrinsic size,
 * so the page reserves the space before it loads.
 *
 * @param url - the image's URL, if any
 * @param width - the frame's width
 * @param height - the frame's height
 * @returns the image, or undefined without a URL
 */
export function frameImage(url: string | undefined, width: number, height: number): SizedImage | undefined {
  return url ? { src: sizedImageUrl(url, width, height), width, height } : undefined;
}
