import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt } from './jwt';
import { createTokenVerifier } from './verified-tokens';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

function countingFind() {
  const find = async (kid: string) => {
    find.calls += 1;
    return kid === 'k1' ? publicKey : undefined;
  };
  find.calls = 0;
  return find;
}

describe('createTokenVerifier', () => {
  it('checks the signature of a token once, then answers from memory', async () => {
    const verify = createTokenVerifier(countingFind());
    const token = signJwt({ sub: 'v1', exp: 200 }, privateKey, 'k1');
    const first = await verify(token, 100);
    expect(first).toEqual({ sub: 'v1', exp: 200 });
    // The same claims object: answered from memory, not decoded and verified again.
    expect(await verify(token, 150)).toBe(first);
  });

  it('refuses a remembered token once its key is retired', async () => {
    let retired = false;
    const verify = createTokenVerifier(async (kid) => (kid === 'k1' && !retired ? publicKey : undefined));
    const token = signJwt({ sub: 'v1', exp: 200 }, privateKey, 'k1');
    await verify(token, 100);
    retired = true;
    await expect(verify(token, 150)).rejects.toThrow('unknown key');
  });

  it('still refuses a remembered token once it expires', async () => {
    const verify = createTokenVerifier(countingFind());
    const token = signJwt({ sub: 'v1', exp: 200 }, privateKey, 'k1');
    await verify(token, 100);
    await expect(verify(token, 200)).rejects.toThrow('token expired');
  });

  it('does not remember tokens that fail', async () => {
    const find = countingFind();
    const verify = createTokenVerifier(find);
    const token = signJwt({ sub: 'v1', exp: 200 }, privateKey, 'k9');
    await expect(verify(token, 100)).rejects.toThrow('unknown key');
    await expect(verify(token, 100)).rejects.toThrow('unknown key');
    expect(find.calls).toBe(2);
  });
});
