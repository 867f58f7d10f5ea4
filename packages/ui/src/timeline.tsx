import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { type FormatDateTimeOptions, formatDateTime, toIsoString } from './format-date-time';
import { type Tone, toneClass } from './tone';

/** One event of a {@link Timeline}. */
export interface TimelineItem {
  /** Identifies the event (an activity id). */
  id: string;
  /** What happened, e.g. "Payment refunded". */
  title: ReactNode;
  /** When it happened: a `Date` or an ISO 8601 string. */
  at: Date | string;
  /** Details, e.g. the amount or the merchant's comment. */
  description?: ReactNode;
  /** The colour of the event's dot; default `neutral`. */
  tone?: Tone;
}

/** Props of {@link Timeline}. */
export interface TimelineProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The events, in the order to show them (the caller decides oldest- or newest-first). */
  items: readonly TimelineItem[];
  /** How dates are formatted (locale, time zone, styles); see `formatDateTime`. */
  dateFormat?: FormatDateTimeOptions;
}

/**
 * A vertical list of dated events — an order's activity log (placed, paid, refunded, comments).
 * Each date is a `<time dateTime>` so it is machine-readable as well as formatted.
 *
 * @example
 * <Timeline items={order.activities.map((a) => ({
 *   id: a.id, title: formatStatus(a.activityType), at: a.createdDate, tone: statusTone(a.activityType),
 * }))} />
 */
export function Timeline({ items, dateFormat, className, ...rest }: TimelineProps) {
  return (
    <ol {...rest} className={cx('bz-timeline', className)}>
      {items.map((item) => (
        <li key={item.id} className={cx('bz-timeline__item', toneClass(item.tone ?? 'neutral'))}>
          <span className="bz-timeline__dot" aria-hidden="true" />
          <div className="bz-timeline__content">
            <p className="bz-timeline__title">{item.title}</p>
            <time className="bz-muted" dateTime={toIsoString(item.at)}>
              {formatDateTime(item.at, dateFormat)}
            </time>
            {item.description ? <div className="bz-timeline__text">{item.description}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
