import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { type Tone, toneClass } from './tone';

/** Props of {@link Ribbon}: every `<span>` attribute plus the tone and the corner. */
export interface RibbonProps extends ComponentPropsWithRef<'span'> {
  /** The colour; default `danger` (the classic red "Sale"). */
  tone?: Tone;
  /** The top corner it sits in when placed over a `ProductImage`. Default `start` (top left). */
  corner?: 'start' | 'end';
}

/**
 * A solid label over a product image — "Sale", "New", "Sold out" — set as the product's `ribbon` in the
 * catalog. Placed as a child of {@link ProductImage} it pins to a top corner; elsewhere it flows inline.
 *
 * @example
 * <ProductImage src={src} alt={name} width={600} height={600}>
 *   <Ribbon>Sale</Ribbon>
 * </ProductImage>
 */
export function Ribbon({ tone = 'danger', corner = 'start', className, ...rest }: RibbonProps) {
  return (
    <span
      {...rest}
      className={cx('bz-ribbon', toneClass(tone), corner === 'end' && 'bz-ribbon--end', className)}
    />
  );
}
