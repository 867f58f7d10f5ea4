import type { ComponentPropsWithRef } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button-class-name';

/** Props of {@link LinkButton}: every native `<a>` attribute plus the button look. */
export interface LinkButtonProps extends ComponentPropsWithRef<'a'> {
  /** The address; a link without one is not a link, so it is required. */
  href: string;
  /** The look; default `primary`. */
  variant?: ButtonVariant;
  /** The size; default `md`. */
  size?: ButtonSize;
  /** Stretches the link to its container's width. */
  block?: boolean;
}

/**
 * A real link (`<a href>`) that looks like a button: for actions that navigate — "Continue shopping",
 * "Go to checkout", the hosted pages' "Back to the store". Screen readers announce it as a link and it
 * opens in a new tab on middle-click, as links should.
 *
 * For a router link, use {@link buttonClassName} on the router's own `<Link>` instead.
 *
 * @example
 * <LinkButton href="/checkout" size="lg" block>Go to checkout</LinkButton>
 */
export function LinkButton({ variant, size, block, className, children, ...rest }: LinkButtonProps) {
  return (
    <a {...rest} className={buttonClassName({ variant, size, block, className })}>
      {children}
    </a>
  );
}
