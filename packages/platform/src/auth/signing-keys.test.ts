import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing';
import { retireSigningKeys, rotateSigningKey } from './key-rotation';
import { createSigningKeys, KEY_RING_TTL_MS } from './signing-keys';

// No configured key here: the ring lives in signing_keys, where another process can rotate and retire keys.
let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ config: { signingKey: undefined } });
});
afterAll(() => platform.close());

describe('createSigningKeys find', () => {
  it('answers from its copy of the ring for KEY_RING_TTL_MS, then from the table as it is', async () => {
    const keys = createSigningKeys({ db: platform.db, clock: platform.clock });
    const oldKid = (await keys.current()).kid;
    platform.clock.advance({ seconds: 1 });
    const newKid = await rotateSigningKey(platform.db, platform.clock);
    // The new key is unknown to the copy: an unknown kid reads the table again (at most every 5 s of real time).
    expect(await keys.find(newKid)).toBeDefined();
    expect(await retireSigningKeys(platform.db)).toEqual([oldKid]);

    // Retired by another process: this instance still accepts the old key until its copy is KEY_RING_TTL_MS old…
    platform.clock.advance(KEY_RING_TTL_MS - 1);
    expect(await keys.find(oldKid)).toBeDefined();
    // …and not a moment later, even when nothing but find asks for the ring.
    platform.clock.advance(2);
    expect(await keys.find(oldKid)).toBeUndefined();
    expect(await keys.find(newKid)).toBeDefined();
  });
});
