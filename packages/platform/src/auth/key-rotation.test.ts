import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing';
import { listSigningKeys, retireSigningKeys, rotateSigningKey } from './key-rotation';

// No configured key here (the harness configures one per process): the ring lives in signing_keys.
let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ config: { signingKey: undefined } });
});
afterAll(() => platform.close());

const kidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')).kid as string;
const me = async (token: string) =>
  (await platform.request('/members/v1/members/my', { headers: { authorization: token } })).status;
const jwksKids = async () =>
  ((await (await platform.request('/oauth2/jwks')).json()) as { keys: Array<{ kid: string }> }).keys
    .map((key) => key.kid)
    .sort();

describe('signing key rotation', () => {
  it('signs with the new key, keeps verifying the previous one until it is retired', async () => {
    const member = await platform.seed.member();
    const before = (await platform.seed.memberTokens(member.id)).accessToken;
    const oldKid = kidOf(before);
    expect(await jwksKids()).toEqual([oldKid]);

    // Another process rotates (bazaar keys rotate); running instances re-read the ring within a minute.
    platform.clock.advance({ seconds: 1 });
    const newKid = await rotateSigningKey(platform.db, platform.clock);
    platform.clock.advance({ seconds: 61 });
    const after = (await platform.seed.memberTokens(member.id)).accessToken;
    expect(kidOf(after)).toBe(newKid);
    expect(await jwksKids()).toEqual([oldKid, newKid].sort());
    expect(await me(before)).toBe(200);
    expect(await me(after)).toBe(200);
    expect((await listSigningKeys(platform.db)).map((key) => [key.kid, key.current])).toEqual([
      [newKid, true],
      [oldKid, false],
    ]);

    expect(await retireSigningKeys(platform.db)).toEqual([oldKid]);
    platform.clock.advance({ seconds: 61 });
    expect(await jwksKids()).toEqual([newKid]);
    expect(await me(before)).toBe(401);
    expect(await me(after)).toBe(200);
  });

  it('never retires the current key', async () => {
    expect(await retireSigningKeys(platform.db, 0)).toEqual([]);
    expect(await listSigningKeys(platform.db)).toHaveLength(1);
  });
});
