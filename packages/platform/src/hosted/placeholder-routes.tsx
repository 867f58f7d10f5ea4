import { Hono } from 'hono';
import type { PlatformDeps, PlatformEnv } from '../context';
import { findRedirectSession } from '../modules/redirects/service';
import { Layout } from './components';
import { renderPage } from './render-page';

// The targets of products the platform does not have, and the order payment request.
const PLACEHOLDERS: Record<string, string> = {
  'bookings-checkout': 'Bookings checkout',
  'events-checkout': 'Events checkout',
  'paid-plans-checkout': 'Pricing plans checkout',
  'bookings-book': 'Book a service',
  'order-payment': 'Order payment',
};

/**
 * Placeholder pages for the redirect targets of products the platform does not have (bookings, events, pricing
 * plans) and for order payment requests. Each shows what was asked and leads back to the post-flow URL.
 * @param deps - platform dependencies
 */
export function createPlaceholderRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.get('/hosted/:page', async (c) => {
    const title = PLACEHOLDERS[c.req.param('page')];
    if (!title) return c.notFound();
    const session = await findRedirectSession(deps.db, deps.clock.now(), c.req.query('redirect_session_id'));
    const details = session?.params ?? {};
    const back = session?.callbacks.postFlowUrl;
    return renderPage(
      c,
      <Layout title={title}>
        <p>This page is not available on the local platform yet.</p>
        {Object.keys(details).length > 0 ? (
          <table>
            <tbody>
              {Object.entries(details).map(([key, value]) => (
                <tr key={key}>
                  <th>{key}</th>
                  <td>
                    <code>{typeof value === 'string' ? value : JSON.stringify(value)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {back ? (
          <p>
            <a href={back}>Back to the site</a>
          </p>
        ) : null}
      </Layout>,
    );
  });
  return app;
}
