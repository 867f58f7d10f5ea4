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

const statusOf = async (id: string) =>
  (await platform.db.query<{ status: string }>('select status from members where id = $1', [id]))[0]?.status;

async function refresh(refreshToken: string): Promise<number> {
  const res = await platform.request('/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: platform.clientId, grantType: 'refresh_token', refreshToken }),
  });
  return res.status;
}

describe('POST /members/v1/members/{id}/approve', () => {
  it('approves a pending member and unblocks a blocked one, returning the FULL member', async () => {
    for (const status of ['PENDING', 'BLOCKED'] as const) {
      const member = await platform.seed.member({ status });
      const res = await staff.post(`${MEMBERS}/${member.id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body.member).toMatchObject({ id: member.id, status: 'APPROVED', loginEmail: member.email });
      expect(res.body.member.contact).toBeDefined();
      const [event] = await eventsOf(platform, member.id);
      expect(event).toMatchObject({
        event_type: 'wix.members.v1.member_updated',
        payload: { updatedEvent: { currentEntity: { status: 'APPROVED' }, modifiedFields: { status } } },
        actor: { identityType: 'MEMBER', memberId: owner.id },
      });
    }
  });

  it('succeeds without an event for an approved member, and refuses a disconnected one with 428', async () => {
    const approved = await platform.seed.member();
    expect((await staff.post(`${MEMBERS}/${approved.id}/approve`)).body.member.status).toBe('APPROVED');
    expect(await eventsOf(platform, approved.id)).toEqual([]);
    const offline = await platform.seed.member({ status: 'OFFLINE' });
    const res = await staff.post(`${MEMBERS}/${offline.id}/approve`);
    expect(res.status).toBe(428);
    expect(res.body.details.applicationError).toMatchObject({
      code: 'MEMBER_DISCONNECTED',
      data: { memberId: offline.id },
    });
    expect(await statusOf(offline.id)).toBe('OFFLINE');
  });
});

describe('POST /members/v1/members/{id}/block', () => {
  it('blocks a member and ends their sessions: the access token and the refresh token stop working', async () => {
    const member = await platform.seed.member();
    const tokens = await platform.seed.memberTokens(member.id);
    const self = membersClient(platform, tokens.accessToken);
    expect((await self.get(`${MEMBERS}/my`)).status).toBe(200);
    const res = await staff.post(`${MEMBERS}/${member.id}/block`);
    expect(res.body.member.status).toBe('BLOCKED');
    expect((await self.get(`${MEMBERS}/my`)).status).toBe(401);
    expect(await refresh(tokens.refreshToken)).toBe(400);
    // Unblocking does not bring the old session back.
    await staff.post(`${MEMBERS}/${member.id}/approve`);
    expect(await refresh(tokens.refreshToken)).toBe(400);
    expect((await self.get(`${MEMBERS}/my`)).status).toBe(401);
  });

  it('refuses to block oneself and the owner', async () => {
    const contributor = await platform.seed.member({ role: 'CONTRIBUTOR' });
    const asContributor = await asMember(platform, contributor);
    const self = await asContributor.post(`${MEMBERS}/${contributor.id}/block`);
    expect(self.status).toBe(428);
    expect(self.body.details.applicationError).toMatchObject({
      code: 'MEMBER_SELF_BLOCK_FORBIDDEN',
      data: { memberId: contributor.id },
    });
    const ownerBlock = await asContributor.post(`${MEMBERS}/${owner.id}/block`);
    expect(ownerBlock.status).toBe(428);
    expect(ownerBlock.body.details.applicationError.code).toBe('OWNER_MEMBER_BLOCK_FORBIDDEN');
    const { key } = await platform.seed.apiKey();
    expect((await membersClient(platform, key).post(`${MEMBERS}/${owner.id}/block`)).status).toBe(428);
    expect(await statusOf(owner.id)).toBe('APPROVED');
    expect(await statusOf(contributor.id)).toBe('APPROVED');
  });
});

describe('POST /members/v1/members/{id}/disconnect', () => {
  it('disconnects for good: OFFLINE, sessions ended, no approve or block afterwards', async () => {
    const member = await platform.seed.member();
    const tokens = await platform.seed.memberTokens(member.id);
    const res = await staff.post(`${MEMBERS}/${member.id}/disconnect`);
    expect(res.body.member.status).toBe('OFFLINE');
    expect(await refresh(tokens.refreshToken)).toBe(400);
    for (const action of ['approve', 'block']) {
      expect((await staff.post(`${MEMBERS}/${member.id}/${action}`)).status).toBe(428);
    }
    expect((await staff.post(`${MEMBERS}/${member.id}/disconnect`)).status).toBe(200);
    expect(await statusOf(member.id)).toBe('OFFLINE');
  });

  it('refuses to disconnect the owner or oneself', async () => {
    const { key } = await platform.seed.apiKey();
    const res = await membersClient(platform, key).post(`${MEMBERS}/${owner.id}/disconnect`);
    expect(res.body.details.applicationError.code).toBe('OWNER_MEMBER_DISCONNECT_FORBIDDEN');
    const contributor = await platform.seed.member({ role: 'CONTRIBUTOR' });
    const self = await (await asMember(platform, contributor)).post(
      `${MEMBERS}/${contributor.id}/disconnect`,
    );
    expect(self.body.details.applicationError.code).toBe('MEMBER_SELF_DISCONNECT_FORBIDDEN');
  });
});

describe('POST /members/v1/members/{id}/mute and /unmute', () => {
  it('switches the activity status and leaves status and privacy alone', async () => {
    const member = await platform.seed.member();
    const muted = await staff.post(`${MEMBERS}/${member.id}/mute`);
    expect(muted.body.member).toMatchObject({
      activityStatus: 'MUTED',
      status: 'APPROVED',
      privacyStatus: 'PRIVATE',
    });
    const unmuted = await staff.post(`${MEMBERS}/${member.id}/unmute`);
    expect(unmuted.body.member.activityStatus).toBe('ACTIVE');
    expect((await eventsOf(platform, member.id)).map((e) => e.payload.updatedEvent.modifiedFields)).toEqual([
      { activityStatus: 'ACTIVE' },
      { activityStatus: 'MUTED' },
    ]);
  });
});

describe('staff-only actions', () => {
  it('refuse members (403), visitors (403) and anonymous callers (401), and answer 404 for unknown ids', async () => {
    const target = await platform.seed.member();
    const member = await asMember(platform, await platform.seed.member());
    const visitor = membersClient(platform, (await platform.seed.visitorTokens()).accessToken);
    for (const action of ['approve', 'block', 'mute', 'unmute', 'disconnect']) {
      expect((await member.post(`${MEMBERS}/${target.id}/${action}`)).status).toBe(403);
      expect((await visitor.post(`${MEMBERS}/${target.id}/${action}`)).status).toBe(403);
      expect((await membersClient(platform).post(`${MEMBERS}/${target.id}/${action}`)).status).toBe(401);
      const unknown = await staff.post(`${MEMBERS}/00000000-0000-4000-8000-000000000000/${action}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.details.applicationError.code).toBe('MEMBER_NOT_FOUND');
      expect((await staff.post(`${MEMBERS}/nope/${action}`)).status).toBe(400);
    }
    expect(await eventsOf(platform, target.id)).toEqual([]);
  });
});

describe('POST /members/v1/members/join-community and /leave-community', () => {
  it('makes the caller public and private again, visible to others only while public', async () => {
    const member = await platform.seed.member({ nickname: 'Joiner' });
    const self = await asMember(platform, member);
    const other = await asMember(platform, await platform.seed.member());
    expect((await other.get(`${MEMBERS}/${member.id}`)).status).toBe(404);
    const joined = await self.post(`${MEMBERS}/join-community`);
    expect(joined.status).toBe(200);
    expect(joined.body.member.privacyStatus).toBe('PUBLIC');
    expect((await other.get(`${MEMBERS}/${member.id}`)).status).toBe(200);
    const left = await self.post(`${MEMBERS}/leave-community`);
    expect(left.body.member.privacyStatus).toBe('PRIVATE');
    expect((await other.get(`${MEMBERS}/${member.id}`)).status).toBe(404);
  });

  it('needs a logged-in member', async () => {
    const { key } = await platform.seed.apiKey();
    expect((await membersClient(platform, key).post(`${MEMBERS}/join-community`)).status).toBe(403);
    expect((await membersClient(platform).post(`${MEMBERS}/leave-community`)).status).toBe(401);
  });
});
