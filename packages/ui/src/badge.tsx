import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { type Tone, toneClass } from './tone';

/** Props of {@link Badge}: every `<span>` attribute plus the tone. */
export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** The colour; default `neutral`. */
  tone?: Tone;
  /** Adds a small dot before the text, which reads as a status light in dense tables. */
  dot?: boolean;
}

/**
 * A small pill that labels a state — an order's payment or fulfillment status, a member's status, "Draft".
 * Colour is never the only signal: the text says the state.
 *
 * For the platform's status enums, {@link StatusBadge} picks tone and wording.
 *
 * @example
 * <Badge tone="success">Paid</Badge>
 * <Badge tone="warning" dot>Pending</Badge>
 */
export function Badge({ tone = 'neutral', dot, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx('bz-badge', toneClass(tone), className)}>
      {dot ? <span className="bz-badge__dot" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
