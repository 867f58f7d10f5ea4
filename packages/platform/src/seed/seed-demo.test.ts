import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient } from '../test-support/http';
import { createTestPlatform, type TestPlatform } from '../testing';
import { DEMO_ACCOUNTS, seedDemo } from './seed-demo';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ config: { webUrl: 'http://localhost:5173' } });
});
afterAll(() => platform.close());

describe('seedDemo', () => {
  it('seeds an owner, a member and the web app once, then does nothing on later runs', async () => {
    expect(await seedDemo(platform.deps)).toBe(true);
    expect(await seedDemo(platform.deps)).toBe(false);
    const members = await platform.db.query<{ role: string }>('select role from members order by role');
    expect(members.map((m) => m.role)).toEqual(['MEMBER', 'OWNER']);
    const apps = await platform.db.query<{ allowed_redirect_uris: string[] }>(
      'select allowed_redirect_uris from oauth_apps where id = $1',
      [platform.config.webClientId],
    );
    expect(apps[0]?.allowed_redirect_uris).toContain('http://localhost:5173/callback');
  });

  it('gives demo accounts that can log in', async () => {
    const res = await jsonClient(platform).post('/_api/iam/authentication/v2/login', {
      loginId: { email: DEMO_ACCOUNTS.owner.email },
      password: DEMO_ACCOUNTS.owner.password,
    });
    expect(res.body.state).toBe('SUCCESS');
  });
});
