import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type SeededMember, type TestPlatform } from '../../testing';
import { jobRunnerFor } from '../jobs/job-runner';
import { enqueueJob } from '../jobs/job-store';
import { MEMBER_JOB_KINDS } from './member-bulk-jobs';
import { asMember, MEMBERS, type MembersTestClient, membersClient } from './test-client';

let platform: TestPlatform;
let owner: SeededMember;
let staff: MembersTestClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  owner = await platform.seed.owner();
  staff = await asMember(platform, owner);
});
afterAll(() => platform.close());

/** Starts a bulk call, waits for its job and returns the job as the jobs endpoint shows it. */
async function runBulk(path: string, body: unknown): Promise<any> {
  const res = await staff.post(`${MEMBERS}/bulk/${path}`, body);
  expect(res.status).toBe(200);
  expect(res.body.jobId).toMatch(/^[0-9a-f-]{36}$/);
  await jobRunnerFor(platform.deps).drain();
  return (await staff.get(`/bazaar/v1/jobs/${res.body.jobId}`)).body.job;
}

const statuses = async (ids: string[]) => {
  const rows = await platform.db.query<{ id: string; status: string }>(
    'select id, status from members where id = any($1::uuid[])',
    [ids],
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
};

describe('POST /members/v1/members/bulk/approve-by-filter', () => {
  it('approves the pending and unblocks the blocked members the filter matches, as a job', async () => {
    const pending = await platform.seed.member({ nickname: 'Approve P', status: 'PENDING' });
    const blocked = await platform.seed.member({ nickname: 'Approve B', status: 'BLOCKED' });
    const untouched = await platform.seed.member({ nickname: 'Other P', status: 'PENDING' });
    const job = await runBulk('approve-by-filter', {
      filter: { 'profile.nickname': { $startsWith: 'approve' } },
    });
    expect(job).toMatchObject({
      kind: 'members.bulkApproveByFilter',
      status: 'FINISHED',
      progress: { total: 2, processed: 2, succeeded: 2, failed: 0 },
      result: { failures: [] },
    });
    expect(await statuses([pending.id, blocked.id, untouched.id])).toEqual({
      [pending.id]: 'APPROVED',
      [blocked.id]: 'APPROVED',
      [untouched.id]: 'PENDING',
    });
  });
});

describe('POST /members/v1/members/bulk/block-by-filter', () => {
  it('blocks every match except the owner and the caller, who are reported as failures', async () => {
    const contributor = await platform.seed.member({ role: 'CONTRIBUTOR', nickname: 'Block Contributor' });
    const a = await platform.seed.member({ nickname: 'Block A' });
    const tokens = await platform.seed.memberTokens(a.id);
    await platform.db.query(`update members set nickname = 'Block Owner' where id = $1`, [owner.id]);
    const res = await (await asMember(platform, contributor)).post(`${MEMBERS}/bulk/block-by-filter`, {
      filter: { 'profile.nickname': { $startsWith: 'Block' } },
    });
    await jobRunnerFor(platform.deps).drain();
    const job = (await staff.get(`/bazaar/v1/jobs/${res.body.jobId}`)).body.job;
    expect(job.progress).toEqual({ total: 3, processed: 3, succeeded: 1, failed: 2 });
    expect(job.result.failures.map((f: any) => [f.id, f.code]).sort()).toEqual(
      [
        [owner.id, 'OWNER_MEMBER_BLOCK_FORBIDDEN'],
        [contributor.id, 'MEMBER_SELF_BLOCK_FORBIDDEN'],
      ].sort(),
    );
    expect(await statuses([a.id, owner.id, contributor.id])).toEqual({
      [a.id]: 'BLOCKED',
      [owner.id]: 'APPROVED',
      [contributor.id]: 'APPROVED',
    });
    expect((await membersClient(platform, tokens.accessToken).get(`${MEMBERS}/my`)).status).toBe(401);
  });

  it('works through more members than one step takes, counting them all', async () => {
    const many: string[] = [];
    for (let i = 0; i < 55; i++) many.push((await platform.seed.member({ nickname: `Many ${i}` })).id);
    const job = await runBulk('block-by-filter', { filter: { id: { $in: many } } });
    expect(job.progress).toEqual({ total: 55, processed: 55, succeeded: 55, failed: 0 });
    expect(new Set(Object.values(await statuses(many)))).toEqual(new Set(['BLOCKED']));
  });
});

describe('POST /members/v1/members/bulk/delete-by-filter', () => {
  it('deletes the members the filter and search match, skipping staff', async () => {
    const a = await platform.seed.member({ nickname: 'Gone Alpha' });
    const b = await platform.seed.member({ nickname: 'Gone Beta' });
    const keep = await platform.seed.member({ nickname: 'Stay Gamma' });
    const contributor = await platform.seed.member({ role: 'CONTRIBUTOR', nickname: 'Gone Staff' });
    const job = await runBulk('delete-by-filter', {
      filter: { id: { $in: [a.id, b.id, keep.id, contributor.id] } },
      search: { expression: 'gone' },
      contentAssigneeId: owner.id,
    });
    expect(job.progress).toEqual({ total: 3, processed: 3, succeeded: 2, failed: 1 });
    expect(job.result.failures).toEqual([
      {
        id: contributor.id,
        code: 'OWNER_OR_CONTRIBUTOR_MEMBER_DELETE_FORBIDDEN',
        description: expect.any(String),
      },
    ]);
    expect(Object.keys(await statuses([a.id, b.id, keep.id, contributor.id])).sort()).toEqual(
      [keep.id, contributor.id].sort(),
    );
  });
});

describe('delete-by-filter content assignee', () => {
  // The content of deleted members goes to the assignee; an assignee the filter deletes would leave it to no one.
  it('is refused with a 400 before anything is deleted when the filter matches them', async () => {
    const a = await platform.seed.member({ nickname: 'Assignee Gone A' });
    const b = await platform.seed.member({ nickname: 'Assignee Gone B' });
    const jobsBefore = await platform.db.query('select id from jobs');
    for (const body of [
      { filter: { id: { $in: [a.id, b.id] } }, contentAssigneeId: b.id },
      { filter: {}, search: { expression: 'assignee gone' }, contentAssigneeId: a.id },
    ]) {
      const res = await staff.post(`${MEMBERS}/bulk/delete-by-filter`, body);
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations).toEqual([
        {
          field: 'contentAssigneeId',
          description: expect.stringContaining('deletes'),
          violatedRule: 'VALIDATION',
          data: { memberId: body.contentAssigneeId },
        },
      ]);
    }
    expect(await platform.db.query('select id from jobs')).toHaveLength(jobsBefore.length);
    expect(Object.keys(await statuses([a.id, b.id])).sort()).toEqual([a.id, b.id].sort());
  });

  it('may be an owner or contributor the filter matches (they are never deleted), or a member it does not', async () => {
    const gone = await platform.seed.member({ nickname: 'Assignee Staff Gone' });
    const contributor = await platform.seed.member({ role: 'CONTRIBUTOR' });
    const stays = await platform.seed.member();
    for (const assignee of [owner.id, contributor.id, stays.id]) {
      const res = await staff.post(`${MEMBERS}/bulk/delete-by-filter`, {
        filter: { id: { $in: [gone.id, owner.id, contributor.id] } },
        contentAssigneeId: assignee,
      });
      expect(res.status).toBe(200);
    }
    await jobRunnerFor(platform.deps).drain();
    expect(Object.keys(await statuses([gone.id, owner.id, contributor.id, stays.id])).sort()).toEqual(
      [owner.id, contributor.id, stays.id].sort(),
    );
  });

  // A job checked when asked for, run after the assignee came to match its filter (the job is stored as the route
  // stores it; going through the route would race the runner it kicks).
  it('is kept, as a failed item, when they came to match the filter after the job was asked for', async () => {
    const a = await platform.seed.member({ nickname: 'Later Gone A' });
    const assignee = await platform.seed.member({ nickname: 'Later Gone B' });
    const { id } = await platform.db.transaction((tx) =>
      enqueueJob(
        tx,
        MEMBER_JOB_KINDS.delete,
        { filter: { 'profile.nickname': { $startsWith: 'Later Gone' } }, contentAssigneeId: assignee.id },
        { clock: platform.clock },
      ),
    );
    await jobRunnerFor(platform.deps).drain();
    const job = (await staff.get(`/bazaar/v1/jobs/${id}`)).body.job;
    expect(job.progress).toMatchObject({ succeeded: 1, failed: 1 });
    expect(job.result.failures).toEqual([
      { id: assignee.id, code: 'INVALID_ARGUMENT', description: expect.stringContaining('deletes') },
    ]);
    expect(Object.keys(await statuses([a.id, assignee.id]))).toEqual([assignee.id]);
  });
});

