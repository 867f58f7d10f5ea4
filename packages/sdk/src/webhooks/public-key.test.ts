import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importWebhookPublicKey } from './public-key';
import { webhookKit } from './webhook-kit';

const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }) as string;

describe('importWebhookPublicKey', () => {
  it.each([
    ['a PEM', pem],
    ['the base64 of the PEM (events.md §2)', Buffer.from(pem).toString('base64')],
    [
      'the base64 of the DER',
      (publicKey.export({ type: 'spki', format: 'der' }) as Buffer).toString('base64'),
    ],
    ['a JWK', publicKey.export({ format: 'jwk' })],
  ])('imports %s for RS256 verification', async (_, input) => {
    const key = await importWebhookPublicKey(webhookKit, input as string);
    expect(key.algorithm).toMatchObject({ name: 'RSASSA-PKCS1-v1_5', hash: { name: 'SHA-256' } });
    expect(key.usages).toEqual(['verify']);
  });

  it('refuses a PKCS#1 "RSA PUBLIC KEY", which WebCrypto cannot import, saying so', async () => {
    const pkcs1 = publicKey.export({ type: 'pkcs1', format: 'pem' }) as string;
    await expect(importWebhookPublicKey(webhookKit, pkcs1)).rejects.toMatchObject({
      code: 'INVALID_PUBLIC_KEY',
      message: expect.stringContaining('"RSA PUBLIC KEY"'),
    });
  });

  it('refuses text that is no key', async () => {
    await expect(importWebhookPublicKey(webhookKit, 'not a key')).rejects.toMatchObject({
      code: 'INVALID_PUBLIC_KEY',
    });
  });
});
