/**
 * Collection calls at their public paths (endpoints.md rows 74–76, 78, 89–90, 98–100): the v2 read API on its bare
 * proto paths (`/v2/collections/*`, which have no public mapping), the v1 slug read under `/stores-reader/v1`, and the
 * staff-only writes under `/stores/v1`.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { getCaller } from '../../auth/caller';
import { requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { readQuery } from '../../http/read-query';
import { parseInput } from '../../http/validate';
import { getCollection, getCollectionBySlug, queryCollections } from './collection-query';
import {
  createCollectionRequestSchema,
  productIdsRequestSchema,
  updateCollectionRequestSchema,
} from './collection-schema';
import { changeMembership, createCollection, deleteCollection, updateCollection } from './collection-service';

const keySchema = z.object({ key: z.string().min(1).max(100) });

/** A path parameter (collection ids are not all GUIDs: "All Products" is not). @throws ApiError - 400 when too long */
function param(c: Context<PlatformEnv>, name: string): string {
  return parseInput(keySchema, { key: c.req.param(name) }).key;
}

/**
 * The collection routes.
 * @param deps - platform dependencies
 */
export function createCollectionRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();

  // v2 reads. The query is a complex GET (`.r`) with a POST fallback (endpoints.md row 76); register it before `:id`.
  app.get('/v2/collections/query', async (c) =>
    c.json(await queryCollections(deps, getCaller(c), readQuery(c).query)),
  );
  app.post('/v2/collections/query', async (c) =>
    c.json(await queryCollections(deps, getCaller(c), (await readBody(c)).query)),
  );
  app.get('/v2/collections/slug/:slug', async (c) =>
    c.json(await getCollectionBySlug(deps, getCaller(c), param(c, 'slug'))),
  );
  app.get('/v2/collections/:id', async (c) =>
    c.json(await getCollection(deps, getCaller(c), param(c, 'id'))),
  );
  app.get('/stores-reader/v1/collections/slug/:slug', async (c) =>
    c.json(await getCollectionBySlug(deps, getCaller(c), param(c, 'slug'))),
  );

  // v1 writes.
  app.post('/stores/v1/collections', requireStaff(), async (c) => {
    const { collection } = parseInput(createCollectionRequestSchema, await readBody(c));
    return c.json(await createCollection(deps, getCaller(c), collection));
  });
  app.patch('/stores/v1/collections/:id', requireStaff(), async (c) => {
    const { collection = {} } = parseInput(updateCollectionRequestSchema, await readBody(c));
    return c.json(await updateCollection(deps, getCaller(c), param(c, 'id'), collection));
  });
  app.delete('/stores/v1/collections/:id', requireStaff(), async (c) => {
    await deleteCollection(deps, getCaller(c), param(c, 'id'));
    return c.json({});
  });
  app.post('/stores/v1/collections/:id/productIds', requireStaff(), async (c) => {
    const { productIds } = parseInput(productIdsRequestSchema, await readBody(c));
    await changeMembership(deps, getCaller(c), param(c, 'id'), productIds, 'add');
    return c.json({});
  });
  app.post('/stores/v1/collections/:id/productIds/delete', requireStaff(), async (c) => {
    const { productIds } = parseInput(productIdsRequestSchema, await readBody(c));
    await changeMembership(deps, getCaller(c), param(c, 'id'), productIds, 'remove');
    return c.json({});
  });
  return app;
}
