import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type SeededMember, type TestPlatform } from '../../testing';
import { jobRunnerFor } from '../jobs/job-runner';
import { asMember, MEMBERS, type MembersTestClient, membersClient } from './test-client';

// Contributors manage members, but not the site owner: only the owner or an API key (which acts for the site)
// changes the owner's record; a contributor gets 403 PERMISSION_DENIED and nothing changes.

let platform: TestPlatform;
let owner: SeededMember;
let asOwner: MembersTestClient;
let asContributor: MembersTestClient;
let asApiKey: MembersTestClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  owner = await platform.seed.owner();
  asOwner = await asMember(platform, owner);
  asContributor = await asMember(platform, await platform.seed.member({ role: 'CONTRIBUTOR' }));
  asApiKey = membersClient(platform, (await platform.seed.apiKey()).key);
  const given = await asOwner.patch(`${MEMBERS}/${owner.id}`, {
    member: {
      contact: { phones: ['+1 555 0100'], emails: ['owner@shop.example'], addresses: [{ city: 'Lyon' }] },
      profile: { nickname: 'The Owner' },
    },
  });
  expect(given.status).toBe(200);
});
afterAll(() => platform.close());

/** Everything a member write may touch: the member row, the identity, and the events recorded about them. */
async function recordOf(id: string): Promise<unknown> {
  const [member] = await platform.db.query('select * from members where id = $1', [id]);
  const [identity] = await platform.db.query(
    'select profile, revision, updated_at from identities where id = $1',
    [id],
  );
  const [events] = await platform.db.query<{ n: number }>(
    'select count(*)::int as n from event_outbox where entity_id = $1',
    [id],
  );
  return { member, identity, events: events?.n };
}

/** The single-member calls a contributor may make on other members, as [label, call]. */
const CHANGES: Array<
  [string, (client: MembersTestClient, id: string) => ReturnType<MembersTestClient['get']>]
> = [
  [
    'PATCH',
    (client, id) => client.patch(`${MEMBERS}/${id}`, { member: { profile: { nickname: 'Renamed' } } }),
  ],
  ['slug', (client, id) => client.post(`${MEMBERS}/${id}/slug`, { slug: `taken-${id.slice(0, 8)}` })],
  ['phones', (client, id) => client.delete(`${MEMBERS}/${id}/phones`)],
  ['emails', (client, id) => client.delete(`${MEMBERS}/${id}/emails`)],
  ['addresses', (client, id) => client.delete(`${MEMBERS}/${id}/addresses`)],
  ['mute', (client, id) => client.post(`${MEMBERS}/${id}/mute`)],
  ['unmute', (client, id) => client.post(`${MEMBERS}/${id}/unmute`)],
  ['approve', (client, id) => client.post(`${MEMBERS}/${id}/approve`)],
];

describe("a contributor on the owner's record", () => {
  it('is refused with 403 PERMISSION_DENIED on every change, and nothing changes', async () => {
    const before = await recordOf(owner.id);
    const refusal = "Only the site owner or an API key may change the owner's member record";
    const answers: Record<string, unknown> = {};
    for (const [label, call] of CHANGES) {
      const res = await call(asContributor, owner.id);
      answers[label] = { status: res.status, body: res.body };
    }
    const expected = {
      status: 403,
      body: {
        message: refusal,
        details: {
          applicationError: { code: 'PERMISSION_DENIED', description: refusal, data: { memberId: owner.id } },
        },
      },
    };
    expect(answers).toEqual(Object.fromEntries(CHANGES.map(([label]) => [label, expected])));
    expect(await recordOf(owner.id)).toEqual(before);
  });

  it('is still allowed on other members', async () => {
    for (const [label, call] of CHANGES) {
      const member = await platform.seed.member();
      expect({ label, status: (await call(asContributor, member.id)).status }).toEqual({
        label,
        status: 200,
      });
    }
  });
});

describe("the owner and API keys on the owner's record", () => {
  it('may make every change', async () => {
    for (const client of [asOwner, asApiKey]) {
      for (const [label, call] of CHANGES) {
        expect({ label, status: (await call(client, owner.id)).status }).toEqual({ label, status: 200 });
      }
    }
    const [row] = await platform.db.query<{ nickname: string }>(
      'select nickname from members where id = $1',
      [owner.id],
    );
    expect(row?.nickname).toBe('Renamed');
  });
});

