import { createPublicKey, createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeClaims, type JsonClient, jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { s256Challenge } from './pkce';

let platform: TestPlatform;
let http: JsonClient;

beforeAll(async () => {
  platform = await createTestPlatform();
  http = jsonClient(platform);
});
afterAll(() => platform.close());

const anonymous = () => http.post('/oauth2/token', { clientId: platform.clientId, grantType: 'anonymous' });

describe('POST /oauth2/token grant_type=anonymous', () => {
  it('hands out a visitor access token valid 4 hours and an opaque refresh token', async () => {
    const res = await anonymous();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ expires_in: 14400, token_type: 'Bearer' });
    expect(res.body.refresh_token).toMatch(/^bzr_/);
    const claims = decodeClaims(res.body.access_token);
    expect(claims).toMatchObject({ role: 'visitor', cid: platform.clientId, iss: 'bazaar' });
    expect(claims.exp - claims.iat).toBe(14400);
    expect(res.headers.get('x-wix-request-id')).toBeTruthy();
  });

  it('stores refresh tokens hashed, never in clear', async () => {
    const res = await anonymous();
    const stored = await platform.db.query<{ refresh_token_hash: string }>(
      'select refresh_token_hash from oauth_sessions',
    );
    expect(stored.map((row) => row.refresh_token_hash)).not.toContain(res.body.refresh_token);
  });

  it('refuses an unknown client id in the wire format with the RFC 6749 fields', async () => {
    const res = await http.post('/oauth2/token', {
      clientId: '00000000-0000-4000-8000-000000000000',
      grantType: 'anonymous',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'invalid_client',
      details: { applicationError: { code: 'INVALID_CLIENT' } },
    });
  });

  it('accepts snake_case keys and form-urlencoded bodies', async () => {
    const res = await platform.request('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: platform.clientId, grant_type: 'anonymous' }).toString(),
    });
    expect(res.status).toBe(200);
  });

  it('answers an unknown grant type with a field violation and unsupported_grant_type (RFC 6749 §5.2)', async () => {
    const res = await http.post('/oauth2/token', { clientId: platform.clientId, grantType: 'password' });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'grantType',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    expect(res.body.error).toBe('unsupported_grant_type');
    const missing = await http.post('/oauth2/token', { clientId: platform.clientId });
    expect(missing.body.error).toBe('invalid_request');
  });
});

