import { type ComponentPropsWithRef, type ElementType, type ReactNode, useId } from 'react';
import { cx } from './cx';

/** Props of {@link Card}. */
export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The element; `section` makes the card a landmark named by its title. Default `div`. */
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  /** The heading of the card. */
  title?: ReactNode;
  /** The heading level of `title` (keep the page's outline in order). Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** A muted line under the title. */
  description?: ReactNode;
  /** Buttons or links at the right of the header. */
  actions?: ReactNode;
  /** A bottom row separated by a rule (totals, buttons). */
  footer?: ReactNode;
  /** The inner spacing: `none` for a table or an image that touches the edges. Default `md`. */
  padding?: 'none' | 'md';
}

/**
 * A white, rounded, lightly shadowed surface that groups content: an order summary, a settings section, a
 * product tile.
 *
 * @example
 * <Card as="section" title="Shipping address" actions={<Button variant="ghost" size="sm">Edit</Button>}>
 *   <DescriptionList items={address} />
 * </Card>
 */
export function Card({
  as = 'div',
  title,
  headingLevel = 2,
  description,
  actions,
  footer,
  padding = 'md',
  className,
  children,
  ...rest
}: CardProps) {
  const Tag = as as ElementType;
  const Heading = `h${headingLevel}` as ElementType;
  const generatedId = useId();
  const titleId = `bz${generatedId}-title`;
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Tag
      aria-labelledby={title !== undefined && as === 'section' ? titleId : undefined}
      {...rest}
      className={cx('bz-card', padding === 'none' && 'bz-card--pad-none', className)}
    >
      {hasHeader ? (
        <div className="bz-card__header">
          <div>
            {title !== undefined ? (
              <Heading id={titleId} className="bz-card__title">
                {title}
              </Heading>
            ) : null}
            {description ? <p className="bz-muted">{description}</p> : null}
          </div>
          {actions ? <div className="bz-cluster">{actions}</div> : null}
        </div>
      ) : null}
      {children}
      {footer ? <div className="bz-card__footer">{footer}</div> : null}
    </Tag>
  );
}
