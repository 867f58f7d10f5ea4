import type { SeededMember } from '@bazaar/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractPlatform, startContractPlatform } from './support/contract-platform';
import {
  bazaarMembersFactory,
  type MembersClientFactory,
  type MembersClients,
  type MembersSession,
  officialMembersFactory,
} from './support/members-clients';
import { rewriteGlobalFetch } from './support/rewrite-fetch';

/**
 * Every members call (endpoints.md rows 50–73) through the official client and through ours, against the same
 * platform: fieldsets, status transitions and refusals, who may do what, and what each function returns.
 */

let server: ContractPlatform;
let original: typeof fetch;
let restore = () => {};
let apiKey: string;
let owner: SeededMember;
beforeAll(async () => {
  server = await startContractPlatform();
  const swap = rewriteGlobalFetch(server.baseUrl);
  original = swap.original;
  restore = swap.restore;
  apiKey = (await server.platform.seed.apiKey()).key;
  owner = await server.platform.seed.owner();
});
afterAll(async () => {
  restore();
  await server?.close();
});

const FACTORIES: MembersClientFactory[] = [
  officialMembersFactory,
  bazaarMembersFactory('@bazaar/sdk over HTTP'),
  bazaarMembersFactory('@bazaar/sdk in-process', () => server.platform.app.fetch as unknown as typeof fetch),
];

/** The application error code (or validation rule name) a call was refused with. */
async function refusal(call: Promise<unknown>): Promise<string | undefined> {
  const error = (await call.then(
    () => ({}),
    (e: unknown) => e,
  )) as { details?: { applicationError?: { code?: string }; validationError?: { fieldViolations?: any[] } } };
  return (
    error.details?.applicationError?.code ?? error.details?.validationError?.fieldViolations?.[0]?.ruleName
  );
}

const publicMember = async (nickname: string) => {
  const member = await server.platform.seed.member({ nickname });
  await server.platform.db.query(`update members set privacy_status = 'PUBLIC' where id = $1`, [member.id]);
  return member;
};

/** Waits for a background job to finish, as the back office does: polling the jobs endpoint. */
async function finishedJob(jobId: string): Promise<any> {
  for (let i = 0; i < 200; i++) {
    const res = await original(`${server.baseUrl}/bazaar/v1/jobs/${jobId}`, {
      headers: { authorization: apiKey },
    });
    const { job } = (await res.json()) as { job: any };
    if (job.status === 'FINISHED' || job.status === 'FAILED') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`job ${jobId} did not finish`);
}

const PUBLIC_KEYS = [
  '_createdDate',
  '_id',
  '_updatedDate',
  'activityStatus',
  'contactId',
  'privacyStatus',
  'profile',
  'status',
];
const EXTENDED_KEYS = [...PUBLIC_KEYS, 'loginEmail'].sort();
const FULL_KEYS = [...EXTENDED_KEYS, 'contact', 'lastLoginDate', 'loginEmailVerified'].sort();