describe('POST /oauth2/token grant_type=refresh_token', () => {
  it('renews the access token for the same visitor and repeats the same refresh token', async () => {
    const first = await anonymous();
    platform.clock.advance({ hours: 5 });
    const res = await http.post('/oauth2/token', {
      refreshToken: first.body.refresh_token,
      grantType: 'refresh_token',
      clientId: platform.clientId,
    });
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).toBe(first.body.refresh_token);
    expect(decodeClaims(res.body.access_token).sub).toBe(decodeClaims(first.body.access_token).sub);
  });

  it('fails for an unknown refresh token, so the official client falls back to a new visitor', async () => {
    const res = await http.post('/oauth2/token', { refreshToken: 'bzr_nope', grantType: 'refresh_token' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });

  it('fails once the member session has been revoked by logout', async () => {
    const member = await platform.seed.member();
    const tokens = await platform.seed.memberTokens(member.id);
    const logout = await http.get('/_api/iam/authentication/v1/logout', {
      authorization: tokens.accessToken,
    });
    expect(logout.status).toBe(200);
    const res = await http.post('/oauth2/token', {
      refreshToken: tokens.refreshToken,
      grantType: 'refresh_token',
    });
    expect(res.body.error).toBe('invalid_grant');
  });
});

describe('access token expiry', () => {
  it('accepts a token until 4 hours have passed and refuses it after', async () => {
    const { body } = await anonymous();
    const call = () =>
      http.post(
        '/_api/redirects-api/v1/redirect-session',
        { login: {} },
        { authorization: body.access_token },
      );
    platform.clock.advance({ hours: 3, minutes: 59 });
    expect((await call()).status).toBe(200);
    platform.clock.advance({ minutes: 1 });
    const late = await call();
    expect(late.status).toBe(401);
    expect(late.body.details.applicationError.description).toMatch(/expired/);
  });
});

describe('POST /oauth2/token grant_type=authorization_code', () => {
  const verifier = 'v'.repeat(43);
  const redirectUri = 'https://app.test/callback';

  async function codeFor(memberId: string, scope = 'offline_access'): Promise<string> {
    const { issueAuthorizationCode } = await import('./authorization-codes');
    return issueAuthorizationCode(platform.db, platform.clock, {
      clientId: platform.clientId,
      redirectUri,
      codeChallenge: s256Challenge(verifier),
      codeChallengeMethod: 'S256',
      scope,
      memberId,
    });
  }
  const exchange = (code: string, extra: Record<string, unknown> = {}) =>
    http.post('/oauth2/token', {
      clientId: platform.clientId,
      grantType: 'authorization_code',
      redirectUri,
      code,
      codeVerifier: verifier,
      ...extra,
    });

  it('exchanges a code and a matching PKCE verifier for member tokens', async () => {
    const member = await platform.seed.member();
    const res = await exchange(await codeFor(member.id));
    expect(res.status).toBe(200);
    expect(decodeClaims(res.body.access_token)).toMatchObject({ role: 'member', sub: member.id });
    expect(res.body.refresh_token).toMatch(/^bzr_/);
  });

  it('refuses a verifier that does not match the challenge', async () => {
    const member = await platform.seed.member();
    const res = await exchange(await codeFor(member.id), { codeVerifier: 'w'.repeat(43) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });

  it('refuses a verifier outside RFC 7636 (43–128 unreserved characters) before the code is spent', async () => {
    const member = await platform.seed.member();
    const code = await codeFor(member.id);
    for (const codeVerifier of ['v'.repeat(42), 'v'.repeat(129), `${'v'.repeat(42)} `]) {
      const res = await exchange(code, { codeVerifier });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.details.validationError.fieldViolations[0].field).toBe('codeVerifier');
    }
    expect((await exchange(code)).status).toBe(200);
  });

  it('refuses a code used twice and ends the session the first use bought (RFC 6749 §4.1.2)', async () => {
    const member = await platform.seed.member();
    const code = await codeFor(member.id);
    const first = await exchange(code);
    expect(first.status).toBe(200);
    const myMember = () => http.get('/members/v1/members/my', { authorization: first.body.access_token });
    expect((await myMember()).status).toBe(200);
    expect((await exchange(code)).body.error).toBe('invalid_grant');
    // Whoever replays a code may have stolen it: the tokens it bought stop working.
    expect((await myMember()).status).toBe(401);
    const refresh = await http.post('/oauth2/token', {
      grantType: 'refresh_token',
      refreshToken: first.body.refresh_token,
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });

  it('leaves the session alone when a code fails before it was ever redeemed', async () => {
    const member = await platform.seed.member();
    const code = await codeFor(member.id);
    expect((await exchange(code, { codeVerifier: 'w'.repeat(43) })).body.error).toBe('invalid_grant');
    const res = await exchange(code);
    expect(res.status).toBe(200);
    expect((await http.get('/members/v1/members/my', { authorization: res.body.access_token })).status).toBe(
      200,
    );
  });

  it('gives no tokens for a member blocked or disconnected after signing in (business-rules 140)', async () => {
    for (const status of ['BLOCKED', 'OFFLINE']) {
      const member = await platform.seed.member();
      const code = await codeFor(member.id);
      await platform.db.query('update members set status = $2 where id = $1', [member.id, status]);
      const res = await exchange(code);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'invalid_grant',
        error_description: 'This member can no longer sign in',
      });
      const sessions = await platform.db.query('select id from oauth_sessions where member_id = $1', [
        member.id,
      ]);
      expect(sessions).toEqual([]);
    }
  });

  it('refuses a code older than 60 seconds', async () => {
    const member = await platform.seed.member();
    const code = await codeFor(member.id);
    platform.clock.advance({ seconds: 61 });
    expect((await exchange(code)).body.error).toBe('invalid_grant');
  });

  it('refuses another redirect URI than the one the code was issued for, or none', async () => {
    const member = await platform.seed.member();
    const res = await exchange(await codeFor(member.id), { redirectUri: 'https://app.test/other' });
    expect(res.body.error).toBe('invalid_grant');
    // The code is bound to its redirect URI (rule 152): leaving it out does not skip the check.
    const omitted = await exchange(await codeFor(member.id), { redirectUri: undefined });
    expect(omitted.status).toBe(400);
    expect(omitted.body.error).toBe('invalid_grant');
  });

  it('refuses a code issued to another client', async () => {
    const member = await platform.seed.member();
    const other = await platform.seed.oauthApp({ name: 'Other app' });
    const res = await exchange(await codeFor(member.id), { clientId: other.id });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_grant');
  });

  it('gives no refresh token without offline_access', async () => {
    const member = await platform.seed.member();
    const res = await exchange(await codeFor(member.id, ''));
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).toBeUndefined();
  });
});

describe('POST /oauth2/token grant_type=authorized_client', () => {
  it('gives member tokens to a server holding an API key', async () => {
    const member = await platform.seed.member();
    const { key } = await platform.seed.apiKey();
    const visitor = await anonymous();
    const res = await http.post(
      '/oauth2/token',
      { grant_type: 'authorized_client', scope: 'offline_access', member_id: member.id },
      { authorization: `${visitor.body.access_token},${key}` },
    );
    expect(res.status).toBe(200);
    expect(decodeClaims(res.body.access_token)).toMatchObject({ role: 'member', sub: member.id });
  });

  it('refuses the grant without an API key', async () => {
    const member = await platform.seed.member();
    const visitor = await anonymous();
    const res = await http.post(
      '/oauth2/token',
      { grant_type: 'authorized_client', member_id: member.id },
      { authorization: visitor.body.access_token },
    );
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized_client');
  });
});

describe('GET /oauth2/jwks', () => {
  it('publishes the public key that verifies access tokens', async () => {
    const { body: token } = await anonymous();
    const { body: jwks } = await http.get('/oauth2/jwks');
    const [header, payload, signature] = token.access_token.split('.');
    const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid;
    const jwk = jwks.keys.find((key: { kid: string }) => key.kid === kid);
    const publicKey = createPublicKey({ key: jwk, format: 'jwk' });
    const valid = createVerify('RSA-SHA256')
      .update(`${header}.${payload}`)
      .verify(publicKey, Buffer.from(signature, 'base64url'));
    expect(valid).toBe(true);
    expect(jwk).not.toHaveProperty('d');
  });
});

describe('POST /oauth2/token-info', () => {
  it('describes an active visitor token and reports a forged one inactive', async () => {
    const { body } = await anonymous();
    const info = await http.post('/oauth2/token-info', { token: body.access_token });
    expect(info.body).toMatchObject({ active: true, subjectType: 'VISITOR', clientId: platform.clientId });
    const forged = await http.post('/oauth2/token-info', { token: `${body.access_token.slice(0, -4)}AAAA` });
    expect(forged.body).toEqual({ active: false });
  });
});
