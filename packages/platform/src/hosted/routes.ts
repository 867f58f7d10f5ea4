import { Hono } from 'hono';
import type { PlatformDeps, PlatformEnv } from '../context';
import { createAccountRoutes } from './account-routes';
import { createAuthorizeRoutes } from './authorize-routes';
import { createCheckoutPageRoutes } from './checkout-routes';
import { createCsrf } from './csrf';
import { createDevMailRoutes } from './dev-mail-routes';
import { createMemberAccountRoutes } from './member-account-routes';
import { createPlaceholderRoutes } from './placeholder-routes';
import { createProductPageRoutes } from './product-routes';
import { HOSTED_STYLES } from './styles';

/**
 * Every hosted page on the platform's origin: `/oauth2/authorize` (login / sign-up), `/hosted/login`,
 * `/hosted/logout`, password recovery, the checkout (`/hosted/checkout`), the member account (`/hosted/account`),
 * the product page (`/hosted/product/<slug>`), the dev mail page, placeholders, and `/hosted/styles.css`.
 * @param deps - platform dependencies
 */
export function createHostedRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const csrf = createCsrf(deps);
  const app = new Hono<PlatformEnv>();
  app.get('/hosted/styles.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(HOSTED_STYLES);
  });
  app.route('/', createAuthorizeRoutes(deps, csrf));
  app.route('/', createAccountRoutes(deps, csrf));
  app.route('/', createCheckoutPageRoutes(deps, csrf));
  app.route('/', createMemberAccountRoutes(deps));
  app.route('/', createProductPageRoutes(deps));
  app.route('/', createDevMailRoutes(deps));
  app.route('/', createPlaceholderRoutes(deps));
  return app;
}
