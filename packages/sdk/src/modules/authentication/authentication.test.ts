import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { ApplicationError, ValidationError } from '../../errors/bazaar-error';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { authentication } from './authentication';

const PATH = '/_api/iam/authentication';

// A state machine answer as the platform sends it, and as callers get it (TS-res-1, FL-res-1).
const wireAnswer = () => ({
  state: 'SUCCESS',
  sessionToken: 'bzs_1',
  identity: {
    id: 'm-1',
    createdDate: '2024-01-02T03:04:05.678Z',
    updatedDate: '2024-01-03T00:00:00Z',
    identityProfile: {
      customFields: [
        { name: 'born', value: { dateValue: '2000-05-06T00:00:00Z' } },
        { name: 'score', value: { numValue: 'NaN' } },
      ],
      addresses: [{ address: { addressLine: 'Main 1', geocode: { latitude: 1.5 } }, tag: 'HOME' }],
    },
    email: { address: 'a@b.c', isVerified: true },
  },
  additionalData: { since: { dateValue: '2024-04-01T00:00:00Z' }, rank: { numValue: 'Infinity' } },
});
const sdkAnswer = () => ({
  state: 'SUCCESS',
  sessionToken: 'bzs_1',
  identity: {
    _id: 'm-1',
    _createdDate: new Date('2024-01-02T03:04:05.678Z'),
    _updatedDate: new Date('2024-01-03T00:00:00Z'),
    identityProfile: {
      customFields: [
        { name: 'born', value: { dateValue: new Date('2000-05-06T00:00:00Z') } },
        { name: 'score', value: { numValue: Number.NaN } },
      ],
      addresses: [{ address: { addressLine: 'Main 1', geocode: { latitude: 1.5 } }, tag: 'HOME' }],
    },
    email: { address: 'a@b.c', isVerified: true },
  },
  additionalData: {
    since: { dateValue: new Date('2024-04-01T00:00:00Z') },
    rank: { numValue: Number.POSITIVE_INFINITY },
  },
});

const setup = (handler: MockHandler = () => ({ json: wireAnswer() })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { authentication },
  });
  return { fetch, auth: client.authentication };
};

// The platform refuses bad input; the SDK then names the caller's field (errors/argument-checks.ts).
const REFUSED: MockHandler = () => ({
  status: 400,
  json: { message: 'invalid' },
  headers: { 'x-wix-request-id': 'r-bad' },
});

describe('authentication.registerV2', () => {
  it('POSTs the login id, password and profile and converts the answer', async () => {
    const { fetch, auth } = setup();
    const answer = await auth.registerV2(
      { email: 'a@b.c' },
      {
        password: 'pw',
        profile: {
          nickname: 'Al',
          customFields: [
            { name: 'born', value: { dateValue: new Date('2000-05-06T00:00:00Z') } },
            { name: 'score', value: { numValue: Number.NEGATIVE_INFINITY } },
          ],
        },
        captchaTokens: [{ Recaptcha: 'r', InvisibleRecaptcha: 'i' }],
      },
    );
    expect(answer).toEqual(sdkAnswer());
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${PATH}/v2/register`,
      headers: { authorization: 'key', 'content-type': 'application/json' },
      json: {
        loginId: { email: 'a@b.c' },
        password: 'pw',
        profile: {
          nickname: 'Al',
          customFields: [
            { name: 'born', value: { dateValue: '2000-05-06T00:00:00.000Z' } },
            { name: 'score', value: { numValue: '-Infinity' } },
          ],
        },
        captchaTokens: [{ Recaptcha: 'r', InvisibleRecaptcha: 'i' }],
      },
    });
  });

  it('requires a login id object when the server refuses the call', async () => {
    const { fetch, auth } = setup(REFUSED);
    await expect(auth.registerV2(undefined as never)).rejects.toThrow('"loginId" is required');
    await expect(auth.registerV2('a@b.c' as never)).rejects.toBeInstanceOf(ValidationError);
    expect(fetch.requests).toHaveLength(2);
  });

  it('raises the identity error codes as ApplicationErrors with the numeric code', async () => {
    const { auth } = setup(() => ({
      status: 409,
      json: { message: 'exists', details: { applicationError: { code: '-19995', description: 'exists' } } },
    }));
    const error = await auth.registerV2({ email: 'a@b.c' }, { password: 'pw' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: '-19995', status: 409 });
  });
});

describe('authentication.loginV2', () => {
  it('POSTs the login id and password and converts the answer', async () => {
    const { fetch, auth } = setup();
    expect(await auth.loginV2({ email: 'a@b.c' }, { password: 'pw' })).toEqual(sdkAnswer());
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${PATH}/v2/login`,
      json: { loginId: { email: 'a@b.c' }, password: 'pw' },
    });
  });

  it('checks that the e-mail is a string', async () => {
    const { auth } = setup(REFUSED);
    await expect(auth.loginV2({ email: 42 } as never)).rejects.toThrow('"loginId.email" must be string');
  });
});