describe('bulk calls by filter', () => {
  it('check the filter, search and content assignee before enqueueing anything', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['approve-by-filter', {}, 'filter'],
      ['approve-by-filter', { filter: { nope: 1 } }, 'filter.nope'],
      ['block-by-filter', { filter: { status: { $foo: 1 } } }, 'filter.status'],
      [
        'delete-by-filter',
        { filter: {}, contentAssigneeId: '00000000-0000-4000-8000-000000000000' },
        'contentAssigneeId',
      ],
      [
        'delete-by-filter',
        { filter: {}, search: { expression: 'x', fields: ['secret'] } },
        'search.fields[0]',
      ],
    ];
    for (const [path, body, field] of cases) {
      const res = await staff.post(`${MEMBERS}/bulk/${path}`, body);
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations[0].field).toBe(field);
    }
    const [count] = await platform.db.query<{ n: number }>(
      `select count(*)::int as n from jobs where status = 'INITIALIZED'`,
    );
    expect(count?.n).toBe(0);
  });

  it('need staff, and so does the job endpoint', async () => {
    const me = await asMember(platform, await platform.seed.member());
    for (const path of ['approve-by-filter', 'block-by-filter', 'delete-by-filter']) {
      expect((await me.post(`${MEMBERS}/bulk/${path}`, { filter: {} })).status).toBe(403);
    }
    const job = await runBulk('approve-by-filter', { filter: { id: owner.id } });
    expect((await me.get(`/bazaar/v1/jobs/${job.id}`)).status).toBe(403);
    expect((await membersClient(platform).get(`/bazaar/v1/jobs/${job.id}`)).status).toBe(401);
    const unknown = await staff.get('/bazaar/v1/jobs/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.details.applicationError.code).toBe('JOB_NOT_FOUND');
  });
});
