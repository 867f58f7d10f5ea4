import { Hono } from 'hono';
import type { PlatformDeps, PlatformEnv } from '../context';
import { listMail } from '../modules/mail/service';
import { Layout } from './components';
import { renderPage } from './render-page';

/**
 * The development mail page, `GET /hosted/dev/mail?to=`: the latest messages of the mail outbox (verification codes,
 * recovery links). Served only when `devMail` is on (never with NODE_ENV=production).
 * @param deps - platform dependencies
 */
export function createDevMailRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.get('/hosted/dev/mail', async (c) => {
    if (!deps.config.devMail) return c.notFound();
    const to = c.req.query('to') || undefined;
    const messages = await listMail(deps.db, { to, limit: 50 });
    return renderPage(
      c,
      <Layout title="Mail outbox (development)" wide>
        <p className="muted">
          Mail never leaves this machine. Newest first{to ? ` for ${to}` : ''}; reload to see new messages.
        </p>
        {messages.length === 0 ? (
          <p>No mail yet.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>When</th>
                <th>To</th>
                <th>Message</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>{message.createdDate.replace('T', ' ').slice(0, 19)}</td>
                  <td>{message.to}</td>
                  <td>
                    <strong>{message.subject}</strong>
                    <pre>{message.text}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Layout>,
    );
  });
  return app;
}
