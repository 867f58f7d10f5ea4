import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type SeededMember, type TestPlatform } from '../../testing';
import { asMember, eventsOf, type MembersTestClient, membersClient } from './test-client';

const ABOUTS = '/members/v2/abouts';
const content = (text: string) => ({
  nodes: [{ type: 'PARAGRAPH', id: 'p1', nodes: [{ type: 'TEXT', id: '', textData: { text } }] }],
});

let platform: TestPlatform;
let staff: MembersTestClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  staff = await asMember(platform, await platform.seed.owner());
});
afterAll(() => platform.close());

describe('member "About" sections', () => {
  let author: SeededMember;
  let me: MembersTestClient;
  let aboutId: string;
  beforeAll(async () => {
    author = await platform.seed.member();
    me = await asMember(platform, author);
  });

  it('are created by the member, once, with their rich content and timestamps', async () => {
    const res = await me.post(ABOUTS, { memberAbout: { content: content('Hello') } });
    expect(res.status).toBe(200);
    expect(res.body.memberAbout).toMatchObject({
      memberId: author.id,
      revision: '1',
      content: {
        nodes: content('Hello').nodes,
        metadata: { createdTimestamp: platform.clock.now().toISOString() },
      },
    });
    aboutId = res.body.memberAbout.id;
    const again = await me.post(ABOUTS, { memberAbout: { content: content('Again') } });
    expect(again.status).toBe(409);
    expect(again.body.details.applicationError.code).toBe('MEMBER_ABOUT_ALREADY_EXISTS');
    expect((await me.get(`${ABOUTS}/my`)).body.memberAbout.id).toBe(aboutId);
  });

  it('are updated with the current revision only, by the member or staff', async () => {
    platform.clock.advance({ minutes: 1 });
    const updated = await me.patch(`${ABOUTS}/${aboutId}`, {
      memberAbout: { revision: '1', content: content('Hi') },
    });
    expect(updated.body.memberAbout.revision).toBe('2');
    expect(updated.body.memberAbout.content.metadata.updatedTimestamp).toBe(
      platform.clock.now().toISOString(),
    );
    const stale = await me.patch(`${ABOUTS}/${aboutId}`, {
      memberAbout: { revision: '1', content: content('x') },
    });
    expect(stale.status).toBe(409);
    const other = await asMember(platform, await platform.seed.member());
    expect(
      (await other.patch(`${ABOUTS}/${aboutId}`, { memberAbout: { revision: '2', content: content('x') } }))
        .status,
    ).toBe(403);
    expect(
      (await staff.patch(`${ABOUTS}/${aboutId}`, { memberAbout: { revision: '2', content: content('Mod') } }))
        .status,
    ).toBe(200);
    expect((await me.patch(`${ABOUTS}/${aboutId}`, { memberAbout: { revision: '3' } })).status).toBe(400);
  });

  it('are read by others only when the member is public', async () => {
    const visitor = membersClient(platform, (await platform.seed.visitorTokens()).accessToken);
    expect((await visitor.get(`${ABOUTS}/${aboutId}`)).status).toBe(404);
    const query = { query: { filter: { memberId: author.id } } };
    expect((await visitor.post(`${ABOUTS}/query`, query)).body.memberAbouts).toEqual([]);
    await me.post('/members/v1/members/join-community');
    expect((await visitor.get(`${ABOUTS}/${aboutId}`)).body.memberAbout.memberId).toBe(author.id);
    const page = (await visitor.post(`${ABOUTS}/query`, query)).body;
    expect(page.memberAbouts.map((a: any) => a.id)).toEqual([aboutId]);
    expect(page.metadata).toMatchObject({ count: 1, hasNext: false });
  });

  it('are deleted by the member, with created, updated and deleted events recorded', async () => {
    expect((await me.delete(`${ABOUTS}/${aboutId}`)).body).toEqual({});
    expect((await me.get(`${ABOUTS}/my`)).body).toEqual({});
    expect((await me.delete(`${ABOUTS}/${aboutId}`)).status).toBe(404);
    expect((await eventsOf(platform, aboutId)).map((e) => e.event_type)).toEqual([
      'wix.members.about.v2.member_about_created',
      'wix.members.about.v2.member_about_updated',
      'wix.members.about.v2.member_about_updated',
      'wix.members.about.v2.member_about_deleted',
    ]);
  });

  it('may be created by staff for a named member, and need a member id otherwise', async () => {
    const target = await platform.seed.member();
    const res = await staff.post(ABOUTS, {
      memberAbout: { memberId: target.id, content: content('By staff') },
    });
    expect(res.body.memberAbout.memberId).toBe(target.id);
    const { key } = await platform.seed.apiKey();
    const missing = await membersClient(platform, key).post(ABOUTS, {
      memberAbout: { content: content('x') },
    });
    expect(missing.status).toBe(400);
    const bad = await staff.post(ABOUTS, { memberAbout: { memberId: target.id, content: { nodes: 'x' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0].field).toBe('memberAbout.content.nodes');
  });
});
