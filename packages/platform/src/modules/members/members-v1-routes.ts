import { Hono } from 'hono';
import { getCaller } from '../../auth/caller';
import { currentMember, requireCaller, requireMember, requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { readBody } from '../../http/read-body';
import { readQuery } from '../../http/read-query';
import { parseInput } from '../../http/validate';
import { assertSelfOrStaff } from './member-access';
import { type BulkMemberAction, startBulkMemberJob } from './member-bulk-jobs';
import { bulkDeleteMembers, deleteMember, deleteMyMember } from './member-deletion';
import { findMembers, getMember, getMyMember, sortingList } from './member-reads';
import { changeMember, type MemberAction, setCommunityMembership } from './member-transitions';
import { clearMemberContactList, createMember, updateMember, updateSlug } from './member-updates';
import * as schema from './schema';

const ACTIONS: MemberAction[] = ['mute', 'unmute', 'approve', 'block', 'disconnect'];
const CONTACT_LISTS = ['phones', 'emails', 'addresses'] as const;
const BULK_PATHS: Record<string, BulkMemberAction> = {
  '/bulk/delete-by-filter': 'delete',
  '/bulk/approve-by-filter': 'approve',
  '/bulk/block-by-filter': 'block',
};

/**
 * The members v1 calls (endpoints.md rows 50–73), relative to `/members/v1/members`. Own-record calls (`/my…`,
 * join/leave) need a logged-in member; approve, block, mute, unmute, disconnect, delete, create and the bulk calls
 * need staff; update, slug by id and the contact deletes take the member themselves or staff; reads take any
 * caller and show what member-access.ts allows.
 * @param deps - platform dependencies
 */
export function createMembersV1Routes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const id = (raw: string | undefined) => parseInput(schema.memberIdSchema, { id: raw }).id;

  app.get('/my', requireCaller(), async (c) => {
    const input = parseInput(schema.getMyMemberSchema, readQuery(c));
    return c.json({ member: await getMyMember(deps, getCaller(c), input.fieldsets) });
  });
  app.post('/my/slug', requireMember(), async (c) => {
    const input = parseInput(schema.updateMySlugSchema, await readBody(c));
    const caller = currentMember(c);
    return c.json({ member: await updateSlug(deps, caller, caller.memberId, input.slug) });
  });
  app.delete('/my', requireMember(), async (c) => {
    const input = parseInput(schema.deleteMyMemberSchema, readQuery(c));
    await deleteMyMember(deps, currentMember(c), input.contentAssigneeId);
    return c.json({});
  });
  app.post('/join-community', requireMember(), async (c) =>
    c.json({ member: await setCommunityMembership(deps, currentMember(c), true) }),
  );
  app.post('/leave-community', requireMember(), async (c) =>
    c.json({ member: await setCommunityMembership(deps, currentMember(c), false) }),
  );

  app.get('/', requireCaller(), async (c) => {
    const request = readQuery(c);
    const input = parseInput(schema.listMembersSchema, request);
    const query = { paging: request.paging, sorting: sortingList(request.sorting) };
    return c.json(await findMembers(deps, getCaller(c), { query, fieldsets: input.fieldsets, call: 'list' }));
  });
  app.post('/query', requireCaller(), async (c) => {
    const input = parseInput(schema.queryMembersSchema, await readBody(c));
    return c.json(
      await findMembers(deps, getCaller(c), {
        query: input.query ?? {},
        fieldsets: input.fieldsets,
        search: input.search,
        call: 'query',
      }),
    );
  });

  app.post('/bulk/delete', requireStaff(), async (c) => {
    const input = parseInput(schema.bulkDeleteSchema, await readBody(c));
    return c.json(await bulkDeleteMembers(deps, getCaller(c), input.memberIds));
  });
  for (const [path, action] of Object.entries(BULK_PATHS)) {
    app.post(path, requireStaff(), async (c) => {
      const body = await readBody(c);
      const input =
        action === 'delete'
          ? parseInput(schema.bulkDeleteByFilterSchema, body)
          : parseInput(schema.bulkByFilterSchema, body);
      return c.json(await startBulkMemberJob(deps, getCaller(c), action, input));
    });
  }

  app.post('/', requireStaff(), async (c) => {
    const input = parseInput(schema.createMemberSchema, await readBody(c));
    return c.json({ member: await createMember(deps, getCaller(c), input.member) });
  });
  app.get('/:id', requireCaller(), async (c) => {
    const input = parseInput(schema.getMemberSchema, { ...readQuery(c), id: c.req.param('id') });
    return c.json({ member: await getMember(deps, getCaller(c), input.id, input.fieldsets) });
  });
  app.patch('/:id', requireCaller(), async (c) => {
    const { member } = parseInput(schema.memberBodySchema, await readBody(c));
    // The path names the member (the official client fills it from member.id).
    const input = parseInput(schema.updateMemberSchema, { member: { ...member, id: c.req.param('id') } });
    return c.json({ member: await updateMember(deps, getCaller(c), input.member) });
  });
  app.delete('/:id', requireStaff(), async (c) => {
    await deleteMember(deps, getCaller(c), id(c.req.param('id')));
    return c.json({});
  });
  app.post('/:id/slug', requireCaller(), async (c) => {
    const input = parseInput(schema.updateMemberSlugSchema, {
      ...(await readBody(c)),
      id: c.req.param('id'),
    });
    assertSelfOrStaff(getCaller(c), input.id);
    return c.json({ member: await updateSlug(deps, getCaller(c), input.id, input.slug) });
  });
  for (const action of ACTIONS) {
    app.post(`/:id/${action}`, requireStaff(), async (c) =>
      c.json({ member: await changeMember(deps, getCaller(c), id(c.req.param('id')), action) }),
    );
  }
  for (const list of CONTACT_LISTS) {
    app.delete(`/:id/${list}`, requireCaller(), async (c) =>
      c.json({ member: await clearMemberContactList(deps, getCaller(c), id(c.req.param('id')), list) }),
    );
  }
  return app;
}