describe('authentication.changePassword', () => {
  it('POSTs the new password and resolves to nothing', async () => {
    const { fetch, auth } = setup(() => ({ json: {} }));
    await expect(auth.changePassword('new-pw')).resolves.toBeUndefined();
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${PATH}/v2/change-password`,
      json: { newPassword: 'new-pw' },
    });
  });

  it('requires a non-empty password', async () => {
    const { fetch, auth } = setup(REFUSED);
    await expect(auth.changePassword('')).rejects.toThrow('"newPassword" is required, request-id: r-bad');
    expect(fetch.requests).toHaveLength(1);
  });
});

describe('authentication.loginCallback', () => {
  it('GETs the callback with state and session token in the query and decodes the body bytes', async () => {
    const { fetch, auth } = setup(() => ({
      json: { body: btoa('hi there'), statusCode: 200, headers: [{ key: 'x', value: 'y' }] },
    }));
    const answer = await auth.loginCallback({ state: 'rs-1', sessionToken: 'bzs_1' });
    expect(fetch.requests[0]).toMatchObject({
      method: 'GET',
      url: `http://api${PATH}/v1/callback?state=rs-1&sessionToken=bzs_1`,
      body: undefined,
    });
    expect(new TextDecoder().decode(answer.body)).toBe('hi there');
    expect(answer).toMatchObject({ statusCode: 200, headers: [{ key: 'x', value: 'y' }] });
  });

  it('returns an answer without a body as it is', async () => {
    const { auth } = setup(() => ({ json: {} }));
    expect(await auth.loginCallback({ sessionToken: 'bzs_1' })).toEqual({});
  });
});

describe('authentication.signOn', () => {
  it('POSTs the login id and options and converts the identity', async () => {
    const { fetch, auth } = setup(() => ({
      json: { sessionToken: 'bzs_2', identity: { id: 'm-2', createdDate: '2024-01-02T00:00:00Z' } },
    }));
    expect(await auth.signOn({ email: 'new@b.c' }, { verifyEmail: true })).toEqual({
      sessionToken: 'bzs_2',
      identity: { _id: 'm-2', _createdDate: new Date('2024-01-02T00:00:00Z') },
    });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${PATH}/v2/sign-on`,
      json: { loginId: { email: 'new@b.c' }, verifyEmail: true },
    });
  });
});

describe('authentication.logout', () => {
  it('GETs logout with the redirect URI and client id in the query', async () => {
    const { fetch, auth } = setup(() => ({ json: {} }));
    expect(await auth.logout({ postLogoutRedirectUri: 'https://shop/bye', clientId: 'c-1' })).toEqual({});
    expect(fetch.requests[0]).toMatchObject({
      method: 'GET',
      url: `http://api${PATH}/v1/logout?postLogoutRedirectUri=${encodeURIComponent('https://shop/bye')}&clientId=c-1`,
    });
  });

  it('decodes a base64url body', async () => {
    const { auth } = setup(() => ({ json: { body: '_-8' } }));
    expect([...((await auth.logout()).body ?? [])]).toEqual([255, 239]);
  });
});

describe('authentication.verify', () => {
  it('POSTs to the factor’s path, keeps the factor type in the body and converts the answer', async () => {
    const { fetch, auth } = setup();
    const answer = await auth.verify('EMAIL', { stateToken: 'st', emailData: { code: '123456' } });
    expect(answer).toEqual(sdkAnswer());
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${PATH}/v2/EMAIL/verify`,
      json: { factorType: 'EMAIL', stateToken: 'st', emailData: { code: '123456' } },
    });
  });

  it('names a missing factor type when the server refuses the `undefined` path', async () => {
    const { fetch, auth } = setup(() => ({ status: 404, json: { message: 'Not found' } }));
    await expect(auth.verify(undefined as never, { stateToken: 'st' })).rejects.toThrow(
      '"factorType" is required',
    );
    expect(fetch.requests[0]?.path).toMatch(/\/undefined\b/);
  });
});
