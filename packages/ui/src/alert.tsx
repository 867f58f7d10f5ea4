import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { type MessageTone, toneClass } from './tone';

/** Props of {@link Alert}. */
export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The kind of message; default `info`. */
  tone?: MessageTone;
  /** A short bold first line. */
  title?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  /** Accessible name of the close button. Default "Dismiss". */
  dismissLabel?: string;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

/**
 * A message banner in one of four tones.
 *
 * Errors and warnings get `role="alert"` (announced at once), info and success `role="status"`
 * (announced politely); pass `role` to override, e.g. `role={undefined}` for static page content.
 *
 * @example
 * <Alert tone="success" title="Order refunded">The customer was emailed a receipt.</Alert>
 */
export function Alert({
  tone = 'info',
  title,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
  children,
  ...rest
}: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      {...rest}
      className={cx('bz-alert', toneClass(tone), className)}
    >
      <Icon className="bz-alert__icon" />
      <div className="bz-alert__body">
        {title ? <p className="bz-alert__title">{title}</p> : null}
        {children ? <div className="bz-alert__text">{children}</div> : null}
      </div>
      {onDismiss ? (
        <button type="button" className="bz-icon-btn" aria-label={dismissLabel} onClick={onDismiss}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
