import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { createRecordingFetch } from '../../testing/recording-fetch';
import { redirects } from './redirects';

describe('redirects.createRedirectSession', () => {
  it('POSTs the target and callbacks and returns the whole response with `id` renamed', async () => {
    const fetch = createRecordingFetch(() => ({
      json: {
        redirectSession: {
          id: 'rs-1',
          fullUrl: 'https://site/checkout?x',
          urlDetails: { endpoint: 'https://site/checkout' },
        },
      },
    }));
    const client = createClient({
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      fetch,
      baseUrl: 'http://api',
      modules: { redirects },
    });
    const result = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: 'chk' },
      callbacks: { postFlowUrl: 'https://shop/back', thankYouPageUrl: 'https://shop/thanks' },
    });
    expect(result).toEqual({
      redirectSession: {
        _id: 'rs-1',
        fullUrl: 'https://site/checkout?x',
        urlDetails: { endpoint: 'https://site/checkout' },
      },
    });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      url: 'http://api/_api/redirects-api/v1/redirect-session',
      json: {
        ecomCheckout: { checkoutId: 'chk' },
        callbacks: { postFlowUrl: 'https://shop/back', thankYouPageUrl: 'https://shop/thanks' },
      },
    });
  });

  it('sends a member account target with its section (spec §2)', async () => {
    const fetch = createRecordingFetch(() => ({
      json: { redirectSession: { fullUrl: 'https://site/account' } },
    }));
    const client = createClient({
      auth: ApiKeyStrategy({ apiKey: 'k' }),
      fetch,
      baseUrl: 'http://api',
      modules: { redirects },
    });
    await client.redirects.createRedirectSession({ membersAccount: { section: 'ORDERS' } });
    expect(fetch.requests[0]?.json).toEqual({ membersAccount: { section: 'ORDERS' } });
    // @ts-expect-error spec §2 names five sections only
    await client.redirects.createRedirectSession({ membersAccount: { section: 'WISHLIST' } });
  });
});
