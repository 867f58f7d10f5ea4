import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

/** Props of {@link VisuallyHidden}: any `<span>` attribute. */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/**
 * Text that screen readers announce but that takes no room on screen (the `bz-sr` class).
 *
 * Used for labels whose meaning the layout already shows to sighted users, e.g. "Original price"
 * before a struck-through amount.
 *
 * @example
 * <button type="button"><CloseIcon /><VisuallyHidden>Close</VisuallyHidden></button>
 */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={cx('bz-sr', className)} {...rest} />;
}
