import { type ReactNode, useEffect, useState } from 'react';
import { cx } from './cx';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { type MessageTone, toneClass } from './tone';

/** What a toast says; handed to `useToast().show`. */
export interface ToastOptions {
  /** The kind of message; default `info`. */
  tone?: MessageTone;
  /** The message's first line. */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /**
   * Milliseconds before it hides itself; `Infinity` keeps it until dismissed. Default 5000, but errors stay
   * until dismissed so nobody misses one (WCAG 2.2.1 — no time limit on reading what went wrong).
   */
  duration?: number;
  /** A button in the toast, e.g. "Undo" or "View cart". */
  action?: { label: string; onClick: () => void };
}

/** Props of {@link Toast}. */
export interface ToastProps extends ToastOptions {
  /** Removes the toast (close button, action, time-out). */
  onDismiss: () => void;
  /** Accessible name of the close button. Default "Dismiss". */
  dismissLabel?: string;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

/**
 * One notification card. Normally created through `useToast().show` and laid out by `ToastProvider`; it
 * times itself out, and pauses while hovered or focused so it can be read and operated.
 *
 * @example
 * <Toast tone="success" title="Added to cart" onDismiss={remove} />
 */
export function Toast({
  tone = 'info',
  title,
  description,
  duration,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
}: ToastProps) {
  const [paused, setPaused] = useState(false);
  const lifetime = duration ?? (tone === 'error' ? Number.POSITIVE_INFINITY : 5000);
  useEffect(() => {
    if (paused || !Number.isFinite(lifetime)) return;
    const timer = setTimeout(onDismiss, lifetime);
    return () => clearTimeout(timer);
  }, [paused, lifetime, onDismiss]);
  const Icon = icons[tone];
  return (
    // Errors interrupt (role="alert"); the rest is announced by the viewport's polite live region.
    <li
      className={cx('bz-toast', toneClass(tone))}
      role={tone === 'error' ? 'alert' : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon className="bz-alert__icon" />
      <div className="bz-alert__body">
        <p className="bz-alert__title">{title}</p>
        {description ? <div className="bz-alert__text">{description}</div> : null}
        {action ? (
          <button
            type="button"
            className="bz-btn bz-btn--ghost bz-btn--sm bz-toast__action"
            onClick={() => {
              action.onClick();
              onDismiss();
            }}
          >
            {action.label}
          </button>
        ) : null}
      </div>
      <button type="button" className="bz-icon-btn" aria-label={dismissLabel} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </li>
  );
}
