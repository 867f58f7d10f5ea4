import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type SeededMember, type TestPlatform } from '../../testing';
import { asMember, eventsOf, MEMBERS, type MembersTestClient, membersClient } from './test-client';

let platform: TestPlatform;
let owner: SeededMember;
let staff: MembersTestClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  owner = await platform.seed.owner();
  staff = await asMember(platform, owner);
});
afterAll(() => platform.close());

async function refresh(refreshToken: string): Promise<number> {
  const res = await platform.request('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: platform.clientId, grantType: 'refresh_token', refreshToken }),
  });
  return res.status;
}

const ruleOf = (res: { body: any }) => res.body.details.validationError.fieldViolations[0].ruleName;

describe('DELETE /members/v1/members/{id}', () => {
  it('deletes the member, its sessions and its About section, and records the deletions', async () => {
    const member = await platform.seed.member({ nickname: 'Doomed' });
    const tokens = await platform.seed.memberTokens(member.id);
    const about = await membersClient(platform, tokens.accessToken).post('/members/v2/abouts', {
      memberAbout: { content: { nodes: [] } },
    });
    const res = await staff.delete(`${MEMBERS}/${member.id}`);
    expect(res).toEqual({ status: 200, body: {} });
    expect((await staff.get(`${MEMBERS}/${member.id}`)).status).toBe(404);
    expect(await refresh(tokens.refreshToken)).toBe(400);
    expect((await membersClient(platform, tokens.accessToken).get(`${MEMBERS}/my`)).status).toBe(401);
    const [event] = await eventsOf(platform, member.id);
    expect(event).toMatchObject({
      event_type: 'wix.members.v1.member_deleted',
      payload: { deletedEvent: { deletedEntity: { id: member.id, profile: { nickname: 'Doomed' } } } },
    });
    expect((await eventsOf(platform, about.body.memberAbout.id)).map((e) => e.event_type)).toEqual([
      'wix.members.about.v2.member_about_created',
      'wix.members.about.v2.member_about_deleted',
    ]);
    // The email is free again.
    expect((await staff.post(MEMBERS, { member: { loginEmail: member.email } })).status).toBe(200);
  });

  it('refuses owners and contributors, other members, and unknown ids', async () => {
    const contributor = await platform.seed.member({ role: 'CONTRIBUTOR' });
    for (const target of [owner, contributor]) {
      const res = await staff.delete(`${MEMBERS}/${target.id}`);
      expect(res.status).toBe(400);
      expect(ruleOf(res)).toBe('OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN');
    }
    const target = await platform.seed.member();
    const me = await asMember(platform, await platform.seed.member());
    expect((await me.delete(`${MEMBERS}/${target.id}`)).status).toBe(403);
    expect((await staff.delete(`${MEMBERS}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await staff.get(`${MEMBERS}/${target.id}`)).status).toBe(200);
  });
});

describe('DELETE /members/v1/members/my', () => {
  it('deletes the caller, who is logged out', async () => {
    const member = await platform.seed.member();
    const tokens = await platform.seed.memberTokens(member.id);
    const me = membersClient(platform, tokens.accessToken);
    expect((await me.delete(`${MEMBERS}/my?contentAssigneeId=${owner.id}`)).body).toEqual({});
    expect((await me.get(`${MEMBERS}/my`)).status).toBe(401);
    expect(await refresh(tokens.refreshToken)).toBe(400);
    expect((await staff.get(`${MEMBERS}/${member.id}`)).status).toBe(404);
  });

  it('refuses a bad content assignee, an owner deleting themselves, and visitors', async () => {
    const member = await platform.seed.member();
    const me = await asMember(platform, member);
    for (const assignee of [member.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await me.delete(`${MEMBERS}/my?contentAssigneeId=${assignee}`);
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations[0].field).toBe('contentAssigneeId');
    }
    expect(ruleOf(await staff.delete(`${MEMBERS}/my`))).toBe('OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN');
    const visitor = membersClient(platform, (await platform.seed.visitorTokens()).accessToken);
    expect((await visitor.delete(`${MEMBERS}/my`)).status).toBe(403);
    expect((await staff.get(`${MEMBERS}/${member.id}`)).status).toBe(200);
  });
});

describe('POST /members/v1/members/bulk/delete', () => {
  it('deletes each member on its own and reports every item in request order', async () => {
    const a = await platform.seed.member();
    const b = await platform.seed.member();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await staff.post(`${MEMBERS}/bulk/delete`, { memberIds: [a.id, owner.id, unknown, b.id] });
    expect(res.status).toBe(200);
    expect(res.body.bulkActionMetadata).toEqual({
      totalSuccesses: 2,
      totalFailures: 2,
      undetailedFailures: 0,
    });
    expect(res.body.results.map((r: any) => [r.itemMetadata.originalIndex, r.itemMetadata.success])).toEqual([
      [0, true],
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(res.body.results[1].itemMetadata.error).toMatchObject({
      code: 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
      data: { memberId: owner.id },
    });
    expect(res.body.results[2].itemMetadata.error.code).toBe('MEMBER_NOT_FOUND');
    expect((await staff.get(`${MEMBERS}/${b.id}`)).status).toBe(404);
  });

  it('validates the ids and needs staff', async () => {
    for (const memberIds of [[], ['x'], Array.from({ length: 101 }, () => owner.id)]) {
      expect((await staff.post(`${MEMBERS}/bulk/delete`, { memberIds })).status).toBe(400);
    }
    const me = await asMember(platform, await platform.seed.member());
    expect((await me.post(`${MEMBERS}/bulk/delete`, { memberIds: [owner.id] })).status).toBe(403);
  });
});
