import { Hono } from 'hono';
import { ANONYMOUS } from '../auth/caller';
import type { PlatformDeps, PlatformEnv } from '../context';
import { queryProducts } from '../modules/catalog/product-query';
import { findRedirectSession } from '../modules/redirects/service';
import { type HostedProduct, ProductPage } from './product-page';
import { createNonce, renderPage } from './render-page';
import { renderUiMessage } from './ui-message-page';

/** The hosted product page's path prefix (the `storesProduct` redirect target: `/hosted/product/<slug>`). */
export const PRODUCT_PAGE_PATH = '/hosted/product';

// Origins of the product's images other than the platform's own (CSP `img-src`): merchants may link media anywhere.
function imageOrigins(product: HostedProduct): string[] {
  const origins = new Set<string>();
  for (const item of product.media.items) {
    if (!item.image) continue;
    try {
      const url = new URL(item.image.url);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // A relative or broken URL: 'self' covers the first, the browser drops the second.
    }
  }
  return [...origins];
}

/**
 * The hosted product page, `GET /hosted/product/<slug>?redirect_session_id=…` (the `fullUrl` of a `storesProduct`
 * redirect session): the product as a shopper sees it through the public catalog read (visible products only), so
 * a hidden or unknown product is a 404 page. The product is public, so the page needs no session; a valid
 * `storesProduct` session adds its "Back to the site" link.
 * @param deps - platform dependencies
 */
export function createProductPageRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  app.get(`${PRODUCT_PAGE_PATH}/:slug`, async (c) => {
    const slug = c.req.param('slug');
    const session = await findRedirectSession(deps.db, deps.clock.now(), c.req.query('redirect_session_id'));
    const back = (session?.target === 'storesProduct' && session.callbacks.postFlowUrl) || undefined;
    // The shopper's view: an anonymous read never sees hidden products (business-rules 171).
    const body = await queryProducts(deps, ANONYMOUS, { query: { filter: { slug }, paging: { limit: 1 } } });
    const product = (JSON.parse(Buffer.from(body).toString('utf8')) as { products: HostedProduct[] })
      .products[0];
    if (!product) {
      return renderUiMessage(c, {
        title: 'Product not found',
        text: 'This product does not exist or is not for sale any more.',
        status: 404,
        link: back ? { href: back, label: 'Back to the site' } : undefined,
        footer: 'Prices as listed in the shop today.',
      });
    }
    const nonce = createNonce();
    return renderPage(c, <ProductPage styleNonce={nonce} product={product} backUrl={back} />, {
      styleNonce: nonce,
      imageOrigins: imageOrigins(product),
    });
  });

  return app;
}
