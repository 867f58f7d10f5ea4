import { Hono } from 'hono';
import { z } from 'zod';
import { requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { readQuery } from '../../http/read-query';
import { parseInput } from '../../http/validate';
import { getBuyerNotificationSettings, updateBuyerNotificationSettings } from './buyer-mail-settings';
import { listMail } from './service';

const listMailSchema = z.object({
  to: z.string().max(320).optional(),
  kind: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/**
 * Staff-only read access to the mail outbox: `GET /bazaar/v1/mail?to=&kind=&limit=` → `{messages}`; the store's
 * buyer notification settings: `GET`/`PATCH /bazaar/v1/notification-settings` → `{notificationSettings}`.
 * Bazaar's own endpoints (not part of the Wix API).
 * @param deps - platform dependencies
 */
export function createMailRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.get('/bazaar/v1/mail', requireStaff(), async (c) => {
    const filter = parseInput(listMailSchema, readQuery(c));
    return c.json({ messages: await listMail(deps.db, filter) });
  });
  app.get('/bazaar/v1/notification-settings', requireStaff(), async (c) =>
    c.json({ notificationSettings: await getBuyerNotificationSettings(deps.db) }),
  );
  app.patch('/bazaar/v1/notification-settings', requireStaff(), async (c) => {
    const body = await readBody(c);
    const notificationSettings = await deps.db.transaction((tx) =>
      updateBuyerNotificationSettings(tx, deps.clock, body.notificationSettings),
    );
    return c.json({ notificationSettings });
  });
  return app;
}
