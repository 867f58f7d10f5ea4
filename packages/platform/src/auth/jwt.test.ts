import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isJwtShaped, signJwt, verifyJwt } from './jwt';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const find = async (kid: string) => (kid === 'k1' ? publicKey : kid === 'k2' ? other.publicKey : undefined);

describe('signJwt / verifyJwt', () => {
  it('round-trips RS256 claims', async () => {
    const token = signJwt({ sub: 'm1', exp: 200 }, privateKey, 'k1');
    expect(isJwtShaped(token)).toBe(true);
    expect(await verifyJwt(token, find, 100)).toEqual({ sub: 'm1', exp: 200 });
  });

  it('refuses expired tokens, tampered payloads, foreign keys, unknown kids and alg none', async () => {
    const token = signJwt({ sub: 'm1', exp: 200 }, privateKey, 'k1');
    await expect(verifyJwt(token, find, 200)).rejects.toThrow('token expired');
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', exp: 999 })).toString('base64url');
    await expect(verifyJwt(`${header}.${forged}.${signature}`, find, 100)).rejects.toThrow(
      'bad token signature',
    );
    await expect(verifyJwt(signJwt({ exp: 200 }, other.privateKey, 'k1'), find, 100)).rejects.toThrow(
      'bad token signature',
    );
    await expect(verifyJwt(signJwt({ exp: 200 }, privateKey, 'k9'), find, 100)).rejects.toThrow(
      'unknown key',
    );
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url')}.${forged}.`;
    await expect(verifyJwt(`${none}x`, find, 100)).rejects.toThrow('unsupported');
  });
});
