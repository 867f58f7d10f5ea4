import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(() => platform.close());

const me = async (authorization?: string) => {
  const res = await platform.request('/bazaar/v1/me', authorization ? { headers: { authorization } } : {});
  return { status: res.status, body: (await res.json()) as { caller?: Record<string, unknown> } };
};

describe('GET /bazaar/v1/me', () => {
  it('says an owner is staff and owner', async () => {
    const owner = await platform.seed.owner();
    const { accessToken } = await platform.seed.memberTokens(owner.id);
    expect((await me(accessToken)).body.caller).toEqual({
      kind: 'member',
      memberId: owner.id,
      role: 'OWNER',
      staff: true,
      owner: true,
      siteOwnerIds: [owner.id],
    });
  });

  it('says a contributor is staff but not owner', async () => {
    const contributor = await platform.seed.member({ role: 'CONTRIBUTOR' });
    const { accessToken } = await platform.seed.memberTokens(contributor.id);
    expect((await me(accessToken)).body.caller).toMatchObject({
      role: 'CONTRIBUTOR',
      staff: true,
      owner: false,
    });
  });

  it("tells staff, and only staff, which members are site owners (the back office offers contributors no changes to an owner's record)", async () => {
    const second = await platform.seed.owner();
    const [first] = await platform.db.query<{ id: string }>(
      `select id from members where role = 'OWNER' and id <> $1`,
      [second.id],
    );
    const owners = [first!.id, second.id].sort();
    const contributor = await platform.seed.member({ role: 'CONTRIBUTOR' });
    const { key } = await platform.seed.apiKey();
    for (const authorization of [(await platform.seed.memberTokens(contributor.id)).accessToken, key]) {
      expect((await me(authorization)).body.caller?.siteOwnerIds).toEqual(owners);
    }
    const member = await platform.seed.member();
    const visitor = await platform.seed.visitorTokens();
    for (const authorization of [
      (await platform.seed.memberTokens(member.id)).accessToken,
      visitor.accessToken,
    ]) {
      expect((await me(authorization)).body.caller).not.toHaveProperty('siteOwnerIds');
    }
  });

  it('says a plain member and a visitor are not staff', async () => {
    const member = await platform.seed.member();
    const memberTokens = await platform.seed.memberTokens(member.id);
    expect((await me(memberTokens.accessToken)).body.caller).toMatchObject({ role: 'MEMBER', staff: false });
    const visitor = await platform.seed.visitorTokens();
    expect((await me(visitor.accessToken)).body.caller).toEqual({
      kind: 'visitor',
      staff: false,
      owner: false,
    });
  });

  it('answers 401 without a credential', async () => {
    expect((await me()).status).toBe(401);
  });
});
