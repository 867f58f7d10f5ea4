import { type ComponentPropsWithRef, type ElementType, type ReactNode, useId } from 'react';
import { cx } from './cx';

/** Props of {@link AuthCard}. */
export interface AuthCardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The heading, e.g. "Sign in to Bazaar". */
  title: ReactNode;
  /** The heading level: 1 on a hosted page of its own, 2 inside an app page that has a title. Default 1. */
  headingLevel?: 1 | 2;
  /** A line under the title, e.g. "Welcome back". */
  description?: ReactNode;
  /** The logo or shop name above the card. */
  brand?: ReactNode;
  /** The links under the card: "No account? Create one", "Forgot your password?". */
  footer?: ReactNode;
  /** Centres the card in the whole viewport height, for a hosted page that has nothing else. */
  fullPage?: boolean;
}

/**
 * The centred, narrow card of the sign-in, sign-up, password-recovery and logout pages. The platform's
 * hosted pages (server-rendered, no JavaScript) and the app's own sign-in forms both use it, so they look
 * the same. The card is a `section` named by its title.
 *
 * @example
 * <AuthCard brand={<Logo />} title="Sign in" footer={<a href="/signup">Create an account</a>}>
 *   <Form method="post">…</Form>
 * </AuthCard>
 */
export function AuthCard({
  title,
  headingLevel = 1,
  description,
  brand,
  footer,
  fullPage,
  className,
  children,
  ...rest
}: AuthCardProps) {
  const titleId = `bz${useId()}-title`;
  const Heading = `h${headingLevel}` as ElementType;
  return (
    <div className={cx('bz-auth', fullPage && 'bz-auth--page', className)}>
      {brand ? <div className="bz-auth__brand">{brand}</div> : null}
      <section {...rest} className="bz-card bz-auth__card" aria-labelledby={titleId}>
        <div className="bz-auth__head">
          <Heading id={titleId} className="bz-auth__title">
            {title}
          </Heading>
          {description ? <p className="bz-muted">{description}</p> : null}
        </div>
        {children}
      </section>
      {footer ? <div className="bz-auth__footer">{footer}</div> : null}
    </div>
  );
}
