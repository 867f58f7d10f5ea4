import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from './cx';

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The shape: a line of text, a rounded box or a circle (avatar). Default `text`. */
  shape?: 'text' | 'rect' | 'circle';
  /** The width, as a CSS length or pixels. Default 100% (text), or the height (circle). */
  width?: string | number;
  /** The height, as a CSS length or pixels. Default 1em (text). */
  height?: string | number;
  /** Renders this many text lines, the last one shorter, like a paragraph. */
  lines?: number;
}

function toLength(value: string | number | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A grey placeholder shaped like the content that is loading. Give it the size of that content, so the
 * page does not jump when the real content replaces it (no layout shift). It is hidden from assistive
 * technology: announce loading with a `Spinner` or `aria-busy` on the region instead.
 *
 * @example
 * <Skeleton shape="rect" width="100%" height={240} />
 * <Skeleton lines={3} />
 */
export function Skeleton({ shape = 'text', width, height, lines, className, style, ...rest }: SkeletonProps) {
  const size: CSSProperties = { width: toLength(width), height: toLength(height) };
  if (shape === 'circle') size.width ??= size.height;
  if (lines && lines > 1) {
    return (
      <span {...rest} className={cx('bz-skeleton-lines', className)} style={style} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            // The lines are identical placeholders; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="bz-skeleton"
            style={{ ...size, width: index === lines - 1 ? '60%' : size.width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      {...rest}
      className={cx('bz-skeleton', shape === 'circle' && 'bz-skeleton--circle', className)}
      style={{ ...size, ...style }}
      aria-hidden="true"
    />
  );
}