describe.each(FACTORIES)('members contract with the $name client', (factory) => {
  let clients: MembersClients;
  let staff: MembersSession;
  beforeAll(() => {
    clients = factory.create(server.baseUrl, server.platform.clientId, original);
    staff = clients.staff(apiKey);
  });
  const asMember = async (member: SeededMember) =>
    clients.session(await server.platform.seed.memberTokens(member.id), 'member');
  const asVisitor = async () => clients.session(await server.platform.seed.visitorTokens(), 'visitor');

  it('getCurrentMember returns { member } with the fields of each fieldset, dates as Dates', async () => {
    const member = await server.platform.seed.member({ nickname: 'Contract Me' });
    await server.platform.db.query('update members set last_login_at = created_at where id = $1', [
      member.id,
    ]);
    const me = await asMember(member);
    const keys = async (fieldsets?: string[]) =>
      Object.keys((await me.members.getCurrentMember(fieldsets ? { fieldsets } : undefined)).member).sort();
    expect(await keys()).toEqual(PUBLIC_KEYS);
    expect(await keys(['EXTENDED'])).toEqual(EXTENDED_KEYS);
    expect(await keys(['FULL'])).toEqual(FULL_KEYS);
    expect(await keys(['PUBLIC', 'EXTENDED'])).toEqual(EXTENDED_KEYS);
    const { member: full } = await me.members.getCurrentMember({ fieldsets: ['FULL'] });
    expect(full).toMatchObject({ _id: member.id, loginEmail: member.email, status: 'APPROVED' });
    expect(full._createdDate).toBeInstanceOf(Date);
    expect(full.lastLoginDate).toBeInstanceOf(Date);
    const { member: pub } = await me.members.getCurrentMember();
    expect(pub).toMatchObject({ status: 'UNKNOWN', privacyStatus: 'UNKNOWN', activityStatus: 'UNKNOWN' });
    expect(await refusal((await asVisitor()).members.getCurrentMember())).toBe('NOT_FOUND');
  });

  it('getMember returns the member; others see public members only, and never their FULL fieldset', async () => {
    const pub = await publicMember('Contract Public');
    const priv = await server.platform.seed.member();
    const other = await asMember(await server.platform.seed.member());
    const seen = await other.members.getMember(pub.id);
    expect(seen).toMatchObject({ _id: pub.id, profile: { nickname: 'Contract Public' }, status: 'UNKNOWN' });
    expect(await refusal(other.members.getMember(pub.id, { fieldsets: ['FULL'] }))).toBe('PERMISSION_DENIED');
    expect(await refusal(other.members.getMember(priv.id))).toBe('MEMBER_NOT_FOUND');
    expect(await refusal((await asVisitor()).members.getMember(priv.id))).toBe('MEMBER_NOT_FOUND');
    expect((await staff.members.getMember(priv.id, { fieldsets: ['FULL'] })).loginEmail).toBe(priv.email);
  });

  it('listMembers and queryMembers page, sort and filter', async () => {
    const group = [
      await publicMember('Contract Q2'),
      await publicMember('Contract Q1'),
      await publicMember('Contract Q3'),
    ];
    const listed = await staff.members.listMembers({
      paging: { limit: 2, offset: 0 },
      fieldsets: ['EXTENDED'],
      sorting: [{ fieldName: '_createdDate', order: 'DESC' }],
    });
    expect(listed.members).toHaveLength(2);
    expect(listed.members[0].loginEmail).toBeDefined();
    expect(listed.metadata.total).toBeGreaterThanOrEqual(3);
    const visitor = await asVisitor();
    const page = await visitor.members
      .queryMembers()
      .in(
        '_id',
        group.map((m) => m.id),
      )
      .startsWith('profile.nickname', 'contract q')
      .limit(2)
      .find();
    expect(page.items).toHaveLength(2);
    expect(page.totalCount).toBe(3);
    expect(page.hasNext()).toBe(true);
    const next = await page.next();
    expect(next.items).toHaveLength(1);
    const ids = [...page.items, ...next.items].map((m: any) => m._id).sort();
    expect(ids).toEqual(group.map((m) => m.id).sort());
    expect(page.items[0]._createdDate).toBeInstanceOf(Date);
  });

  it('updates slugs: the caller’s own, another’s by staff, unique and case-sensitive', async () => {
    const tag = factory.name.replace(/\W/g, '').toLowerCase();
    const first = await server.platform.seed.member({ nickname: `slug ${tag}` });
    const anna = await server.platform.seed.member();
    const me = await asMember(anna);
    const taken = `slug-${tag}`;
    expect((await staff.members.getMember(first.id)).profile.slug).toBe(taken);
    expect(await refusal(me.members.updateCurrentMemberSlug(taken))).toBe('SLUG_ALREADY_EXISTS');
    const upper = taken.toUpperCase();
    expect((await me.members.updateCurrentMemberSlug(upper)).member.profile.slug).toBe(upper);
    const renamed = await staff.members.updateMemberSlug(anna.id, `${upper}-2`);
    expect(renamed.member).toMatchObject({ _id: anna.id, profile: { slug: `${upper}-2` } });
    const other = await asMember(await server.platform.seed.member());
    expect(await refusal(other.members.updateMemberSlug(anna.id, 'stolen'))).toBe('PERMISSION_DENIED');
  });

  it('joins and leaves the community', async () => {
    const me = await asMember(await server.platform.seed.member());
    expect((await me.members.joinCommunity()).member.privacyStatus).toBe('PUBLIC');
    expect((await me.members.leaveCommunity()).member.privacyStatus).toBe('PRIVATE');
  });

  it('walks the status transitions and refuses the forbidden ones', async () => {
    const member = await server.platform.seed.member({ status: 'PENDING' });
    const m = staff.members;
    expect((await m.approveMember(member.id)).member.status).toBe('APPROVED');
    expect((await m.muteMember(member.id)).member.activityStatus).toBe('MUTED');
    expect((await m.unmuteMember(member.id)).member.activityStatus).toBe('ACTIVE');
    expect((await m.blockMember(member.id)).member.status).toBe('BLOCKED');
    expect((await m.approveMember(member.id)).member.status).toBe('APPROVED');
    expect((await m.disconnectMember(member.id)).member.status).toBe('OFFLINE');
    expect(await refusal(m.approveMember(member.id))).toBe('MEMBER_DISCONNECTED');
    expect(await refusal(m.blockMember(member.id))).toBe('MEMBER_DISCONNECTED');
    expect(await refusal(m.blockMember(owner.id))).toBe('OWNER_MEMBER_BLOCK_FORBIDDEN');
    const contributor = await asMember(await server.platform.seed.member({ role: 'CONTRIBUTOR' }));
    const self = (await contributor.members.getCurrentMember()).member._id;
    expect(await refusal(contributor.members.blockMember(self))).toBe('MEMBER_SELF_BLOCK_FORBIDDEN');
    const plain = await asMember(await server.platform.seed.member());
    for (const call of [() => plain.members.blockMember(owner.id), () => plain.members.muteMember(self)]) {
      expect(await refusal(call())).toBe('PERMISSION_DENIED');
    }
  });

  it("a blocked member's calls and refresh token stop working; the client continues as a visitor", async () => {
    const member = await server.platform.seed.member();
    const me = await asMember(member);
    expect((await me.members.getCurrentMember()).member._id).toBe(member.id);
    await staff.members.blockMember(member.id);
    expect(await refusal(me.members.getCurrentMember())).toBeDefined();
    await expect(me.renew()).rejects.toBeDefined();
    me.expire();
    expect(await refusal(me.members.getCurrentMember())).toBe('NOT_FOUND');
    expect(me.role()).toBe('visitor');
  });

  it('creates, updates and clears contact lists of a member', async () => {
    const email = `contract-${Math.random().toString(36).slice(2)}@example.com`;
    const created = await staff.members.createMember({
      member: { loginEmail: email, profile: { nickname: 'Made' }, contact: { firstName: 'Made' } },
    });
    expect(created).toMatchObject({ loginEmail: email, status: 'APPROVED', contact: { firstName: 'Made' } });
    expect(created._createdDate).toBeInstanceOf(Date);
    expect(await refusal(staff.members.createMember({ member: { loginEmail: email } }))).toBe(
      'EMAIL_ALREADY_EXISTS',
    );
    const updated = await staff.members.updateMember(created._id, {
      contact: { phones: ['+1 555'], emails: ['made@home.test'], addresses: [{ city: 'Oslo' }] },
      profile: { title: 'Maker' },
    });
    expect(updated).toMatchObject({
      _id: created._id,
      profile: { nickname: 'Made', title: 'Maker' },
      contact: { phones: ['+1 555'], emails: ['made@home.test'], addresses: [{ city: 'Oslo' }] },
    });
    expect(updated.contact.addresses[0]._id).toBeDefined();
    expect((await staff.members.deleteMemberPhones(created._id)).member.contact.phones).toEqual([]);
    expect((await staff.members.deleteMemberEmails(created._id)).member.contact.emails).toEqual([]);
    expect((await staff.members.deleteMemberAddresses(created._id)).member.contact.addresses).toEqual([]);
  });

  it('lets a member update their own record but not act on another member', async () => {
    const member = await server.platform.seed.member();
    const victim = await server.platform.seed.member();
    const me = await asMember(member);
    expect(
      (await me.members.updateMember(member.id, { profile: { nickname: 'Myself' } })).profile.nickname,
    ).toBe('Myself');
    expect((await me.members.deleteMemberPhones(member.id)).member._id).toBe(member.id);
    // Calls are made one at a time (thunks), so no refusal is left unhandled while another is awaited.
    for (const call of [
      () => me.members.updateMember(victim.id, { profile: { nickname: 'Hacked' } }),
      () => me.members.deleteMemberEmails(victim.id),
      () => me.members.deleteMember(victim.id),
      () => me.members.bulkDeleteMembers([victim.id]),
      () => me.members.bulkApproveMembers({}),
    ]) {
      expect(await refusal(call())).toBe('PERMISSION_DENIED');
    }
    expect(
      (await staff.members.getMember(victim.id, { fieldsets: ['FULL'] })).profile.nickname,
    ).toBeUndefined();
  });

  it('deletes members one by one, in bulk, and the caller’s own, whose session ends', async () => {
    const [a, b, c] = [
      await server.platform.seed.member(),
      await server.platform.seed.member(),
      await server.platform.seed.member(),
    ];
    expect(await staff.members.deleteMember(a!.id)).toEqual({});
    expect(await refusal(staff.members.getMember(a!.id))).toBe('MEMBER_NOT_FOUND');
    expect(await refusal(staff.members.deleteMember(owner.id))).toBe(
      'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
    );
    const bulk = await staff.members.bulkDeleteMembers([b!.id, owner.id]);
    expect(bulk.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(bulk.results[0].itemMetadata).toMatchObject({ _id: b!.id, originalIndex: 0, success: true });
    const me = await asMember(c!);
    expect(await me.members.deleteMyMember({ contentAssigneeId: owner.id })).toEqual({});
    await expect(me.renew()).rejects.toBeDefined();
    expect(await refusal(staff.members.getMember(c!.id))).toBe('MEMBER_NOT_FOUND');
  });

  it('runs the bulk calls by filter as jobs and reports their results', async () => {
    const tag = `Bulk${factory.name.replace(/\W/g, '')}`;
    const pending = await server.platform.seed.member({ nickname: `${tag} P`, status: 'PENDING' });
    const { jobId } = await staff.members.bulkApproveMembers({ 'profile.nickname': { $startsWith: tag } });
    expect(await finishedJob(jobId)).toMatchObject({ status: 'FINISHED', progress: { succeeded: 1 } });
    expect((await staff.members.getMember(pending.id, { fieldsets: ['EXTENDED'] })).status).toBe('APPROVED');
    const block = await staff.members.bulkBlockMembers({ _id: { $in: [pending.id, owner.id] } });
    expect((await finishedJob(block.jobId)).result.failures).toEqual([
      expect.objectContaining({ id: owner.id, code: 'OWNER_MEMBER_BLOCK_FORBIDDEN' }),
    ]);
    // An assignee the filter deletes is refused before the job exists.
    const refused = (await staff.members
      .bulkDeleteMembersByFilter({ _id: pending.id }, { contentAssigneeId: pending.id })
      .then(
        () => ({}),
        (e: unknown) => e,
      )) as { details?: { validationError?: { fieldViolations?: unknown[] } } };
    expect(refused.details?.validationError?.fieldViolations).toEqual([
      // Every client names the field by its argument (errors/describe-failure.ts).
      expect.objectContaining({ field: 'options.contentAssigneeId', data: { memberId: pending.id } }),
    ]);
    const del = await staff.members.bulkDeleteMembersByFilter(
      { _id: pending.id },
      { contentAssigneeId: owner.id, search: { expression: tag } },
    );
    expect((await finishedJob(del.jobId)).progress).toMatchObject({ total: 1, succeeded: 1 });
    expect(await refusal(staff.members.getMember(pending.id))).toBe('MEMBER_NOT_FOUND');
  });

  it('keeps visitors from listing members when the community is private', async () => {
    const settings = `${server.baseUrl}/members/v1/privacy-settings`;
    const set = async (publicMemberVisibility: string) => {
      const current = (await (
        await original(settings, { headers: { authorization: apiKey } })
      ).json()) as any;
      await original(settings, {
        method: 'POST',
        headers: { authorization: apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          memberPrivacySettings: { publicMemberVisibility, revision: current.memberPrivacySettings.revision },
        }),
      });
    };
    const visitor = await asVisitor();
    const member = await asMember(await server.platform.seed.member());
    await set('VISIBLE_TO_MEMBERS_ONLY');
    try {
      expect(await refusal(visitor.members.listMembers())).toBe('PERMISSION_DENIED');
      expect(await refusal(visitor.members.queryMembers().find())).toBe('PERMISSION_DENIED');
      expect((await member.members.listMembers()).members).toBeInstanceOf(Array);
    } finally {
      await set('VISIBLE_TO_ALL');
    }
    expect((await visitor.members.listMembers()).members).toBeInstanceOf(Array);
  });

  it('answers bad input with validation errors', async () => {
    const me = await asMember(await server.platform.seed.member());
    for (const call of [
      () => me.members.updateCurrentMemberSlug('x'.repeat(256)),
      () => staff.members.getMember('not-a-guid'),
      () => staff.members.listMembers({ paging: { limit: 1000 } }),
      () => staff.members.bulkBlockMembers({ nope: 1 }),
    ]) {
      const error = (await call().then(
        () => ({}),
        (e: unknown) => e,
      )) as { details?: { validationError?: { fieldViolations?: unknown[] } } };
      expect(error.details?.validationError?.fieldViolations?.length).toBeGreaterThan(0);
    }
  });
});
