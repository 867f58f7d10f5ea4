import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx, gapStyle, type Space } from './cx';
import type { LayoutElement } from './stack';

/** Props of {@link Grid}. */
export interface GridProps extends ComponentPropsWithRef<'div'> {
  /** The element; `ul`/`ol` drop their bullets and padding. Default `div`. */
  as?: LayoutElement;
  /** The space between cells, a step of the spacing scale. Default 4. */
  gap?: Space;
  /**
   * The narrowest a cell may get, as a CSS length: the grid fits as many columns as this allows, so it
   * needs no breakpoints (one column on a phone, four on a desktop). Default `15rem`.
   */
  minItemWidth?: string;
  /** A fixed number of equal columns instead, at every width. */
  columns?: number;
}

/**
 * A responsive grid of equal cells: product tiles, dashboard cards, form rows of two fields.
 *
 * @example
 * <Grid as="ul" minItemWidth="12rem">
 *   {products.map((product) => <li key={product.id}><ProductCard product={product} /></li>)}
 * </Grid>
 */
export function Grid({ as = 'div', gap, minItemWidth, columns, className, style, ...rest }: GridProps) {
  const Tag = as as ElementType;
  const columnStyle: Record<string, string> = {};
  if (minItemWidth) columnStyle['--bz-min'] = minItemWidth;
  if (columns) {
    columnStyle['--bz-cols'] = String(columns);
    // Fixed columns share the width at every size; a minimum would overflow a phone screen.
    columnStyle['--bz-min'] ??= '0px';
  }
  return (
    <Tag
      {...rest}
      className={cx('bz-grid', className)}
      style={{ ...gapStyle(gap), ...columnStyle, ...style }}
    />
  );
}
