import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client';
import { endpoint } from '../modules/endpoint';
import { createRecordingFetch } from '../testing/recording-fetch';
import { createWebhookSigner } from '../testing/webhook-signer';
import { AppStrategy } from './app-strategy';

const things = { getThing: endpoint<() => Promise<unknown>>({ method: 'GET', path: '/things/v1/thing' }) };

describe('AppStrategy', () => {
  it('authorises API calls with its access token', async () => {
    const fetch = createRecordingFetch(() => ({ json: {} }));
    const client = createClient({
      auth: AppStrategy({ accessToken: 'app-token' }),
      fetch,
      modules: { things },
    });
    await client.things.getThing();
    expect(fetch.requests[0]!.headers.authorization).toBe('app-token');
  });

  it('refuses API calls when it only has a public key, without sending them', async () => {
    const fetch = createRecordingFetch();
    const client = createClient({ auth: AppStrategy({ publicKey: 'pem' }), fetch, modules: { things } });
    await expect(client.things.getThing()).rejects.toThrow('AppStrategy has no access token');
    expect(fetch.requests).toEqual([]);
  });

  it('decodes webhook tokens like the official strategy: { decoded, valid }', async () => {
    const signer = await createWebhookSigner();
    const token = await signer.signClaims({ data: '{"eventType":"t","data":"{}"}' });
    expect(await AppStrategy({ publicKey: signer.publicKeyPem }).decodeJWT(token)).toEqual({
      decoded: { data: '{"eventType":"t","data":"{}"}' },
      valid: true,
    });
  });
});
