import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonClient, jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform } from '../../testing';

const SEND = '/_api/iam/recovery/v1/send-email';
const RECOVER = '/_api/iam/recovery/v1/recover';
const ACTIVATION = '/_api/iam/recovery/v1/activation-email';
const LOGIN = '/_api/iam/authentication/v2/login';

let platform: TestPlatform;
let http: JsonClient;
beforeAll(async () => {
  platform = await createTestPlatform();
  http = jsonClient(platform);
});
afterAll(() => platform.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('POST /v1/send-email', () => {
  it('mails a reset link to a hosted page of the platform', async () => {
    const member = await platform.seed.member();
    const res = await http.post(SEND, { email: member.email });
    expect(res).toMatchObject({ status: 200, body: {} });
    const link = await platform.mail.latestLink(member.email);
    expect(link).toMatch(/^http:\/\/localhost\/hosted\/reset-password\?token=bzp_/);
  });

  it('answers the same for an unknown email and mails nothing (no account probing)', async () => {
    const res = await http.post(SEND, { email: 'ghost@example.com' });
    expect(res).toMatchObject({ status: 200, body: {} });
    expect(await platform.mail.list({ to: 'ghost@example.com' })).toEqual([]);
  });

  it('refuses a return URL outside the client domains', async () => {
    const member = await platform.seed.member();
    const res = await http.post(SEND, {
      email: member.email,
      redirect: { url: 'https://evil.test/', clientId: platform.clientId },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0].field).toBe('redirect.url');
  });
});

describe('POST /v1/recover', () => {
  it('sets the new password, ends the old sessions and signs the member in', async () => {
    const member = await platform.seed.member({ password: 'old-pw' });
    const old = await platform.seed.memberTokens(member.id);
    await http.post(SEND, { email: member.email });
    const res = await http.post(RECOVER, {
      recoveryToken: tokenOf(await platform.mail.latestLink(member.email)),
      password: 'new-pw',
    });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('SUCCESS');
    expect(res.body.returnUrl).toBeUndefined();
    expect(
      (await http.post(LOGIN, { loginId: { email: member.email }, password: 'new-pw' })).body.state,
    ).toBe('SUCCESS');
    const refresh = await http.post('/oauth2/token', {
      grantType: 'refresh_token',
      refreshToken: old.refreshToken,
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('refuses a link used twice with 429 and an expired one with 428', async () => {
    const member = await platform.seed.member();
    await http.post(SEND, { email: member.email });
    const token = tokenOf(await platform.mail.latestLink(member.email));
    expect((await http.post(RECOVER, { recoveryToken: token, password: 'new-pw' })).status).toBe(200);
    expect((await http.post(RECOVER, { recoveryToken: token, password: 'new-pw' })).status).toBe(429);

    await http.post(SEND, { email: member.email });
    const late = tokenOf(await platform.mail.latestLink(member.email));
    platform.clock.advance({ hours: 3, seconds: 1 });
    const res = await http.post(RECOVER, { recoveryToken: late, password: 'late-pw' });
    expect(res.status).toBe(428);
    expect(res.body.details.applicationError.code).toBe('TOKEN_EXPIRED');
    // business-rules 147: an expired link changes nothing — the password set before still works.
    const signIn = (password: string) => http.post(LOGIN, { loginId: { email: member.email }, password });
    expect((await signIn('late-pw')).body.details.applicationError.code).toBe('-19976');
    expect((await signIn('new-pw')).body.state).toBe('SUCCESS');
  });

  it('voids an older link when a new one is sent', async () => {
    const member = await platform.seed.member();
    await http.post(SEND, { email: member.email });
    const first = tokenOf(await platform.mail.latestLink(member.email));
    await http.post(SEND, { email: member.email });
    expect((await http.post(RECOVER, { recoveryToken: first, password: 'new-pw' })).status).toBe(429);
  });

  it('answers an unknown token with 400 and checks the password rules', async () => {
    expect((await http.post(RECOVER, { recoveryToken: 'bzp_nope', password: 'new-pw' })).status).toBe(400);
    const weak = await http.post(RECOVER, { recoveryToken: 'bzp_nope', password: 'x' });
    expect(weak.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'password',
      violatedRule: 'MIN_LENGTH',
    });
  });
});

describe('POST /v1/activation-email', () => {
  it('lets staff mail an activation link with which a member without password sets one', async () => {
    const { key } = await platform.seed.apiKey();
    const signOn = await http.post(
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'new@example.com' } },
      { authorization: key },
    );
    const res = await http.post(ACTIVATION, { identityId: signOn.body.identity.id }, { authorization: key });
    expect(res.status).toBe(200);
    const token = tokenOf(await platform.mail.latestLink('new@example.com'));
    expect(token).toMatch(/^bza_/);
    expect((await http.post(RECOVER, { recoveryToken: token, password: 'chosen-pw' })).body.state).toBe(
      'SUCCESS',
    );
    expect(
      (await http.post(LOGIN, { loginId: { email: 'new@example.com' }, password: 'chosen-pw' })).body.state,
    ).toBe('SUCCESS');
  });

  it('is refused to members (403) and to anonymous callers (401)', async () => {
    const member = await platform.seed.member();
    const { accessToken } = await platform.seed.memberTokens(member.id);
    expect(
      (await http.post(ACTIVATION, { identityId: member.id }, { authorization: accessToken })).status,
    ).toBe(403);
    expect((await http.post(ACTIVATION, { identityId: member.id })).status).toBe(401);
  });
});
