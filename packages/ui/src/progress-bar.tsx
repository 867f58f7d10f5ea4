import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './cx';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is in progress ("Updating prices"); names the progress bar. */
  label: ReactNode;
  /** Work done so far, from 0 to `max`; leave undefined while the total is unknown (indeterminate). */
  value?: number;
  /** The total amount of work. Default 100. */
  max?: number;
  /** Text read instead of the percentage, e.g. "12 of 40 products". */
  valueText?: string;
  /** Shows the percentage (or `valueText`) at the right of the label. Default true when determinate. */
  showValue?: boolean;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** The colour of the bar; default `accent`. */
  tone?: 'accent' | 'success' | 'danger';
}

/**
 * A horizontal progress bar for long actions (bulk price changes, bulk member updates, uploads).
 *
 * Determinate bars expose `aria-valuenow`/`aria-valuemax` (and `aria-valuetext` when given);
 * indeterminate ones omit the value, as ARIA asks, and animate a sliding bar instead.
 *
 * @example
 * <ProgressBar label="Updating prices" value={done} max={total} valueText={`${done} of ${total}`} />
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  showValue,
  hideLabel,
  tone = 'accent',
  className,
  ...rest
}: ProgressBarProps) {
  const labelId = `bz${useId()}-label`;
  const determinate = value !== undefined;
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  const shownValue = valueText ?? `${percent}%`;
  return (
    <div
      {...rest}
      className={cx(
        'bz-progress',
        !determinate && 'bz-progress--indeterminate',
        `bz-tone-${tone}`,
        className,
      )}
    >
      <div className={cx('bz-progress__head', hideLabel && 'bz-sr')}>
        <span id={labelId}>{label}</span>
        {determinate && showValue !== false ? <span className="bz-muted">{shownValue}</span> : null}
      </div>
      <div
        className="bz-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={determinate ? max : undefined}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={determinate ? valueText : undefined}
      >
        <div className="bz-progress__bar" style={determinate ? { width: `${percent}%` } : undefined} />
      </div>
    </div>
  );
}
