import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlatform, type SeededMember, type TestPlatform } from '../../testing';
import { asMember, MEMBERS, type MembersTestClient, membersClient } from './test-client';

const SETTINGS = '/members/v1/privacy-settings';

let platform: TestPlatform;
let staff: MembersTestClient;
let visitor: MembersTestClient;
let joined: SeededMember;
let member: MembersTestClient;
let memberId: string;
beforeAll(async () => {
  platform = await createTestPlatform();
  staff = await asMember(platform, await platform.seed.owner());
  visitor = membersClient(platform, (await platform.seed.visitorTokens()).accessToken);
  joined = await platform.seed.member({ nickname: 'In Community' });
  await platform.db.query(`update members set privacy_status = 'PUBLIC' where id = $1`, [joined.id]);
  const plain = await platform.seed.member();
  memberId = plain.id;
  member = await asMember(platform, plain);
});
afterAll(() => platform.close());

/** Sets the settings from whatever revision they are at. */
async function set(values: Record<string, string>): Promise<void> {
  const { revision } = (await staff.get(SETTINGS)).body.memberPrivacySettings;
  const res = await staff.post(SETTINGS, { memberPrivacySettings: { ...values, revision } });
  expect(res.status).toBe(200);
}

beforeEach(() => set({ publicMemberVisibility: 'VISIBLE_TO_ALL', publicMemberCandidates: 'ANYONE' }));

describe('member privacy settings', () => {
  it('start open to everyone and change with the current revision only', async () => {
    const current = (await visitor.get(SETTINGS)).body.memberPrivacySettings;
    expect(current).toMatchObject({
      publicMemberVisibility: 'VISIBLE_TO_ALL',
      publicMemberCandidates: 'ANYONE',
    });
    const stale = await staff.post(SETTINGS, {
      memberPrivacySettings: {
        publicMemberCandidates: 'NO_ONE',
        revision: String(Number(current.revision) - 1),
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.details.applicationError.code).toBe('INVALID_REVISION');
    const changed = await staff.post(SETTINGS, {
      memberPrivacySettings: { publicMemberCandidates: 'NO_ONE', revision: current.revision },
    });
    expect(changed.body.memberPrivacySettings).toMatchObject({
      publicMemberVisibility: 'VISIBLE_TO_ALL',
      publicMemberCandidates: 'NO_ONE',
      revision: String(Number(current.revision) + 1),
    });
  });

  it('may be changed by staff only, with known values', async () => {
    const body = {
      memberPrivacySettings: { publicMemberVisibility: 'VISIBLE_TO_MEMBERS_ONLY', revision: '0' },
    };
    expect((await member.post(SETTINGS, body)).status).toBe(403);
    const bad = await staff.post(SETTINGS, {
      memberPrivacySettings: { publicMemberVisibility: 'SOME', revision: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0].field).toBe(
      'memberPrivacySettings.publicMemberVisibility',
    );
  });
});

describe('a community visible to members only', () => {
  it('keeps visitors from listing, querying or reading members, not members or staff', async () => {
    await set({ publicMemberVisibility: 'VISIBLE_TO_MEMBERS_ONLY' });
    for (const res of [
      await visitor.get(MEMBERS),
      await visitor.post(`${MEMBERS}/query`, {}),
      await visitor.get(`${MEMBERS}/${joined.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    }
    expect((await member.get(`${MEMBERS}/${joined.id}`)).status).toBe(200);
    expect((await member.get(MEMBERS)).body.members.map((m: any) => m.id)).toContain(joined.id);
    expect((await staff.get(MEMBERS)).status).toBe(200);
  });
});

describe('a site where no one may be public', () => {
  it('hides every member from non-staff lists and makes joining the community impossible', async () => {
    await set({ publicMemberCandidates: 'NO_ONE' });
    // Lists show no one (a private caller is not listed either); the member still reads their own record.
    expect((await member.get(MEMBERS)).body.members).toEqual([]);
    expect((await member.get(`${MEMBERS}/${memberId}`)).status).toBe(200);
    expect((await visitor.get(`${MEMBERS}/${joined.id}`)).status).toBe(404);
    const join = await member.post(`${MEMBERS}/join-community`);
    expect(join.status).toBe(428);
    expect(join.body.details.applicationError.code).toBe('COMMUNITY_JOIN_IMPOSSIBLE');
    const patch = await member.patch(`${MEMBERS}/${memberId}`, { member: { privacyStatus: 'PUBLIC' } });
    expect(patch.status).toBe(428);
    expect((await member.post(`${MEMBERS}/leave-community`)).status).toBe(200);
    await set({ publicMemberCandidates: 'ANYONE' });
    expect((await member.post(`${MEMBERS}/join-community`)).body.member.privacyStatus).toBe('PUBLIC');
  });
});
