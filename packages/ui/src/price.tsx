import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { DEFAULT_LOCALE, formatMoney } from './format-money';

/** Props of {@link Price}. */
export interface PriceProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'prefix'> {
  /** The price to pay, as a number or the platform's decimal string (`"19.99"`). */
  amount: number | string;
  /** The ISO 4217 currency code. */
  currency: string;
  /**
   * The price before the discount. Shown struck through only when it is higher than `amount`, so callers
   * may pass the product's regular price unconditionally.
   */
  compareAtAmount?: number | string | null;
  /** The BCP 47 locale. Default `en-US` (fixed so server and browser agree). */
  locale?: string;
  /** Words before the amount, e.g. "From" for a product whose variants differ in price. */
  prefix?: ReactNode;
  /** The text size; default `md`. */
  size?: 'sm' | 'md' | 'lg';
  /** Screen-reader words before the discounted price. Default "Sale price". */
  saleLabel?: string;
  /** Screen-reader words before the struck-through price. Default "Original price". */
  originalLabel?: string;
}

/**
 * A price formatted with `Intl.NumberFormat`, with the original price struck through when discounted.
 *
 * A strike-through is not announced by screen readers, so both amounts carry hidden words ("Sale price",
 * "Original price") that say what sighted users see.
 *
 * @example
 * <Price amount="15.00" compareAtAmount="20.00" currency="EUR" />  // €15.00 ~~€20.00~~
 */
export function Price({
  amount,
  currency,
  compareAtAmount,
  locale = DEFAULT_LOCALE,
  prefix,
  size = 'md',
  saleLabel = 'Sale price',
  originalLabel = 'Original price',
  className,
  ...rest
}: PriceProps) {
  const discounted =
    compareAtAmount !== undefined && compareAtAmount !== null && Number(compareAtAmount) > Number(amount);
  return (
    <span
      {...rest}
      className={cx(
        'bz-price',
        size !== 'md' && `bz-price--${size}`,
        discounted && 'bz-price--sale',
        className,
      )}
    >
      {prefix ? <span className="bz-price__prefix">{prefix} </span> : null}
      <span className="bz-price__current">
        {discounted ? <span className="bz-sr">{saleLabel} </span> : null}
        {formatMoney(amount, currency, locale)}
      </span>
      {discounted ? (
        <s className="bz-price__original">
          <span className="bz-sr">{originalLabel} </span>
          {formatMoney(compareAtAmount, currency, locale)}
        </s>
      ) : null}
    </span>
  );
}
