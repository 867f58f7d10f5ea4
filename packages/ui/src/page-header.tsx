import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { cx } from './cx';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'title'> {
  /** The page title. */
  title: ReactNode;
  /** The heading level; a page has one `h1`, so change it only inside a page section. Default 1. */
  headingLevel?: 1 | 2;
  /** A muted line under the title (e.g. "Placed on 3 March · 4 items"). */
  description?: ReactNode;
  /** A small line above the title: breadcrumbs or a back link. */
  eyebrow?: ReactNode;
  /** Buttons at the right (below the title on narrow screens). */
  actions?: ReactNode;
}

/**
 * The title block at the top of a page: eyebrow, heading, description and the page's actions.
 *
 * @example
 * <PageHeader
 *   eyebrow={<a href="/admin/orders">← Orders</a>}
 *   title="Order #10023"
 *   description={<StatusBadge status="PAID" />}
 *   actions={<Button variant="secondary">Refund</Button>}
 * />
 */
export function PageHeader({
  title,
  headingLevel = 1,
  description,
  eyebrow,
  actions,
  className,
  ...rest
}: PageHeaderProps) {
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <header {...rest} className={cx('bz-page-header', className)}>
      <div className="bz-stack bz-page-header__text">
        {eyebrow ? <div className="bz-page-header__eyebrow">{eyebrow}</div> : null}
        <Heading className="bz-page-header__title">{title}</Heading>
        {description ? <div className="bz-muted">{description}</div> : null}
      </div>
      {actions ? <div className="bz-cluster">{actions}</div> : null}
    </header>
  );
}
