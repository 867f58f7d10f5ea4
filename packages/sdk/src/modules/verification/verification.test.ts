import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { ApplicationError } from '../../errors/bazaar-error';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { verification } from './verification';

const PATH = '/_api/iam/verification/v1';

const setup = (handler: MockHandler = () => ({ json: {} })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { verification },
  });
  return { fetch, verification: client.verification };
};

// The platform refuses bad input; the SDK then names the caller's field (errors/argument-checks.ts).
const REFUSED: MockHandler = () => ({
  status: 400,
  json: { message: 'invalid' },
  headers: { 'x-wix-request-id': 'r-bad' },
});

describe('verification.start', () => {
  it('POSTs to the lower-case path the installed client uses and returns { verificationId }', async () => {
    const { fetch, verification } = setup(() => ({ json: { verificationId: 'v-1' } }));
    expect(await verification.start({ identityId: 'm-1', target: 'EMAIL' })).toEqual({
      verificationId: 'v-1',
    });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${PATH}/start`,
      json: { identityId: 'm-1', target: 'EMAIL' },
    });
  });

  it('sends an empty object without options', async () => {
    const { fetch, verification } = setup();
    await verification.start();
    expect(fetch.requests[0]?.body).toBe('{}');
  });
});

describe('verification.verifyDuringAuthentication', () => {
  it('POSTs the code and state token and converts the answer', async () => {
    const { fetch, verification } = setup(() => ({
      json: {
        state: 'SUCCESS',
        sessionToken: 'bzs_1',
        identity: { id: 'm-1', createdDate: '2024-01-02T00:00:00Z' },
        additionalData: { since: { dateValue: '2024-04-01T00:00:00Z' } },
      },
    }));
    expect(await verification.verifyDuringAuthentication('123456', { stateToken: 'st' })).toEqual({
      state: 'SUCCESS',
      sessionToken: 'bzs_1',
      identity: { _id: 'm-1', _createdDate: new Date('2024-01-02T00:00:00Z') },
      additionalData: { since: { dateValue: new Date('2024-04-01T00:00:00Z') } },
    });
    expect(fetch.requests[0]).toMatchObject({
      url: `http://api${PATH}/auth/verify`,
      json: { code: '123456', stateToken: 'st' },
    });
  });

  it('requires both the code and the state token when the server refuses the call', async () => {
    const { fetch, verification } = setup(REFUSED);
    await expect(verification.verifyDuringAuthentication('', {} as never)).rejects.toThrow(
      '"code" is required, "options.stateToken" is required, request-id: r-bad',
    );
    expect(fetch.requests).toHaveLength(1);
  });

  it('raises a wrong code as an ApplicationError', async () => {
    const { verification } = setup(() => ({
      status: 400,
      json: { message: 'bad code', details: { applicationError: { code: 'VERIFICATION_FAILED' } } },
    }));
    const error = await verification
      .verifyDuringAuthentication('000000', { stateToken: 'st' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'VERIFICATION_FAILED' });
  });
});

describe('verification.resendDuringAuthentication', () => {
  it('POSTs the state token and returns the answer', async () => {
    const { fetch, verification } = setup(() => ({
      json: { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-2' },
    }));
    expect(await verification.resendDuringAuthentication('st')).toEqual({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: 'st-2',
    });
    expect(fetch.requests[0]).toMatchObject({
      url: `http://api${PATH}/auth/resend`,
      json: { stateToken: 'st' },
    });
  });

  it('requires the state token', async () => {
    const { verification } = setup(REFUSED);
    await expect(verification.resendDuringAuthentication('')).rejects.toThrow('"stateToken" is required');
  });
});
