import type { MediaItem } from '@bazaar/sdk';
import { ProductImage, Ribbon } from '@bazaar/ui';
import { useEffect, useState } from 'react';
import { frameImage } from '../lib/image-url';

const MAIN = 560;
const THUMB = 72;

/**
 * The product's images: a large one and a row of thumbnails to pick from. When the list changes (a colour was
 * chosen, whose image comes first) the first image is shown.
 *
 * @param props - the images, the product's name (their text alternative) and its ribbon
 * @returns the gallery
 */
export function ProductGallery({
  items,
  name,
  ribbon,
}: {
  items: MediaItem[];
  name: string;
  ribbon?: string;
}) {
  const [index, setIndex] = useState(0);
  const first = items[0]?._id ?? items[0]?.image?.url;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first image (another colour) resets the choice
  useEffect(() => setIndex(0), [first]);
  const current = items[index] ?? items[0];
  const main = frameImage(current?.image?.url, MAIN * 2, MAIN * 2);
  return (
    <div className="app-gallery">
      <ProductImage
        src={main?.src}
        alt={items.length > 1 ? `${name}, image ${index + 1} of ${items.length}` : name}
        width={MAIN}
        height={MAIN}
        aspectRatio="1 / 1"
        priority
        className="app-gallery__main"
      >
        {ribbon ? <Ribbon tone={ribbon === 'Sale' ? 'danger' : 'accent'}>{ribbon}</Ribbon> : null}
      </ProductImage>
      {items.length > 1 ? (
        <ul className="app-gallery__thumbs" aria-label="Images">
          {items.map((item, at) => {
            const thumb = frameImage(item.image?.url, THUMB * 2, THUMB * 2);
            return (
              <li key={item._id ?? item.image?.url}>
                <button
                  type="button"
                  className="app-gallery__thumb"
                  aria-label={`Show image ${at + 1} of ${items.length}`}
                  aria-pressed={at === index}
                  onClick={() => setIndex(at)}
                >
                  <ProductImage src={thumb?.src} alt="" width={THUMB} height={THUMB} aspectRatio="1 / 1" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
