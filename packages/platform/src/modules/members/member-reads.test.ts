import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type SeededMember, type TestPlatform } from '../../testing';
import { asMember, MEMBERS, type MembersTestClient, membersClient } from './test-client';

let platform: TestPlatform;
let owner: SeededMember;
let staff: MembersTestClient;
let visitor: MembersTestClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  owner = await platform.seed.owner();
  staff = await asMember(platform, owner);
  visitor = membersClient(platform, (await platform.seed.visitorTokens()).accessToken);
});
afterAll(() => platform.close());

/** A member who joined the community (privacy PUBLIC). */
async function publicMember(nickname: string): Promise<SeededMember> {
  const member = await platform.seed.member({ nickname });
  await platform.db.query(`update members set privacy_status = 'PUBLIC' where id = $1`, [member.id]);
  return member;
}

const PUBLIC_KEYS = [
  'activityStatus',
  'contactId',
  'createdDate',
  'id',
  'privacyStatus',
  'profile',
  'status',
  'updatedDate',
];
const EXTENDED_KEYS = [...PUBLIC_KEYS, 'loginEmail'].sort();
const FULL_KEYS = [...EXTENDED_KEYS, 'contact', 'lastLoginDate', 'loginEmailVerified'].sort();

describe('GET /members/v1/members/my', () => {
  it('returns the fields of each fieldset, PUBLIC by default, the union of several', async () => {
    const member = await platform.seed.member({ nickname: 'Fieldsets' });
    await platform.db.query('update members set last_login_at = $2 where id = $1', [
      member.id,
      platform.clock.now(),
    ]);
    const me = await asMember(platform, member);
    const keys = async (query: string) =>
      Object.keys((await me.get(`${MEMBERS}/my${query}`)).body.member).sort();
    expect(await keys('')).toEqual(PUBLIC_KEYS);
    expect(await keys('?fieldsets=PUBLIC')).toEqual(PUBLIC_KEYS);
    expect(await keys('?fieldsets=EXTENDED')).toEqual(EXTENDED_KEYS);
    expect(await keys('?fieldsets=FULL')).toEqual(FULL_KEYS);
    expect(await keys('?fieldsets=PUBLIC&fieldsets=FULL')).toEqual(FULL_KEYS);
    const pub = (await me.get(`${MEMBERS}/my`)).body.member;
    expect(pub).toMatchObject({ status: 'UNKNOWN', privacyStatus: 'UNKNOWN', activityStatus: 'UNKNOWN' });
    expect(pub.profile).toEqual({ nickname: 'Fieldsets', slug: 'fieldsets' });
    const full = (await me.get(`${MEMBERS}/my?fieldsets=FULL`)).body.member;
    expect(full).toMatchObject({
      id: member.id,
      loginEmail: member.email,
      loginEmailVerified: true,
      status: 'APPROVED',
      privacyStatus: 'PRIVATE',
      activityStatus: 'ACTIVE',
      contact: { emails: [], phones: [], addresses: [] },
      lastLoginDate: platform.clock.now().toISOString(),
    });
  });

  it('answers 404 NOT_FOUND to a visitor, 401 without a token, and 400 to a bad fieldset', async () => {
    const res = await visitor.get(`${MEMBERS}/my`);
    expect(res.status).toBe(404);
    expect(res.body.details.applicationError.code).toBe('NOT_FOUND');
    expect((await membersClient(platform).get(`${MEMBERS}/my`)).status).toBe(401);
    const bad = await staff.get(`${MEMBERS}/my?fieldsets=SECRET`);
    expect(bad.status).toBe(400);
    // One `fieldsets` parameter is a one-item list: a wrong value is named as such, not as a missing one.
    expect(bad.body.details.validationError.fieldViolations).toEqual([
      {
        field: 'fieldsets[0]',
        description: 'must be one of PUBLIC, EXTENDED, FULL',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowed: ['PUBLIC', 'EXTENDED', 'FULL'] },
      },
    ]);
    const many = await staff.get(`${MEMBERS}/my?fieldsets=FULL&fieldsets=FULL&fieldsets=FULL&fieldsets=FULL`);
    expect(many.status).toBe(400);
  });
});

