import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button-class-name';
import { Spinner } from './spinner';

/** Props of {@link Button}: every native `<button>` attribute plus the look and the loading state. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** The look; default `primary`. */
  variant?: ButtonVariant;
  /** The size; default `md`. */
  size?: ButtonSize;
  /** Stretches the button to its container's width. */
  block?: boolean;
  /**
   * Shows a spinner, sets `aria-busy` and ignores clicks (so a form is not submitted twice) while the
   * button stays focusable — `disabled` would drop focus to the page in the middle of the action.
   */
  loading?: boolean;
}

/**
 * A native `<button>` in one of the kit's looks.
 *
 * `type` defaults to `"button"` so a button inside a form never submits by accident; pass
 * `type="submit"` for the submit button of a plain HTML form (works without JavaScript).
 *
 * @example
 * <Button type="submit" loading={mutation.isPending}>Sign in</Button>
 * <Button variant="danger" size="sm" onClick={openConfirm}>Delete</Button>
 */
export function Button({
  variant,
  size,
  block,
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also cancels the form submission a submit button would start.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      aria-busy={loading || undefined}
      aria-disabled={loading || ariaDisabled || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
