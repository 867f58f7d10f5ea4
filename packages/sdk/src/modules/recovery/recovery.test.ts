import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { recovery } from './recovery';

const PATH = '/_api/iam/recovery/v1';

const setup = (handler: MockHandler = () => ({ json: {} })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { recovery },
  });
  return { fetch, recovery: client.recovery };
};

// The platform refuses bad input; the SDK then names the caller's field (errors/argument-checks.ts).
const REFUSED: MockHandler = () => ({
  status: 400,
  json: { message: 'invalid' },
  headers: { 'x-wix-request-id': 'r-bad' },
});

describe('recovery.sendRecoveryEmail', () => {
  it('POSTs the e-mail, language and redirect and resolves to nothing', async () => {
    const { fetch, recovery } = setup();
    await expect(
      recovery.sendRecoveryEmail('a@b.c', {
        language: 'en',
        redirect: { url: 'https://shop/in', clientId: 'c' },
      }),
    ).resolves.toBeUndefined();
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: `http://api${PATH}/send-email`,
      json: { email: 'a@b.c', language: 'en', redirect: { url: 'https://shop/in', clientId: 'c' } },
    });
  });

  it('requires an e-mail when the server refuses the call', async () => {
    const { fetch, recovery } = setup(REFUSED);
    await expect(recovery.sendRecoveryEmail('')).rejects.toThrow('"email" is required, request-id: r-bad');
    expect(fetch.requests).toHaveLength(1);
  });
});

describe('recovery.sendActivationEmail', () => {
  it('POSTs the identity id and e-mail options and resolves to nothing', async () => {
    const { fetch, recovery } = setup();
    await expect(
      recovery.sendActivationEmail('m-1', { emailOptions: { redirect: { url: 'https://shop/in' } } }),
    ).resolves.toBeUndefined();
    expect(fetch.requests[0]).toMatchObject({
      url: `http://api${PATH}/activation-email`,
      json: { identityId: 'm-1', emailOptions: { redirect: { url: 'https://shop/in' } } },
    });
  });

  it('requires the identity id', async () => {
    const { recovery } = setup(REFUSED);
    await expect(recovery.sendActivationEmail(undefined as never)).rejects.toThrow(
      '"identityId" is required',
    );
  });
});

describe('recovery.recover', () => {
  it('POSTs the token and new password and returns the converted state machine answer', async () => {
    const { fetch, recovery } = setup(() => ({
      json: {
        state: 'SUCCESS',
        sessionToken: 'bzs_1',
        identity: { id: 'm-1', updatedDate: '2024-01-03T00:00:00Z' },
      },
    }));
    expect(await recovery.recover('tok', { password: 'new-pw' })).toEqual({
      state: 'SUCCESS',
      sessionToken: 'bzs_1',
      identity: { _id: 'm-1', _updatedDate: new Date('2024-01-03T00:00:00Z') },
    });
    expect(fetch.requests[0]).toMatchObject({
      url: `http://api${PATH}/recover`,
      json: { recoveryToken: 'tok', password: 'new-pw' },
    });
  });

  it('requires the recovery token', async () => {
    const { recovery } = setup(REFUSED);
    await expect(recovery.recover('', { password: 'x' })).rejects.toThrow('"recoveryToken" is required');
  });
});
