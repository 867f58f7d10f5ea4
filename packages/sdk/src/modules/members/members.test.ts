import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { ApplicationError, ValidationError } from '../../errors/bazaar-error';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { members } from './members';

const ID = '6f1c1f0e-4d7e-4c59-9d3e-0f3a7e4f0a01';
const PATH = '/members/v1/members';
const wireMember = () => ({
  id: ID,
  contactId: ID,
  profile: {
    nickname: 'Ada',
    slug: 'ada',
    photo: { id: 'img', url: 'https://img/a.png', width: 1, height: 1 },
  },
  status: 'APPROVED',
  createdDate: '2024-01-02T03:04:05.678Z',
  updatedDate: '2024-01-03T00:00:00Z',
  lastLoginDate: '2024-01-04T00:00:00Z',
  contact: { addresses: [{ id: 'addr-1', city: 'London' }], phones: [], emails: [] },
});
// What callers get: `_id`/`_createdDate`/`_updatedDate` at every depth, Dates; `lastLoginDate` keeps its name.
const sdkMember = () => ({
  _id: ID,
  contactId: ID,
  profile: {
    nickname: 'Ada',
    slug: 'ada',
    photo: { _id: 'img', url: 'https://img/a.png', width: 1, height: 1 },
  },
  status: 'APPROVED',
  _createdDate: new Date('2024-01-02T03:04:05.678Z'),
  _updatedDate: new Date('2024-01-03T00:00:00Z'),
  lastLoginDate: new Date('2024-01-04T00:00:00Z'),
  contact: { addresses: [{ _id: 'addr-1', city: 'London' }], phones: [], emails: [] },
});

const setup = (handler: MockHandler = () => ({ json: { member: wireMember() } })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { members },
  });
  return { fetch, client: client.members };
};

// The platform refuses bad input; the SDK then names the caller's field (errors/argument-checks.ts).
const REFUSED: MockHandler = () => ({
  status: 400,
  json: { message: 'invalid' },
  headers: { 'x-wix-request-id': 'r-bad' },
});

const decodeR = (path: string) =>
  JSON.parse(Buffer.from(new URL(`http://x${path}`).searchParams.get('.r') ?? '', 'base64url').toString());

describe('members: calls that answer { member }', () => {
  // [function, call, method, path, body] — every call whose official function returns the whole `{ member }`.
  const cases: Array<
    [string, (c: ReturnType<typeof setup>['client']) => Promise<unknown>, string, string, unknown]
  > = [
    [
      'updateCurrentMemberSlug',
      (c) => c.updateCurrentMemberSlug('ada-l'),
      'POST',
      `${PATH}/my/slug`,
      { slug: 'ada-l' },
    ],
    [
      'updateMemberSlug',
      (c) => c.updateMemberSlug(ID, 'ada-l'),
      'POST',
      `${PATH}/${ID}/slug`,
      { id: ID, slug: 'ada-l' },
    ],
    ['joinCommunity', (c) => c.joinCommunity(), 'POST', `${PATH}/join-community`, {}],
    ['leaveCommunity', (c) => c.leaveCommunity(), 'POST', `${PATH}/leave-community`, {}],
    [
      'getCurrentMember',
      (c) => c.getCurrentMember({ fieldsets: ['FULL', 'PUBLIC'] }),
      'GET',
      `${PATH}/my?fieldsets=FULL&fieldsets=PUBLIC`,
      undefined,
    ],
    ['muteMember', (c) => c.muteMember(ID), 'POST', `${PATH}/${ID}/mute`, { id: ID }],
    ['unmuteMember', (c) => c.unmuteMember(ID), 'POST', `${PATH}/${ID}/unmute`, { id: ID }],
    ['approveMember', (c) => c.approveMember(ID), 'POST', `${PATH}/${ID}/approve`, { id: ID }],
    ['blockMember', (c) => c.blockMember(ID), 'POST', `${PATH}/${ID}/block`, { id: ID }],
    ['disconnectMember', (c) => c.disconnectMember(ID), 'POST', `${PATH}/${ID}/disconnect`, { id: ID }],
    [
      'deleteMemberPhones',
      (c) => c.deleteMemberPhones(ID),
      'DELETE',
      `${PATH}/${ID}/phones?id=${ID}`,
      undefined,
    ],
    [
      'deleteMemberEmails',
      (c) => c.deleteMemberEmails(ID),
      'DELETE',
      `${PATH}/${ID}/emails?id=${ID}`,
      undefined,
    ],
    [
      'deleteMemberAddresses',
      (c) => c.deleteMemberAddresses(ID),
      'DELETE',
      `${PATH}/${ID}/addresses?id=${ID}`,
      undefined,
    ],
  ];
  it.each(cases)(
    '%s sends its request and returns the whole converted { member }',
    async (_, call, method, path, body) => {
      const { fetch, client } = setup();
      expect(await call(client)).toEqual({ member: sdkMember() });
      expect(fetch.requests).toHaveLength(1);
      expect(fetch.requests[0]).toMatchObject({ method, path, json: body });
      expect(fetch.requests[0]?.headers.authorization).toBe('key');
    },
  );
});

