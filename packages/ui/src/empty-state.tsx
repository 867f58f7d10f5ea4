import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { cx } from './cx';
import { InboxIcon } from './icons';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What is empty, e.g. "Your cart is empty". */
  title: ReactNode;
  /** The heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** What to do about it. */
  description?: ReactNode;
  /** The illustration; default an empty tray. Pass `null` for none. */
  icon?: ReactNode;
  /** The way forward: a `LinkButton` or `Button`. */
  action?: ReactNode;
  /** A smaller version for table bodies and drawers. */
  compact?: boolean;
}

/**
 * The centred message shown instead of an empty list — no orders yet, no search results, an empty cart —
 * with the action that fills it.
 *
 * @example
 * <EmptyState title="Your cart is empty" description="Find something you like."
 *   action={<LinkButton href="/">Continue shopping</LinkButton>} />
 */
export function EmptyState({
  title,
  headingLevel = 2,
  description,
  icon,
  action,
  compact,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <div {...rest} className={cx('bz-empty', compact && 'bz-empty--compact', className)}>
      {icon === null ? null : <div className="bz-empty__icon">{icon ?? <InboxIcon />}</div>}
      <Heading className="bz-empty__title">{title}</Heading>
      {description ? <p className="bz-muted">{description}</p> : null}
      {action ? <div className="bz-cluster">{action}</div> : null}
    </div>
  );
}
