import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx, flexValue, gapStyle, type Space } from './cx';

/** The elements a layout primitive may render as. */
export type LayoutElement =
  | 'div'
  | 'section'
  | 'ul'
  | 'ol'
  | 'nav'
  | 'header'
  | 'footer'
  | 'aside'
  | 'article';

/** Props of {@link Stack}. */
export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** The element; `ul`/`ol` drop their bullets and padding. Default `div`. */
  as?: LayoutElement;
  /** The space between children, a step of the spacing scale (4 = 1rem). Default 4. */
  gap?: Space;
  /** How children line up across the column; default `stretch`. */
  align?: 'stretch' | 'start' | 'center' | 'end';
}

/**
 * Lays children out in a column with even gaps — the vertical rhythm of forms, cards and pages.
 *
 * @example
 * <Stack gap={6}>
 *   <PageHeader title="Orders" />
 *   <DataTable … />
 * </Stack>
 */
export function Stack({ as = 'div', gap, align = 'stretch', className, style, ...rest }: StackProps) {
  const Tag = as as ElementType;
  return (
    <Tag
      {...rest}
      className={cx('bz-stack', className)}
      style={{ ...gapStyle(gap), alignItems: align === 'stretch' ? undefined : flexValue(align), ...style }}
    />
  );
}