describe('GET /members/v1/members/{id}', () => {
  it('shows a public member to anyone with the PUBLIC fieldset only', async () => {
    const anna = await publicMember('Anna Public');
    const other = await asMember(platform, await platform.seed.member());
    for (const client of [visitor, other]) {
      const res = await client.get(`${MEMBERS}/${anna.id}`);
      expect(res.status).toBe(200);
      expect(res.body.member).toMatchObject({ id: anna.id, status: 'UNKNOWN' });
      expect(res.body.member).not.toHaveProperty('loginEmail');
      for (const fieldset of ['EXTENDED', 'FULL']) {
        const refused = await client.get(`${MEMBERS}/${anna.id}?fieldsets=${fieldset}`);
        expect(refused.status).toBe(403);
        expect(refused.body.details.applicationError.code).toBe('PERMISSION_DENIED');
      }
    }
  });

  it('hides private, blocked and pending members from everyone but themselves and staff', async () => {
    const hidden = [
      await platform.seed.member(),
      await publicMember('Blocked Public'),
      await platform.seed.member({ status: 'PENDING' }),
    ];
    await platform.db.query(`update members set status = 'BLOCKED' where id = $1`, [hidden[1]!.id]);
    const other = await asMember(platform, await platform.seed.member());
    for (const member of hidden) {
      for (const client of [visitor, other]) {
        const res = await client.get(`${MEMBERS}/${member.id}`);
        expect(res.status).toBe(404);
        expect(res.body.details.applicationError.code).toBe('MEMBER_NOT_FOUND');
      }
      expect((await staff.get(`${MEMBERS}/${member.id}?fieldsets=FULL`)).body.member.loginEmail).toBe(
        member.email,
      );
    }
    const self = await asMember(platform, hidden[0]!);
    expect((await self.get(`${MEMBERS}/${hidden[0]!.id}?fieldsets=FULL`)).body.member.contact).toBeDefined();
  });

  it('answers 404 for an unknown id and 400 for an id that is not a GUID', async () => {
    const unknown = await staff.get(`${MEMBERS}/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.details.applicationError).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    const bad = await staff.get(`${MEMBERS}/not-a-guid`);
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'id',
      violatedRule: 'FORMAT',
    });
  });
});

describe('POST /members/v1/members/query and GET /members/v1/members', () => {
  let group: SeededMember[];
  let ids: string[];
  beforeAll(async () => {
    group = [await publicMember('Query Bea'), await publicMember('Query Al'), await publicMember('Query Cy')];
    group.push(await platform.seed.member({ nickname: 'Query Private' }));
    ids = group.map((m) => m.id);
  });

  it('leaves private members out for visitors and members, not for staff', async () => {
    const filter = { id: { $in: ids } };
    const seen = async (client: MembersTestClient) =>
      (await client.post(`${MEMBERS}/query`, { query: { filter } })).body.members.map(
        (m: { id: string }) => m.id,
      );
    expect((await seen(visitor)).sort()).toEqual(ids.slice(0, 3).sort());
    expect((await seen(staff)).sort()).toEqual([...ids].sort());
    // Lists leave private members out for members too, the caller included (MEM listMembers: "Private members
    // aren't returned … if a site visitor or site member identity calls this method"); they read themselves by id.
    const privateMember = await asMember(platform, group[3]!);
    expect((await seen(privateMember)).sort()).toEqual(ids.slice(0, 3).sort());
    const listed = (await privateMember.get(`${MEMBERS}?paging.limit=100`)).body.members.map(
      (m: any) => m.id,
    );
    expect(listed).not.toContain(group[3]!.id);
    expect((await privateMember.get(`${MEMBERS}/${group[3]!.id}`)).status).toBe(200);
  });

  it('pages with offsets and reports the total, and sorts by the requested field', async () => {
    const query = {
      filter: { id: { $in: ids.slice(0, 3) } },
      sort: [{ fieldName: 'profile.nickname', order: 'ASC' }],
      paging: { limit: 2, offset: 0 },
    };
    const first = (await visitor.post(`${MEMBERS}/query`, { query })).body;
    expect(first.members.map((m: any) => m.profile.nickname)).toEqual(['Query Al', 'Query Bea']);
    expect(first.metadata).toEqual({ count: 2, offset: 0, total: 3, tooManyToCount: false });
    const second = (
      await visitor.post(`${MEMBERS}/query`, { query: { ...query, paging: { limit: 2, offset: 2 } } })
    ).body;
    expect(second.members.map((m: any) => m.profile.nickname)).toEqual(['Query Cy']);
  });

  it('pages with cursors that carry the filter and sort', async () => {
    const query = {
      filter: { id: { $in: ids } },
      sorting: [{ fieldName: 'profile.nickname', order: 'DESC' }],
      cursorPaging: { limit: 3 },
    };
    const first = (await staff.post(`${MEMBERS}/query`, { query })).body;
    expect(first.members.map((m: any) => m.profile.nickname)).toEqual([
      'Query Private',
      'Query Cy',
      'Query Bea',
    ]);
    expect(first.metadata.hasNext).toBe(true);
    const next = (
      await staff.post(`${MEMBERS}/query`, {
        query: { cursorPaging: { limit: 3, cursor: first.metadata.cursors.next } },
      })
    ).body;
    expect(next.members.map((m: any) => m.profile.nickname)).toEqual(['Query Al']);
    expect(next.metadata.hasNext).toBe(false);
  });

  // Byte order put "Zoe" before "adam" and "Émile" after "z"; ties (same letters, other case or accents) go by id.
  it('sorts by nickname case-insensitively with accents folded, ties by id, in offset and cursor pages', async () => {
    const names = ['Zoe', 'adam', 'Émile', 'z', 'emile', 'Ola'];
    const idOf = new Map<string, string>();
    for (const name of names) idOf.set(name, (await publicMember(name)).id);
    const named = (name: string) => idOf.get(name)!;
    const emiles = [named('Émile'), named('emile')].sort();
    const ascending = [named('adam'), ...emiles, named('Ola'), named('z'), named('Zoe')];
    const descending = [named('Zoe'), named('z'), named('Ola'), ...emiles, named('adam')];
    const filter = { id: { $in: [...idOf.values()] } };
    const walk = async (client: MembersTestClient, order: 'ASC' | 'DESC') => {
      const seen: string[] = [];
      let query: Record<string, unknown> = {
        filter,
        sort: [{ fieldName: 'profile.nickname', order }],
        cursorPaging: { limit: 2 },
      };
      for (let page = 0; page < names.length; page += 1) {
        const body = (await client.post(`${MEMBERS}/query`, { query })).body;
        seen.push(...body.members.map((m: { id: string }) => m.id));
        if (!body.metadata.hasNext) break;
        query = { cursorPaging: { limit: 2, cursor: body.metadata.cursors.next } };
      }
      return seen;
    };
    expect(await walk(staff, 'ASC')).toEqual(ascending);
    expect(await walk(visitor, 'DESC')).toEqual(descending);
    const offsets = async (offset: number) =>
      (
        await visitor.post(`${MEMBERS}/query`, {
          query: { filter, sort: [{ fieldName: 'profile.nickname' }], paging: { limit: 4, offset } },
        })
      ).body.members.map((m: { id: string }) => m.id);
    expect([...(await offsets(0)), ...(await offsets(4))]).toEqual(ascending);
    // Filters still compare the nickname itself.
    const exact = await staff.post(`${MEMBERS}/query`, {
      query: { filter: { 'profile.nickname': 'emile' } },
    });
    expect(exact.body.members.map((m: { id: string }) => m.id)).toEqual([named('emile')]);
  });

  // Letters that do not decompose into a letter and an accent fold as the unaccent rules spell them: ß → ss, æ → ae,
  // ø → o, œ → oe, ł → l, đ → d, þ → th (by bytes alone, each sorted after every ASCII letter).
  it('folds ß, æ, ø, œ, ł, đ and þ (any case) when sorting by nickname, with the sort index still used', async () => {
    const names = [
      'Tim',
      'Þór',
      'Strauss',
      'STRAUẞ',
      'Øyvind',
      'Ola',
      'Œdipe',
      'Łukasz',
      'Luis',
      'Dora',
      'đorđe',
      'Æsa',
      'Adam',
    ];
    const idOf = new Map<string, string>();
    for (const name of names) idOf.set(name, (await publicMember(name)).id);
    const named = (name: string) => idOf.get(name)!;
    // strauss = strauss: the tie goes to the id.
    const strausses = [named('Strauss'), named('STRAUẞ')].sort();
    // adam, aesa, dora, dorde, luis, lukasz, oedipe, ola, oyvind, strauss ×2, thor, tim
    const ascending = [
      ...['Adam', 'Æsa', 'Dora', 'đorđe', 'Luis', 'Łukasz', 'Œdipe', 'Ola', 'Øyvind'].map(named),
      ...strausses,
      named('Þór'),
      named('Tim'),
    ];
    const filter = { id: { $in: [...idOf.values()] } };
    const sorted = async (order: 'ASC' | 'DESC', cursor?: string): Promise<string[]> => {
      const query = cursor
        ? { cursorPaging: { limit: 5, cursor } }
        : { filter, sort: [{ fieldName: 'profile.nickname', order }], cursorPaging: { limit: 5 } };
      const body = (await staff.post(`${MEMBERS}/query`, { query })).body;
      const ids = body.members.map((m: { id: string }) => m.id);
      return body.metadata.hasNext ? [...ids, ...(await sorted(order, body.metadata.cursors.next))] : ids;
    };
    expect(await sorted('ASC')).toEqual(ascending);
    // Descending, ties still by ascending id.
    const descending = [named('Tim'), named('Þór'), ...strausses, ...ascending.slice(0, 9).reverse()];
    expect(await sorted('DESC')).toEqual(descending);
    // The order by the folded key can still be read from the index instead of sorting the table.
    const plan = await platform.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        'explain select m.id from members m order by (m.nickname_sort) asc nulls last, (m.id) asc nulls last limit 5',
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('members_nickname_sort');
  });

  // The official query builder sends its options (search, fieldsets) again with every page, cursor pages included.
  it('applies a search sent with a cursor to the next page', async () => {
    const page = (cursor?: string) =>
      staff.post(`${MEMBERS}/query`, {
        search: { expression: 'query ' },
        query: { cursorPaging: { limit: 3, ...(cursor ? { cursor } : {}) } },
      });
    const first = (await page()).body;
    const second = (await page(first.metadata.cursors.next)).body;
    expect([...first.members, ...second.members].map((m: any) => m.id).sort()).toEqual([...ids].sort());
    expect(second.metadata.hasNext).toBe(false);
  });

  it('filters on status with the v1 or the newer names', async () => {
    const pending = await platform.seed.member({ status: 'PENDING' });
    for (const status of ['PENDING', 'APPLICANT']) {
      const res = await staff.post(`${MEMBERS}/query`, {
        query: { filter: { $and: [{ status }, { id: pending.id }] } },
      });
      expect(res.body.members.map((m: any) => m.id)).toEqual([pending.id]);
    }
    const active = await staff.post(`${MEMBERS}/query`, {
      query: { filter: { status: { $in: ['ACTIVE'] }, id: { $in: [pending.id, ids[0]] } } },
    });
    expect(active.body.members.map((m: any) => m.id)).toEqual([ids[0]]);
  });

  it('lets only staff filter, sort and search on private fields', async () => {
    const byEmail = { query: { filter: { loginEmail: group[0]!.email } } };
    const refused = await visitor.post(`${MEMBERS}/query`, byEmail);
    expect(refused.status).toBe(400);
    expect(refused.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.filter.loginEmail',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    expect((await staff.post(`${MEMBERS}/query`, byEmail)).body.members.map((m: any) => m.id)).toEqual([
      ids[0],
    ]);
    const sortRefused = await visitor.post(`${MEMBERS}/query`, {
      query: { sort: [{ fieldName: 'contact.firstName' }] },
    });
    expect(sortRefused.status).toBe(400);
    const search = { expression: group[1]!.email.slice(0, 14), fields: ['loginEmail'] };
    expect((await visitor.post(`${MEMBERS}/query`, { search })).status).toBe(400);
    expect((await staff.post(`${MEMBERS}/query`, { search })).body.members.map((m: any) => m.id)).toEqual([
      ids[1],
    ]);
  });

  it('searches the nickname by default, case-insensitively', async () => {
    const res = await visitor.post(`${MEMBERS}/query`, { search: { expression: 'query b' } });
    expect(res.body.members.map((m: any) => m.id)).toEqual([ids[0]]);
  });

  it('hides disconnected members from staff unless the filter asks for a status', async () => {
    const offline = await platform.seed.member({ status: 'OFFLINE' });
    const filter = { id: offline.id };
    expect((await staff.post(`${MEMBERS}/query`, { query: { filter } })).body.members).toEqual([]);
    const asked = await staff.post(`${MEMBERS}/query`, {
      query: { filter: { ...filter, status: 'OFFLINE' } },
    });
    expect(asked.body.members.map((m: any) => m.id)).toEqual([offline.id]);
  });

  it('answers 400 for bad queries, 403 for the FULL fieldset of others', async () => {
    const cases = [
      [{ query: { paging: { limit: 101 } } }, 'query.paging.limit'],
      [{ query: { filter: { id: { $regex: 'x' } } } }, 'query.filter.id'],
      [{ query: { paging: { limit: 1 }, cursorPaging: { limit: 1 } } }, 'query.cursorPaging'],
      [{ query: { cursorPaging: { cursor: 'garbage' } } }, 'query.cursorPaging.cursor'],
      [{ search: { expression: '' } }, 'search.expression'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await staff.post(`${MEMBERS}/query`, body);
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations.map((v: any) => v.field)).toContain(field);
    }
    expect((await visitor.post(`${MEMBERS}/query`, { fieldsets: ['FULL'] })).status).toBe(403);
    expect((await staff.post(`${MEMBERS}/query`, 'not json')).status).toBe(400);
  });

  it('lists with flattened or packed (.r) paging and sorting, and reports bad paging by its own name', async () => {
    const flat = await visitor.get(
      `${MEMBERS}?paging.limit=1&paging.offset=0&sorting.fieldName=profile.nickname`,
    );
    expect(flat.status).toBe(200);
    expect(flat.body.members).toHaveLength(1);
    expect(flat.body.metadata).toMatchObject({ count: 1, offset: 0 });
    const request = {
      paging: { limit: 100 },
      fieldsets: ['FULL'],
      sorting: [{ fieldName: '_createdDate', order: 'ASC' }],
    };
    const packed = await staff.get(
      `${MEMBERS}?.r=${Buffer.from(JSON.stringify(request)).toString('base64url')}`,
    );
    expect(packed.status).toBe(200);
    const seen = packed.body.members.find((m: any) => m.id === owner.id);
    expect(seen.loginEmail).toBe(owner.email);
    const bad = await staff.get(`${MEMBERS}?paging.limit=500`);
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0].field).toBe('paging.limit');
  });
});
