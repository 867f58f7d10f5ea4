import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonClient, jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform } from '../../testing';

const PATH = '/bazaar/v1/api-keys';

let platform: TestPlatform;
let http: JsonClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  http = jsonClient(platform);
});
afterAll(() => platform.close());

describe('POST /bazaar/v1/api-keys', () => {
  it('lets an owner create a key, shown once, that works as an elevated credential until revoked', async () => {
    const owner = await platform.seed.owner();
    const { accessToken } = await platform.seed.memberTokens(owner.id);
    const created = await http.post(PATH, { name: 'shop server' }, { authorization: accessToken });
    expect(created.status).toBe(200);
    expect(created.body.key).toMatch(/^bzk_/);
    expect(created.body.apiKey).toMatchObject({
      name: 'shop server',
      createdBy: owner.id,
      revokedDate: null,
    });
    const list = await http.get(PATH, { authorization: created.body.key });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);
    const revoke = await platform.request(`${PATH}/${created.body.apiKey.id}`, {
      method: 'DELETE',
      headers: { authorization: accessToken },
    });
    expect(await revoke.json()).toEqual({});
    expect((await http.get(PATH, { authorization: created.body.key })).status).toBe(401);
  });

  it('refuses visitors, plain members and contributors with 403, and anonymous callers with 401', async () => {
    const visitor = await platform.seed.visitorTokens();
    const member = await platform.seed.member();
    const contributor = await platform.seed.member({ role: 'CONTRIBUTOR' });
    for (const token of [
      visitor.accessToken,
      (await platform.seed.memberTokens(member.id)).accessToken,
      (await platform.seed.memberTokens(contributor.id)).accessToken,
    ]) {
      const res = await http.post(PATH, { name: 'x' }, { authorization: token });
      expect(res.status).toBe(403);
      expect(res.body.details.applicationError.code).toBe('PERMISSION_DENIED');
    }
    expect((await http.post(PATH, { name: 'x' })).status).toBe(401);
    expect((await http.post(PATH, { name: 'x' }, { authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('validates the name and the id', async () => {
    const { key } = await platform.seed.apiKey();
    expect(
      (await http.post(PATH, { name: '' }, { authorization: key })).body.details.validationError
        .fieldViolations[0].field,
    ).toBe('name');
    const res = await platform.request(`${PATH}/not-a-uuid`, {
      method: 'DELETE',
      headers: { authorization: key },
    });
    expect(res.status).toBe(400);
    const missing = await platform.request(`${PATH}/00000000-0000-4000-8000-000000000000`, {
      method: 'DELETE',
      headers: { authorization: key },
    });
    expect(missing.status).toBe(404);
  });
});
