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

  // The revision counts changes of the content (MEM MemberAbout.revision: "increments by 1 each time the 'About'
  // section content is updated"): an update to the content it has changes nothing and records no event.
  it('are left as they are, revision and events included, by an update to the content they have', async () => {
    const before = (await me.get(`${ABOUTS}/my`)).body.memberAbout;
    const events = (await eventsOf(platform, aboutId)).length;
    platform.clock.advance({ minutes: 1 });
    // Sent back as read (with its timestamps), and without them.
    const { metadata: _timestamps, ...withoutMetadata } = before.content;
    for (const sent of [before.content, withoutMetadata]) {
      const same = await me.patch(`${ABOUTS}/${aboutId}`, {
        memberAbout: { revision: before.revision, content: sent },
      });
      expect(same.status).toBe(200);
      expect(same.body.memberAbout).toEqual(before);
    }
    expect(await eventsOf(platform, aboutId)).toHaveLength(events);
    // A stale revision is still refused, even with the same content.
    const stale = await me.patch(`${ABOUTS}/${aboutId}`, {
      memberAbout: { revision: String(Number(before.revision) - 1), content: before.content },
    });
    expect(stale.status).toBe(409);
    expect(await eventsOf(platform, aboutId)).toHaveLength(events);
  });

  it('are read by others only when the member is public', async () => {
    const visitor = membersClient(platform, (await platform.seed.visitorTokens()).accessToken);
    expect((await visitor.get(`${ABOUTS}/${aboutId}`)).status).toBe(404);
    const query = { query: { filter: { memberId: author.id } } };
    expect((await visitor.post(`${ABOUTS}/query`, query)).body.memberAbouts).toEqual([]);
    // Queries list the sections of the members that member lists show, so a private member's own is left out
    // too (MEM listMembers: "Private members aren't returned … if a site visitor or site member identity calls
    // this method"); they read it by id or as their own.
    expect((await me.post(`${ABOUTS}/query`, query)).body.memberAbouts).toEqual([]);
    expect((await me.post(`${ABOUTS}/query`, {})).body.memberAbouts.map((a: any) => a.id)).not.toContain(
      aboutId,
    );
    expect((await me.get(`${ABOUTS}/${aboutId}`)).body.memberAbout.id).toBe(aboutId);
    expect((await staff.post(`${ABOUTS}/query`, query)).body.memberAbouts.map((a: any) => a.id)).toEqual([
      aboutId,
    ]);
    await me.post('/members/v1/members/join-community');
    expect((await me.post(`${ABOUTS}/query`, query)).body.memberAbouts.map((a: any) => a.id)).toEqual([
      aboutId,
    ]);
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
