import { beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSigner, type WebhookSigner } from '../testing/webhook-signer';
import { createJwtDecoder } from './jwt-decoder';
import type { WebhookPublicKeySet } from './public-key';
import { webhookKit } from './webhook-kit';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
let current: WebhookSigner;
let previous: WebhookSigner;
let set: WebhookPublicKeySet;

beforeAll(async () => {
  [current, previous] = await Promise.all([createWebhookSigner(), createWebhookSigner()]);
  set = {
    publicKey: current.publicKeyPem,
    kid: 'k-current',
    previousKeys: [
      { publicKey: previous.publicKeyPem, kid: 'k-previous', expiresDate: '2025-06-02T00:00:00.000Z' },
    ],
  };
});

const signedBy = (signer: WebhookSigner, kid?: string) =>
  signer.signClaims({ data: kid ?? 'none' }, { alg: 'RS256', typ: 'JWT', ...(kid ? { kid } : {}) });
const decoderAt = (now: number, publicKey: WebhookPublicKeySet | string = set) =>
  createJwtDecoder(webhookKit, { publicKey, now: () => now });

describe('verifying with a published key set', () => {
  it('verifies each token with the key its kid names: the current one and a replaced one', async () => {
    const decode = decoderAt(NOW);
    expect(await decode(await signedBy(current, 'k-current'))).toEqual({ data: 'k-current' });
    expect(await decode(await signedBy(previous, 'k-previous'))).toEqual({ data: 'k-previous' });
    // A token without a kid (or with an unknown one) is checked against the current key.
    expect(await decode(await signedBy(current))).toEqual({ data: 'none' });
  });

  it('refuses a replaced key once its expiresDate has passed, and a kid that names another key', async () => {
    const token = await signedBy(previous, 'k-previous');
    await expect(decoderAt(Date.parse('2025-06-02T00:00:00.000Z'))(token)).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
    await expect(decoderAt(NOW)(await signedBy(previous, 'k-current'))).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
    await expect(decoderAt(NOW)(await signedBy(previous, 'k-unknown'))).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
  });

  it('still takes one key as it is, whatever kid the token names', async () => {
    expect(await decoderAt(NOW, current.publicKeyPem)(await signedBy(current, 'k-any'))).toEqual({
      data: 'k-any',
    });
  });
});
