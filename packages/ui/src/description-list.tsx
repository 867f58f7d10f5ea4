import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';

/** One term and its value in a {@link DescriptionList}. */
export interface DescriptionItem {
  /** The key, e.g. "Email". */
  term: ReactNode;
  /** The value, e.g. the address; empty values show a dash. */
  description: ReactNode;
  /** A stable React key when terms are not unique strings. */
  id?: string;
}

/** Props of {@link DescriptionList}. */
export interface DescriptionListProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  /** The pairs, in order. */
  items: readonly DescriptionItem[];
  /**
   * `columns` puts terms left and values right from tablet width up (order details); `stacked` keeps each
   * term above its value (narrow cards). Default `columns`.
   */
  layout?: 'columns' | 'stacked';
}

/**
 * Key/value details as a real `<dl>` — an order's customer and shipping data, a member's profile.
 *
 * @example
 * <DescriptionList items={[
 *   { term: 'Email', description: member.loginEmail },
 *   { term: 'Status', description: <StatusBadge status={member.status} /> },
 * ]} />
 */
export function DescriptionList({ items, layout = 'columns', className, ...rest }: DescriptionListProps) {
  return (
    <dl {...rest} className={cx('bz-dl', layout === 'stacked' && 'bz-dl--stacked', className)}>
      {items.map((item, index) => (
        <div key={item.id ?? (typeof item.term === 'string' ? item.term : index)} className="bz-dl__row">
          <dt>{item.term}</dt>
          <dd>
            {item.description === null || item.description === undefined || item.description === ''
              ? '—'
              : item.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}