describe('members.getMember', () => {
  it('sends the id in the path and the query, and returns the member itself', async () => {
    const { fetch, client } = setup();
    expect(await client.getMember(ID, { fieldsets: ['EXTENDED'] })).toEqual(sdkMember());
    expect(fetch.requests[0]?.path).toBe(`${PATH}/${ID}?id=${ID}&fieldsets=EXTENDED`);
  });

  it('names an empty id when the server refuses the `undefined` path (an empty segment would list members)', async () => {
    const { fetch, client } = setup(() => ({ status: 404, json: { message: 'Not found' } }));
    await expect(client.getMember('')).rejects.toBeInstanceOf(ValidationError);
    expect(fetch.requests[0]?.path).toMatch(/\/members\/undefined\b/);
  });

  it('surfaces the application error code of a 404', async () => {
    const { client } = setup(() => ({
      status: 404,
      json: {
        message: 'No member',
        details: { applicationError: { code: 'MEMBER_NOT_FOUND', description: 'No member', data: {} } },
      },
    }));
    const error = await client.getMember(ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect((error as ApplicationError).details.applicationError?.code).toBe('MEMBER_NOT_FOUND');
  });
});

describe('members.listMembers', () => {
  it('sends paging, fieldsets and sorting as one .r parameter, sort names as given', async () => {
    const { fetch, client } = setup(() => ({
      json: { members: [wireMember()], metadata: { count: 1, total: 3 } },
    }));
    const result = await client.listMembers({
      paging: { limit: 1, offset: 2 },
      fieldsets: ['FULL'],
      sorting: [{ fieldName: '_createdDate', order: 'DESC' }],
    });
    expect(result).toEqual({ members: [sdkMember()], metadata: { count: 1, total: 3 } });
    expect(fetch.requests[0]?.method).toBe('GET');
    expect(decodeR(fetch.requests[0]!.path)).toEqual({
      paging: { limit: 1, offset: 2 },
      fieldsets: ['FULL'],
      sorting: [{ fieldName: '_createdDate', order: 'DESC' }],
    });
  });

  it('sends a geo sort origin that is not a finite number as its name (FL-req-10)', async () => {
    const { fetch, client } = setup(() => ({ json: { members: [], metadata: { count: 0 } } }));
    await client.listMembers({
      sorting: [{ fieldName: 'distance', order: 'ASC', origin: { latitude: Number.NaN, longitude: 1.5 } }],
    } as never);
    expect(decodeR(fetch.requests[0]!.path).sorting).toEqual([
      { fieldName: 'distance', order: 'ASC', origin: { latitude: 'NaN', longitude: 1.5 } },
    ]);
  });
});

describe('members.queryMembers', () => {
  it('builds the query with renamed field names and reads items, total and paging', async () => {
    const { fetch, client } = setup(() => ({
      json: { members: [wireMember()], metadata: { count: 1, offset: 0, total: 2 } },
    }));
    const page = await client
      .queryMembers({ fieldsets: ['PUBLIC'], search: { expression: 'ad' } })
      .eq('_id', ID)
      .startsWith('profile.nickname', 'Ad')
      .descending('_createdDate')
      .limit(1)
      .find();
    expect(page.items).toEqual([sdkMember()]);
    expect(page.totalCount).toBe(2);
    expect(page.hasNext()).toBe(true);
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      path: `${PATH}/query`,
      json: {
        fieldsets: ['PUBLIC'],
        search: { expression: 'ad' },
        query: {
          filter: { $and: [{ id: ID }, { 'profile.nickname': { $startsWith: 'Ad' } }] },
          sort: [{ fieldName: 'createdDate', order: 'DESC' }],
          paging: { offset: 0, limit: 1 },
        },
      },
    });
    await page.next();
    expect(fetch.requests[1]?.json.query.paging).toEqual({ offset: 1, limit: 1 });
  });
});

