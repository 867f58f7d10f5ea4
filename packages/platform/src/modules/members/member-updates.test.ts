import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type SeededMember, type TestPlatform } from '../../testing';
import { asMember, eventsOf, MEMBERS, type MembersTestClient, membersClient } from './test-client';

let platform: TestPlatform;
let staff: MembersTestClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  staff = await asMember(platform, await platform.seed.owner());
});
afterAll(() => platform.close());

const fieldOf = (res: { body: any }) => res.body.details.validationError.fieldViolations[0].field;

describe('POST /members/v1/members/my/slug and /{id}/slug', () => {
  it('changes the slug; slugs are unique and case-sensitive (409 SLUG_ALREADY_EXISTS)', async () => {
    const anna = await platform.seed.member({ nickname: 'Anna' });
    const other = await platform.seed.member();
    const me = await asMember(platform, other);
    const conflict = await me.post(`${MEMBERS}/my/slug`, { slug: 'anna' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.details.applicationError).toMatchObject({
      code: 'SLUG_ALREADY_EXISTS',
      data: { slug: 'anna' },
    });
    const changed = await me.post(`${MEMBERS}/my/slug`, { slug: 'Anna' });
    expect(changed.status).toBe(200);
    expect(changed.body.member.profile.slug).toBe('Anna');
    expect((await me.post(`${MEMBERS}/my/slug`, { slug: 'Anna' })).status).toBe(200);
    const [event] = await eventsOf(platform, other.id);
    expect(event?.payload.updatedEvent.modifiedFields.profile.slug).toMatch(/^member-/);
    expect(
      (await staff.post(`${MEMBERS}/${anna.id}/slug`, { slug: 'anna-k' })).body.member.profile.slug,
    ).toBe('anna-k');
  });

  it("refuses another member's slug to a member, and bad slugs to everyone", async () => {
    const target = await platform.seed.member();
    const me = await asMember(platform, await platform.seed.member());
    expect((await me.post(`${MEMBERS}/${target.id}/slug`, { slug: 'mine-now' })).status).toBe(403);
    for (const slug of ['', ' ', 'x'.repeat(256), 'tab\there', 42]) {
      const res = await me.post(`${MEMBERS}/my/slug`, { slug });
      expect(res.status).toBe(400);
      expect(fieldOf(res)).toBe('slug');
    }
    expect((await me.post(`${MEMBERS}/my/slug`, {})).status).toBe(400);
    const visitor = membersClient(platform, (await platform.seed.visitorTokens()).accessToken);
    expect((await visitor.post(`${MEMBERS}/my/slug`, { slug: 'v' })).status).toBe(403);
  });
  it('lets exactly one of several members claiming one slug at once have it', async () => {
    const claimants = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => asMember(platform, await platform.seed.member())),
    );
    const answers = await Promise.all(
      claimants.map((me) => me.post(`${MEMBERS}/my/slug`, { slug: 'first-come' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await platform.db.query('select id from members where slug = $1', ['first-come'])).toHaveLength(1);
  });
});

describe('PATCH /members/v1/members/{member.id}', () => {
  let member: SeededMember;
  let me: MembersTestClient;
  beforeAll(async () => {
    member = await platform.seed.member({ nickname: 'Patchy' });
    me = await asMember(platform, member);
  });

  it('updates the given contact and profile fields and keeps the rest', async () => {
    const res = await me.patch(`${MEMBERS}/${member.id}`, {
      member: {
        contact: {
          firstName: 'Pat',
          lastName: 'Chee',
          phones: ['+1 555 0100'],
          emails: ['pat@home.test'],
          addresses: [{ addressLine: '1 Main St', city: 'Springfield', country: 'US' }],
          company: 'Acme',
          customFields: { shoeSize: { value: 44 } },
        },
        profile: { title: 'Chief Tester', photo: { url: 'https://img.test/p.png', width: 10, height: 10 } },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.member.contact).toMatchObject({
      firstName: 'Pat',
      lastName: 'Chee',
      phones: ['+1 555 0100'],
      emails: ['pat@home.test'],
      addresses: [{ addressLine: '1 Main St', city: 'Springfield', country: 'US' }],
      company: 'Acme',
      customFields: { shoeSize: { name: 'shoeSize', value: 44 } },
    });
    expect(res.body.member.profile).toEqual({
      nickname: 'Patchy',
      slug: 'patchy',
      title: 'Chief Tester',
      photo: { url: 'https://img.test/p.png', width: 10, height: 10 },
    });
    // The identity APIs see the same data.
    const [identity] = await platform.db.query<{ profile: any }>(
      'select profile from identities where id = $1',
      [member.id],
    );
    expect(identity?.profile).toMatchObject({ firstName: 'Pat', picture: 'https://img.test/p.png' });
  });

  it('clears a field given as "", and ignores empty arrays and read-only fields', async () => {
    const res = await me.patch(`${MEMBERS}/${member.id}`, {
      member: {
        id: member.id,
        status: 'BLOCKED',
        profile: { slug: 'ignored', title: '' },
        contact: { company: '', phones: [], emails: [] },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.member.status).toBe('APPROVED');
    expect(res.body.member.profile).not.toHaveProperty('title');
    expect(res.body.member.profile.slug).toBe('patchy');
    expect(res.body.member.contact).not.toHaveProperty('company');
    expect(res.body.member.contact.phones).toEqual(['+1 555 0100']);
  });

  it('refuses a new loginEmail, bad fields, and updates of other members by members', async () => {
    const email = await me.patch(`${MEMBERS}/${member.id}`, { member: { loginEmail: 'new@x.test' } });
    expect(email.status).toBe(400);
    expect(fieldOf(email)).toBe('member.loginEmail');
    expect(
      (await me.patch(`${MEMBERS}/${member.id}`, { member: { loginEmail: member.email.toUpperCase() } }))
        .status,
    ).toBe(200);
    const bad = await me.patch(`${MEMBERS}/${member.id}`, { member: { contact: { emails: ['nope'] } } });
    expect(bad.status).toBe(400);
    expect(fieldOf(bad)).toBe('member.contact.emails[0]');
    const other = await platform.seed.member();
    expect(
      (await me.patch(`${MEMBERS}/${other.id}`, { member: { profile: { nickname: 'x' } } })).status,
    ).toBe(403);
    expect(
      (await staff.patch(`${MEMBERS}/${other.id}`, { member: { profile: { nickname: 'Renamed' } } })).body
        .member.profile.nickname,
    ).toBe('Renamed');
    expect(
      (await staff.patch(`${MEMBERS}/00000000-0000-4000-8000-000000000000`, { member: {} })).status,
    ).toBe(404);
  });

  it('records member_updated with the previous values of what changed', async () => {
    const target = await platform.seed.member({ nickname: 'Before' });
    await staff.patch(`${MEMBERS}/${target.id}`, { member: { profile: { nickname: 'After' } } });
    const events = await eventsOf(platform, target.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload.updatedEvent).toMatchObject({
      currentEntity: { profile: { nickname: 'After' } },
      modifiedFields: { profile: { nickname: 'Before', slug: 'before' } },
    });
  });
});

describe('POST /members/v1/members', () => {
  it('lets staff create an APPROVED member who is then found by query and recorded as created', async () => {
    const res = await staff.post(MEMBERS, {
      member: {
        loginEmail: 'Created@Example.com',
        profile: { nickname: 'New Person' },
        contact: { firstName: 'New' },
        privacyStatus: 'PUBLIC',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({
      loginEmail: 'created@example.com',
      loginEmailVerified: false,
      status: 'APPROVED',
      privacyStatus: 'PUBLIC',
      profile: { nickname: 'New Person', slug: 'new-person' },
      contact: { firstName: 'New' },
    });
    const [event] = await eventsOf(platform, res.body.member.id);
    expect(event?.event_type).toBe('wix.members.v1.member_created');
    const again = await staff.post(MEMBERS, { member: { loginEmail: 'created@example.com' } });
    expect(again.status).toBe(409);
    expect(again.body.details.applicationError.code).toBe('EMAIL_ALREADY_EXISTS');
  });

  // A new member's slug comes from the nickname: members created at once used to pick the same free slug, and on
  // PostgreSQL all but one failed with a false EMAIL_ALREADY_EXISTS.
  it('creates members with one nickname at once, each with its own slug', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        staff.post(MEMBERS, {
          member: { loginEmail: `twin-${n}@example.com`, profile: { nickname: 'Twin' } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.member.profile.slug).sort()).toEqual([
      'twin',
      'twin-1',
      'twin-2',
      'twin-3',
      'twin-4',
      'twin-5',
    ]);
  });

  it('needs a loginEmail and staff', async () => {
    const missing = await staff.post(MEMBERS, { member: { profile: { nickname: 'x' } } });
    expect(missing.status).toBe(400);
    expect(fieldOf(missing)).toBe('member.loginEmail');
    expect((await staff.post(MEMBERS, {})).status).toBe(400);
    const me = await asMember(platform, await platform.seed.member());
    expect((await me.post(MEMBERS, { member: { loginEmail: 'x@y.test' } })).status).toBe(403);
  });
});

describe('DELETE /members/v1/members/{id}/phones, /emails, /addresses', () => {
  it('clears one list each, keeps the login email, for the member themselves or staff', async () => {
    const member = await platform.seed.member();
    const me = await asMember(platform, member);
    await me.patch(`${MEMBERS}/${member.id}`, {
      member: { contact: { phones: ['1'], emails: ['a@b.test'], addresses: [{ city: 'X' }] } },
    });
    const phones = await me.delete(`${MEMBERS}/${member.id}/phones`);
    expect(phones.body.member.contact).toMatchObject({ phones: [], emails: ['a@b.test'] });
    expect(phones.body.member.contact.addresses).toHaveLength(1);
    const emails = await staff.delete(`${MEMBERS}/${member.id}/emails`);
    expect(emails.body.member.contact.emails).toEqual([]);
    expect(emails.body.member.loginEmail).toBe(member.email);
    expect((await me.delete(`${MEMBERS}/${member.id}/addresses`)).body.member.contact.addresses).toEqual([]);
    const other = await asMember(platform, await platform.seed.member());
    expect((await other.delete(`${MEMBERS}/${member.id}/phones`)).status).toBe(403);
    expect((await staff.delete(`${MEMBERS}/00000000-0000-4000-8000-000000000000/emails`)).status).toBe(404);
  });
});
