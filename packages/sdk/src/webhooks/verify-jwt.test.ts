import { createSign, generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSigner, type WebhookSigner } from '../testing/webhook-signer';
import { bytesToBase64Url } from '../util/bytes-to-base64url';

const toBase64Url = (text: string) => bytesToBase64Url(new TextEncoder().encode(text));

import { importWebhookPublicKey } from './public-key';
import { verifyJwt } from './verify-jwt';
import { webhookKit } from './webhook-kit';

let signer: WebhookSigner;
let key: CryptoKey;
const NOW = 1_750_000_000;

beforeAll(async () => {
  signer = await createWebhookSigner();
  key = await importWebhookPublicKey(webhookKit, signer.publicKeyPem);
});

const part = (value: unknown) => toBase64Url(JSON.stringify(value));

describe('verifyJwt', () => {
  it('returns the claims of a token signed with the matching private key', async () => {
    const token = await signer.signClaims({ data: 'x', exp: NOW + 60 });
    expect(await verifyJwt(webhookKit, token, key, NOW)).toEqual({ data: 'x', exp: NOW + 60 });
  });

  it('accepts a token signed by Node’s crypto (the platform side) with the same key format', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const input = `${part({ alg: 'RS256', typ: 'JWT', kid: 'k1' })}.${part({ data: 'node' })}`;
    const signature = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
    const pem = publicKey.export({ type: 'spki', format: 'pem' }) as string;
    expect(
      await verifyJwt(
        webhookKit,
        `${input}.${signature}`,
        await importWebhookPublicKey(webhookKit, pem),
        NOW,
      ),
    ).toEqual({
      data: 'node',
    });
  });

  it('refuses a token signed with another key', async () => {
    const other = await createWebhookSigner();
    const token = await other.signClaims({ data: 'x' });
    await expect(verifyJwt(webhookKit, token, key, NOW)).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
  });

  it('refuses claims changed after signing', async () => {
    const [header, , signature] = (await signer.signClaims({ data: 'paid: false' })).split('.');
    const forged = `${header}.${part({ data: 'paid: true' })}.${signature}`;
    await expect(verifyJwt(webhookKit, forged, key, NOW)).rejects.toMatchObject({
      code: 'INVALID_SIGNATURE',
    });
  });

  it('refuses algorithms other than RS256 before looking at the signature', async () => {
    const none = `${part({ alg: 'none' })}.${part({ data: 'x' })}.`;
    await expect(verifyJwt(webhookKit, none, key, NOW)).rejects.toMatchObject({
      code: 'UNSUPPORTED_ALGORITHM',
    });
    const hs = await signer.signClaims({ data: 'x' }, { alg: 'HS256' });
    await expect(verifyJwt(webhookKit, hs, key, NOW)).rejects.toMatchObject({
      code: 'UNSUPPORTED_ALGORITHM',
    });
  });

  it('refuses an expired token, and honours the clock tolerance', async () => {
    const token = await signer.signClaims({ data: 'x', exp: NOW - 10 });
    await expect(verifyJwt(webhookKit, token, key, NOW)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(await verifyJwt(webhookKit, token, key, NOW, 30)).toMatchObject({ data: 'x' });
  });

  it('refuses a token that is not valid yet', async () => {
    const token = await signer.signClaims({ data: 'x', nbf: NOW + 120 });
    await expect(verifyJwt(webhookKit, token, key, NOW)).rejects.toMatchObject({
      code: 'TOKEN_NOT_YET_VALID',
    });
  });

  it.each([
    ['two parts', 'abc.def'],
    ['an empty body', ''],
    ['a JSON body', '{"eventType":"x"}'],
    ['a header that is not JSON', `${toBase64Url('nope')}.${part({})}.sig`],
    ['claims that are an array', `${part({ alg: 'RS256' })}.${part([1])}.sig`],
  ])('refuses %s as a malformed token', async (_, token) => {
    await expect(verifyJwt(webhookKit, token, key, NOW)).rejects.toMatchObject({
      name: 'WebhookError',
      code: expect.stringMatching(/MALFORMED_TOKEN|INVALID_SIGNATURE/),
    });
  });
});
