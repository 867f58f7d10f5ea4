import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx, flexValue, gapStyle, type Space } from './cx';
import type { LayoutElement } from './stack';

/** Props of {@link Cluster}. */
export interface ClusterProps extends ComponentPropsWithRef<'div'> {
  /** The element; `ul`/`ol` drop their bullets and padding. Default `div`. */
  as?: LayoutElement;
  /** The space between children, a step of the spacing scale. Default 3. */
  gap?: Space;
  /** How children spread along the row; default `start`. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** How children line up across the row; default `center`. */
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /** Keeps everything on one line instead of wrapping onto the next. */
  nowrap?: boolean;
}

/**
 * Lays children out in a row that wraps on narrow screens — button groups, tag lists, filters, toolbars.
 *
 * @example
 * <Cluster justify="between">
 *   <Price amount="19.99" currency="USD" />
 *   <Button>Add to cart</Button>
 * </Cluster>
 */
export function Cluster({
  as = 'div',
  gap,
  justify = 'start',
  align = 'center',
  nowrap,
  className,
  style,
  ...rest
}: ClusterProps) {
  const Tag = as as ElementType;
  return (
    <Tag
      {...rest}
      className={cx('bz-cluster', className)}
      style={{
        ...gapStyle(gap),
        justifyContent: justify === 'start' ? undefined : flexValue(justify),
        alignItems: align === 'center' ? undefined : flexValue(align),
        flexWrap: nowrap ? 'nowrap' : undefined,
        ...style,
      }}
    />
  );
}
