import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

/** Props of {@link Spinner}. */
export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The diameter: `sm` fits inside a button, `lg` fills an empty page. Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, announced politely (`role="status"`). Default "Loading". */
  label?: string;
  /**
   * Hides the spinner from assistive technology, for when its container already says it is busy
   * (a loading `Button` carries `aria-busy`).
   */
  decorative?: boolean;
}

/**
 * A spinning ring for waits of unknown length. The ring is pure CSS (one element, no SVG) and stops
 * spinning for users who ask for reduced motion.
 *
 * @example
 * <Spinner label="Loading orders" />
 */
export function Spinner({ size = 'md', label = 'Loading', decorative, className, ...rest }: SpinnerProps) {
  const classes = cx('bz-spinner', size !== 'md' && `bz-spinner--${size}`, className);
  if (decorative) return <span {...rest} className={classes} aria-hidden="true" />;
  return (
    <span {...rest} className={classes} role="status">
      <span className="bz-sr">{label}</span>
    </span>
  );
}
