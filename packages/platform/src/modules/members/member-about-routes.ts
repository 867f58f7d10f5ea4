import { Hono } from 'hono';
import { getCaller } from '../../auth/caller';
import { currentMember, requireCaller, requireMember } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { parseInput } from '../../http/validate';
import {
  createMemberAbout,
  deleteMemberAbout,
  getMemberAbout,
  getMyMemberAbout,
  queryMemberAbouts,
  updateMemberAbout,
} from './member-about';
import * as schema from './schema';

/**
 * The "About" section calls (`@wix/members` `membersAbout`), relative to `/members/v2/abouts`: create, update,
 * delete, get, get my, query. Writes take the member themselves or staff (member-about.ts).
 * @param deps - platform dependencies
 */
export function createMemberAboutRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const id = (raw: string | undefined) => parseInput(schema.memberIdSchema, { id: raw }).id;

  app.post('/', requireCaller(), async (c) => {
    const input = parseInput(schema.createMemberAboutSchema, await readBody(c));
    return c.json({ memberAbout: await createMemberAbout(deps, getCaller(c), input.memberAbout) });
  });
  app.post('/query', requireCaller(), async (c) => {
    const input = parseInput(schema.queryMemberAboutsSchema, await readBody(c));
    return c.json(await queryMemberAbouts(deps, getCaller(c), input.query ?? {}));
  });
  app.get('/my', requireMember(), async (c) => {
    const memberAbout = await getMyMemberAbout(deps, currentMember(c));
    return c.json(memberAbout ? { memberAbout } : {});
  });
  app.get('/:id', requireCaller(), async (c) =>
    c.json({ memberAbout: await getMemberAbout(deps, getCaller(c), id(c.req.param('id'))) }),
  );
  app.patch('/:id', requireCaller(), async (c) => {
    const { memberAbout: about } = parseInput(schema.memberAboutBodySchema, await readBody(c));
    const input = parseInput(schema.updateMemberAboutSchema, {
      memberAbout: { ...about, id: c.req.param('id') },
    });
    return c.json({ memberAbout: await updateMemberAbout(deps, getCaller(c), input.memberAbout) });
  });
  app.delete('/:id', requireCaller(), async (c) => {
    await deleteMemberAbout(deps, getCaller(c), id(c.req.param('id')));
    return c.json({});
  });
  return app;
}