describe("a contributor's bulk jobs", () => {
  async function runAs(client: MembersTestClient, path: string, body: unknown): Promise<any> {
    const res = await client.post(`${MEMBERS}/bulk/${path}`, body);
    expect(res.status).toBe(200);
    await jobRunnerFor(platform.deps).drain();
    return (await client.get(`/bazaar/v1/jobs/${res.body.jobId}`)).body.job;
  }

  it('approve-by-filter leaves the owner out as an item failure and approves the rest', async () => {
    const pending = await platform.seed.member({ status: 'PENDING' });
    const before = await recordOf(owner.id);
    const job = await runAs(asContributor, 'approve-by-filter', {
      filter: { id: { $in: [owner.id, pending.id] } },
    });
    expect(job).toMatchObject({
      status: 'FINISHED',
      progress: { total: 2, succeeded: 1, failed: 1 },
      result: { failures: [{ id: owner.id, code: 'PERMISSION_DENIED' }] },
    });
    expect(await recordOf(owner.id)).toEqual(before);
    const [row] = await platform.db.query<{ status: string }>('select status from members where id = $1', [
      pending.id,
    ]);
    expect(row?.status).toBe('APPROVED');
  });

  it("the owner's and an API key's approve-by-filter include the owner", async () => {
    for (const client of [asOwner, asApiKey]) {
      const job = await runAs(client, 'approve-by-filter', { filter: { id: owner.id } });
      expect(job).toMatchObject({ status: 'FINISHED', progress: { total: 1, succeeded: 1, failed: 0 } });
    }
  });

  it('block-by-filter, delete-by-filter and bulk delete fail the owner as an item and change nothing', async () => {
    const before = await recordOf(owner.id);
    const blocked = await runAs(asContributor, 'block-by-filter', { filter: { id: owner.id } });
    expect(blocked.result.failures).toMatchObject([{ id: owner.id, code: 'OWNER_MEMBER_BLOCK_FORBIDDEN' }]);
    const deleted = await runAs(asContributor, 'delete-by-filter', { filter: { id: owner.id } });
    expect(deleted.result.failures).toMatchObject([
      { id: owner.id, code: 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN' },
    ]);
    const bulk = await asContributor.post(`${MEMBERS}/bulk/delete`, { memberIds: [owner.id] });
    expect(bulk.body.results[0].itemMetadata).toMatchObject({
      success: false,
      error: { code: 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN' },
    });
    expect(await recordOf(owner.id)).toEqual(before);
  });
});

describe('the owner\'s "About" section', () => {
  const ABOUTS = '/members/v2/abouts';
  const content = (text: string) => ({
    nodes: [{ type: 'PARAGRAPH', id: 'p1', nodes: [{ type: 'TEXT', id: '', textData: { text } }] }],
  });

  it('is created, updated and deleted by the owner or an API key, never by a contributor', async () => {
    const refused = (res: { status: number; body: any }) => ({
      status: res.status,
      code: res.body?.details?.applicationError?.code,
    });
    const created = await asOwner.post(ABOUTS, { memberAbout: { content: content('Founder') } });
    expect(created.status).toBe(200);
    const id = created.body.memberAbout.id;
    const before = await platform.db.query('select * from member_abouts where id = $1', [id]);
    const answers = {
      create: refused(
        await asContributor.post(ABOUTS, { memberAbout: { memberId: owner.id, content: content('x') } }),
      ),
      update: refused(
        await asContributor.patch(`${ABOUTS}/${id}`, {
          memberAbout: { revision: '1', content: content('x') },
        }),
      ),
      delete: refused(await asContributor.delete(`${ABOUTS}/${id}`)),
    };
    const denied = { status: 403, code: 'PERMISSION_DENIED' };
    expect(answers).toEqual({ create: denied, update: denied, delete: denied });
    expect(await platform.db.query('select * from member_abouts where id = $1', [id])).toEqual(before);
    const edited = await asApiKey.patch(`${ABOUTS}/${id}`, {
      memberAbout: { revision: '1', content: content('Hi') },
    });
    expect(edited.status).toBe(200);
    expect((await asApiKey.delete(`${ABOUTS}/${id}`)).status).toBe(200);
  });
});
