import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractPlatform, startContractPlatform } from './support/contract-platform';

/**
 * Bad input to every members endpoint, sent with plain fetch over HTTP, comes back as a 4xx in the wire format of
 * errors.md §1 — a validation error naming the field, never a 500, always with `x-wix-request-id` — and unknown
 * ids come back as 404 with an application error code.
 */

const M = '/members/v1/members';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Auth = 'member' | 'staff';
interface BadCall {
  method: string;
  path: string;
  auth: Auth;
  body?: unknown;
  /** The field the violation names. */
  field: string;
}

const BAD: BadCall[] = [
  { method: 'GET', path: `${M}/my?fieldsets=ALL`, auth: 'member', field: 'fieldsets[0]' },
  { method: 'POST', path: `${M}/my/slug`, auth: 'member', body: { slug: 5 }, field: 'slug' },
  { method: 'DELETE', path: `${M}/my?contentAssigneeId=x`, auth: 'member', field: 'contentAssigneeId' },
  { method: 'GET', path: `${M}?paging.limit=lots`, auth: 'staff', field: 'paging.limit' },
  { method: 'GET', path: `${M}?.r=%%%`, auth: 'staff', field: '.r' },
  { method: 'POST', path: `${M}/query`, auth: 'staff', body: { query: 5 }, field: 'query' },
  { method: 'POST', path: `${M}/query`, auth: 'staff', body: { query: { sort: 'x' } }, field: 'query.sort' },
  { method: 'GET', path: `${M}/x1`, auth: 'staff', field: 'id' },
  { method: 'POST', path: `${M}/x1/slug`, auth: 'staff', body: { slug: 'a' }, field: 'id' },
  { method: 'POST', path: `${M}/${UNKNOWN}/slug`, auth: 'staff', body: { slug: [] }, field: 'slug' },
  { method: 'PATCH', path: `${M}/${UNKNOWN}`, auth: 'staff', body: { member: 5 }, field: 'member' },
  {
    method: 'PATCH',
    path: `${M}/${UNKNOWN}`,
    auth: 'staff',
    body: { member: { contact: { phones: 'x' } } },
    field: 'member.contact.phones',
  },
  { method: 'DELETE', path: `${M}/x1`, auth: 'staff', field: 'id' },
  { method: 'POST', path: M, auth: 'staff', body: { member: { loginEmail: 5 } }, field: 'member.loginEmail' },
  { method: 'POST', path: `${M}/bulk/delete`, auth: 'staff', body: { memberIds: 'x' }, field: 'memberIds' },
  {
    method: 'POST',
    path: `${M}/bulk/delete-by-filter`,
    auth: 'staff',
    body: { filter: [] },
    field: 'filter',
  },
  { method: 'POST', path: `${M}/bulk/approve-by-filter`, auth: 'staff', body: {}, field: 'filter' },
  {
    method: 'POST',
    path: `${M}/bulk/block-by-filter`,
    auth: 'staff',
    body: { filter: 'x' },
    field: 'filter',
  },
  ...['mute', 'unmute', 'approve', 'block', 'disconnect'].map(
    (action): BadCall => ({ method: 'POST', path: `${M}/x1/${action}`, auth: 'staff', field: 'id' }),
  ),
  ...['phones', 'emails', 'addresses'].map(
    (list): BadCall => ({ method: 'DELETE', path: `${M}/x1/${list}`, auth: 'staff', field: 'id' }),
  ),
  {
    method: 'POST',
    path: '/members/v1/privacy-settings',
    auth: 'staff',
    body: { memberPrivacySettings: 5 },
    field: 'memberPrivacySettings',
  },
  {
    method: 'POST',
    path: '/members/v2/abouts',
    auth: 'member',
    body: { memberAbout: 5 },
    field: 'memberAbout',
  },
  { method: 'PATCH', path: `/members/v2/abouts/${UNKNOWN}`, auth: 'member', body: {}, field: 'memberAbout' },
  { method: 'POST', path: '/members/v2/abouts/query', auth: 'member', body: { query: [] }, field: 'query' },
  { method: 'GET', path: '/members/v2/abouts/x1', auth: 'member', field: 'id' },
  { method: 'DELETE', path: '/members/v2/abouts/x1', auth: 'member', field: 'id' },
];

const NOT_FOUND: Array<[string, string, Auth, unknown, string]> = [
  ['GET', `${M}/${UNKNOWN}`, 'staff', undefined, 'MEMBER_NOT_FOUND'],
  ['PATCH', `${M}/${UNKNOWN}`, 'staff', { member: {} }, 'MEMBER_NOT_FOUND'],
  ['DELETE', `${M}/${UNKNOWN}`, 'staff', undefined, 'MEMBER_NOT_FOUND'],
  ['POST', `${M}/${UNKNOWN}/slug`, 'staff', { slug: 'x' }, 'MEMBER_NOT_FOUND'],
  ['POST', `${M}/${UNKNOWN}/block`, 'staff', {}, 'MEMBER_NOT_FOUND'],
  ['DELETE', `${M}/${UNKNOWN}/phones`, 'staff', undefined, 'MEMBER_NOT_FOUND'],
  ['GET', `/members/v2/abouts/${UNKNOWN}`, 'staff', undefined, 'MEMBER_ABOUT_NOT_FOUND'],
  ['GET', `/bazaar/v1/jobs/${UNKNOWN}`, 'staff', undefined, 'JOB_NOT_FOUND'],
];

let server: ContractPlatform;
const tokens: Record<Auth, string> = { member: '', staff: '' };
beforeAll(async () => {
  server = await startContractPlatform();
  tokens.member = (
    await server.platform.seed.memberTokens((await server.platform.seed.member()).id)
  ).accessToken;
  tokens.staff = (await server.platform.seed.apiKey()).key;
});
afterAll(() => server?.close());

async function send(method: string, path: string, auth: Auth, body: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: tokens[auth],
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.headers.get('x-wix-request-id')).toBeTruthy();
  expect(res.headers.get('content-type')).toContain('application/json');
  return { status: res.status, body: (await res.json()) as any };
}

describe('members endpoints, given bad input', () => {
  it.each(BAD)('$method $path answers 400 naming $field', async ({ method, path, auth, body, field }) => {
    const res = await send(method, path, auth, body);
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations.map((v: any) => v.field)).toContain(field);
    expect(typeof res.body.message).toBe('string');
  });

  it.each(['/my/slug', '/query', '/bulk/delete', ''])(
    'POST %s refuses a body that is not JSON',
    async (suffix) => {
      const res = await fetch(`${server.baseUrl}${M}${suffix}`, {
        method: 'POST',
        headers: {
          authorization: tokens[suffix === '/my/slug' ? 'member' : 'staff'],
          'content-type': 'application/json',
        },
        body: '{"not json',
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).details.validationError.fieldViolations[0].field).toBe('body');
    },
  );

  it.each(NOT_FOUND)('%s %s answers 404 with a code', async (method, path, auth, body, code) => {
    const res = await send(method, path, auth, body);
    expect(res.status).toBe(404);
    expect(res.body.details.applicationError.code).toBe(code);
  });
});