describe('members: deletes', () => {
  it('deleteMember sends DELETE with the id and returns {}', async () => {
    const { fetch, client } = setup(() => ({ json: {} }));
    expect(await client.deleteMember(ID)).toEqual({});
    expect(fetch.requests[0]).toMatchObject({
      method: 'DELETE',
      path: `${PATH}/${ID}?id=${ID}`,
      body: undefined,
    });
  });

  it('deleteMyMember sends the content assignee in the query and returns {}', async () => {
    const { fetch, client } = setup(() => ({ json: {} }));
    expect(await client.deleteMyMember({ contentAssigneeId: ID })).toEqual({});
    expect(fetch.requests[0]).toMatchObject({ method: 'DELETE', path: `${PATH}/my?contentAssigneeId=${ID}` });
  });
});

describe('members: bulk calls', () => {
  it('bulkDeleteMembers posts the ids and returns the per-item results', async () => {
    const reply = {
      results: [{ itemMetadata: { id: ID, originalIndex: 0, success: true } }],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 },
    };
    const { fetch, client } = setup(() => ({ json: reply }));
    const result = await client.bulkDeleteMembers([ID]);
    expect(result.results[0]?.itemMetadata?._id).toBe(ID);
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      path: `${PATH}/bulk/delete`,
      json: { memberIds: [ID] },
    });
    const refused = setup(REFUSED).client;
    await expect(refused.bulkDeleteMembers(undefined as never)).rejects.toBeInstanceOf(ValidationError);
  });

  it('the by-filter calls post the filter (with renamed keys) and return { jobId }', async () => {
    const { fetch, client } = setup(() => ({ json: { jobId: 'job-1' } }));
    expect(await client.bulkApproveMembers({ _id: { $in: [ID] } })).toEqual({ jobId: 'job-1' });
    expect(await client.bulkBlockMembers({ status: 'PENDING' })).toEqual({ jobId: 'job-1' });
    expect(
      await client.bulkDeleteMembersByFilter({}, { contentAssigneeId: ID, search: { expression: 'x' } }),
    ).toEqual({ jobId: 'job-1' });
    expect(fetch.requests.map((r) => [r.path, r.json])).toEqual([
      [`${PATH}/bulk/approve-by-filter`, { filter: { id: { $in: [ID] } } }],
      [`${PATH}/bulk/block-by-filter`, { filter: { status: 'PENDING' } }],
      [`${PATH}/bulk/delete-by-filter`, { filter: {}, contentAssigneeId: ID, search: { expression: 'x' } }],
    ]);
    await expect(setup(REFUSED).client.bulkBlockMembers(undefined as never)).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});

describe('members.createMember', () => {
  it('posts { member } and returns the member itself', async () => {
    const { fetch, client } = setup();
    const member = await client.createMember({
      member: { loginEmail: 'ada@x.test', profile: { nickname: 'Ada' } },
    });
    expect(member).toEqual(sdkMember());
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      path: PATH,
      json: { member: { loginEmail: 'ada@x.test', profile: { nickname: 'Ada' } } },
    });
    await expect(setup(REFUSED).client.createMember({ member: {} })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('members.updateMember', () => {
  it('patches { member } with the id in the path and the member, and returns the member itself', async () => {
    const { fetch, client } = setup();
    const member = await client.updateMember(ID, {
      contact: { firstName: 'Ada' },
      _createdDate: new Date(0),
    });
    expect(member).toEqual(sdkMember());
    expect(fetch.requests[0]).toMatchObject({
      method: 'PATCH',
      path: `${PATH}/${ID}`,
      json: { member: { id: ID, contact: { firstName: 'Ada' }, createdDate: '1970-01-01T00:00:00.000Z' } },
    });
  });
});
