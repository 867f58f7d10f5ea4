import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonClient, jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform } from '../../testing';

let platform: TestPlatform;
let http: JsonClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  http = jsonClient(platform);
});
afterAll(() => platform.close());

describe('GET /bazaar/v1/mail', () => {
  it('shows staff the outbox, newest first, filtered by recipient', async () => {
    const member = await platform.seed.member();
    await http.post('/_api/iam/recovery/v1/send-email', { email: member.email });
    await http.post('/_api/iam/recovery/v1/send-email', { email: member.email });
    const { key } = await platform.seed.apiKey();
    const res = await http.get(`/bazaar/v1/mail?to=${encodeURIComponent(member.email.toUpperCase())}`, {
      authorization: key,
    });
    expect(res.status).toBe(200);
    expect(res.body.messages).toHaveLength(2);
    expect(res.body.messages[0]).toMatchObject({ to: member.email, kind: 'password-recovery' });
    // The newer link voided the older one, so only the first listed still opens.
    const [newest, older] = res.body.messages;
    expect(
      (await platform.request(new URL(newest.data.link).pathname + new URL(newest.data.link).search)).status,
    ).toBe(200);
    expect(
      (await platform.request(new URL(older.data.link).pathname + new URL(older.data.link).search)).status,
    ).toBe(429);
  });

  it('is closed to members', async () => {
    const member = await platform.seed.member();
    const { accessToken } = await platform.seed.memberTokens(member.id);
    expect((await http.get('/bazaar/v1/mail', { authorization: accessToken })).status).toBe(403);
  });
});
