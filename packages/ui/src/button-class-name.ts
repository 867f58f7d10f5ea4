import { cx } from './cx';

/** The look of a button: `primary` for the main action, `danger` for destructive ones. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** The height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Options of {@link buttonClassName}. */
export interface ButtonStyleOptions {
  /** The look; default `primary`. */
  variant?: ButtonVariant | undefined;
  /** The size; default `md`. */
  size?: ButtonSize | undefined;
  /** Stretches the button to its container's width (e.g. the submit button of a sign-in card). */
  block?: boolean | undefined;
  /** Extra classes appended at the end. */
  className?: string | undefined;
}

/**
 * The class list of a button look, for elements that are not a `Button` but must look like one —
 * a router `<Link>`, a `<label>` for a file input, a summary.
 *
 * @param options - variant, size, block and extra classes
 * @returns the class list
 * @example
 * <Link to="/cart" className={buttonClassName({ variant: 'secondary' })}>View cart</Link>
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block,
  className,
}: ButtonStyleOptions = {}) {
  return cx(
    'bz-btn',
    variant !== 'primary' && `bz-btn--${variant}`,
    size !== 'md' && `bz-btn--${size}`,
    block && 'bz-btn--block',
    className,
  );
}
