import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { ImageIcon } from './icons';

/** Props of {@link ProductImage}: every native `<img>` attribute plus the frame options. */
export interface ProductImageProps
  extends Omit<ComponentPropsWithRef<'img'>, 'width' | 'height' | 'children'> {
  /** The image address; without one a neutral placeholder fills the frame. */
  src?: string;
  /** The text alternative: the product name (or `""` when a caption next to it already names it). */
  alt: string;
  /** The image's intrinsic width in pixels, written on the `<img>` so the browser reserves the space. */
  width: number;
  /** The image's intrinsic height in pixels. */
  height: number;
  /** The frame's ratio, e.g. `"1 / 1"` or `"4 / 5"`. Default the image's own `width / height`. */
  aspectRatio?: string;
  /** `cover` fills and crops the frame; `contain` shows the whole image on a tinted background. */
  fit?: 'cover' | 'contain';
  /** For the main image above the fold: loads eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** Overlays, typically a {@link Ribbon}. */
  children?: ReactNode;
  /** Class of the frame; `imgClassName` goes on the `<img>`. */
  className?: string;
  /** Class of the `<img>` itself. */
  imgClassName?: string;
}

/**
 * A product photo in a fixed-ratio frame. The frame has its size before the image arrives and the `<img>`
 * carries `width`/`height`, so nothing moves when it loads (no layout shift); it loads lazily and decodes
 * off the main thread unless `priority` is set.
 *
 * @example
 * <ProductImage src={media.url} alt={product.name} width={media.width} height={media.height} aspectRatio="1 / 1" />
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  aspectRatio,
  fit = 'cover',
  priority,
  children,
  className,
  imgClassName,
  ...rest
}: ProductImageProps) {
  return (
    <div
      className={cx('bz-media', fit === 'contain' && 'bz-media--contain', className)}
      style={{ aspectRatio: aspectRatio ?? `${width} / ${height}` }}
    >
      {src ? (
        <img
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          {...rest}
          src={src}
          alt={alt}
          width={width}
          height={height}
          className={imgClassName}
        />
      ) : (
        <div className="bz-media__empty">
          <ImageIcon />
          {alt ? <span className="bz-sr">{alt}</span> : null}
        </div>
      )}
      {children}
    </div>
  );
}
