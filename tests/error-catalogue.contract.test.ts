import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApplicationError,
  ApiKeyStrategy as BazaarApiKeyStrategy,
  members as bazaarMembers,
  createClient as createBazaarClient,
  SystemError,
  ValidationError,
} from '@bazaar/sdk';
import { members as officialMembers } from '@wix/members';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRewritingFetch } from './support/rewrite-fetch';

// Spec §8 "Generic answers" side by side: one real HTTP server answers every call with the response a case sets,
// and `getMember` of ours and of the official client (`@wix/sdk` + `@wix/members`) turn it into an error. The
// platform itself always sends details (errors.md §7), so the detail-less 4xx and 5xx answers of rules c and d are
// replayed here. Differences by design, asserted below: the official `@wix/sdk` HTTP client gives a detail-less
// failure its HTTP status as a numeric `code` (errors.md §2), where the spec — and ours — say rule c (4xx: the status
// text in upper snake case) and rule d ('System error occurred', with the request id); and the official message is
// a pretty-printed JSON string where ours is its text.

const REQUEST_ID = '5d2f6f0e-2d4c-4c0b-9d0e-6f1f4b1d7a01';
const MEMBER_ID = '00000000-0000-4000-8000-00000000abcd';
let answer: { status: number; body: string } = { status: 200, body: '{}' };
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json', 'x-wix-request-id': REQUEST_ID });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function failureOf(client: 'bazaar' | 'official', status: number, body: unknown): Promise<any> {
  answer = { status, body: body === undefined ? '' : JSON.stringify(body) };
  const auth = { apiKey: 'key', siteId: 'local-site' };
  const call =
    client === 'bazaar'
      ? createBazaarClient({
          auth: BazaarApiKeyStrategy(auth),
          baseUrl,
          modules: { members: bazaarMembers },
        }).members.getMember(MEMBER_ID)
      : createClient({
          auth: ApiKeyStrategy(auth),
          modules: { members: officialMembers },
          fetch: createRewritingFetch(baseUrl, fetch),
        }).members.getMember(MEMBER_ID);
  return call.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error,
  );
}

describe('spec §8 generic answers, ours and the official client', () => {
  it('lists field violations sorted by field, with the request id', async () => {
    const body = {
      message: 'bad input',
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'fieldsets',
              description: 'is not a fieldset',
              violatedRule: 'INVALID_ENUM_VALUE',
              data: {},
            },
            { field: 'id', description: 'is not a GUID', violatedRule: 'FORMAT', data: {} },
          ],
        },
      },
    };
    const ours = await failureOf('bazaar', 400, body);
    const official = await failureOf('official', 400, body);
    // Sorted by the caller's argument names (`_id`, `options.fieldsets`), which order the wire names the other way.
    const listed = 'INVALID_ARGUMENT: "_id" is not a GUID, "options.fieldsets" is not a fieldset';
    expect(ours).toBeInstanceOf(ValidationError);
    expect(ours).toMatchObject({ code: 'INVALID_ARGUMENT', status: 400, requestId: REQUEST_ID });
    expect(ours.message).toBe(`${listed}, request-id: ${REQUEST_ID}`);
    expect(JSON.parse(official.message)).toEqual({
      message: listed,
      details: { validationError: expect.any(Object), requestId: REQUEST_ID },
    });
    for (const error of [ours, official]) {
      expect(error.details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual([
        '_id',
        'options.fieldsets',
      ]);
    }
  });

  it('keeps the server’s name for a field the method does not declare', async () => {
    // getMember(_id, options) declares `id` and `options.fieldsets`; `member.contact` is neither.
    const body = {
      message: 'bad input',
      details: {
        validationError: {
          fieldViolations: [
            { field: 'member.contact', description: 'is not allowed', violatedRule: 'FORMAT', data: {} },
            {
              field: 'fieldsets',
              description: 'is not a fieldset',
              violatedRule: 'INVALID_ENUM_VALUE',
              data: {},
            },
          ],
        },
      },
    };
    for (const error of [await failureOf('bazaar', 400, body), await failureOf('official', 400, body)]) {
      expect(error.details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual([
        'member.contact',
        'options.fieldsets',
      ]);
    }
  });

  it('carries an application error’s message, description, code, data and request id', async () => {
    const applicationError = {
      code: 'MEMBER_NOT_FOUND',
      description: 'No such member',
      data: { id: MEMBER_ID },
    };
    const body = { message: 'Member not found', details: { applicationError } };
    const ours = await failureOf('bazaar', 404, body);
    const official = await failureOf('official', 404, body);
    expect(ours).toBeInstanceOf(ApplicationError);
    expect(ours).toMatchObject({ ...applicationError, status: 404, requestId: REQUEST_ID });
    expect(ours.message).toBe(`Member not found: No such member, request-id: ${REQUEST_ID}`);
    expect(JSON.parse(official.message)).toEqual({
      message: 'Member not found: No such member',
      details: { applicationError, requestId: REQUEST_ID },
    });
    for (const error of [ours, official]) expect(error.details.applicationError).toEqual(applicationError);
  });

  it('codes another 4xx by its status text in upper snake case (the official client: by the number)', async () => {
    const ours = await failureOf('bazaar', 422, { message: 'cannot do that' });
    const official = await failureOf('official', 422, { message: 'cannot do that' });
    expect(ours).toBeInstanceOf(ApplicationError);
    expect(ours).toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      description: 'Unprocessable Entity',
      status: 422,
      requestId: REQUEST_ID,
    });
    expect(official.details.applicationError).toMatchObject({ code: 422, description: 'cannot do that' });
    expect(official.requestId).toBe(REQUEST_ID);
  });

  it('answers a detail-less 5xx as "System error occurred" with the request id (the official client: code 503)', async () => {
    const ours = await failureOf('bazaar', 503, undefined);
    const official = await failureOf('official', 503, undefined);
    expect(ours).toBeInstanceOf(SystemError);
    expect(ours).toMatchObject({
      message: `System error occurred, request-id: ${REQUEST_ID}`,
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      requestId: REQUEST_ID,
    });
    expect(official.details.applicationError).toMatchObject({
      code: 503,
      description: 'Service Unavailable',
    });
    expect(official.requestId).toBe(REQUEST_ID);
  });
});
