import { Hono } from 'hono';
import { z } from 'zod';
import { requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readQuery } from '../../http/read-query';
import { parseInput } from '../../http/validate';
import { listMail } from './service';

const listMailSchema = z.object({
  to: z.string().max(320).optional(),
  kind: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/**
 * Staff-only read access to the mail outbox: `GET /bazaar/v1/mail?to=&kind=&limit=` → `{messages}`.
 * Bazaar's own endpoint (not part of the Wix API).
 * @param deps - platform dependencies
 */
export function createMailRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  app.get('/bazaar/v1/mail', requireStaff(), async (c) => {
    const filter = parseInput(listMailSchema, readQuery(c));
    return c.json({ messages: await listMail(deps.db, filter) });
  });
  return app;
}
