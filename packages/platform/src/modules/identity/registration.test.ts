import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonClient, jsonClient } from '../../test-support/http';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from '../../testing';
import { eventsOf, MEMBERS, membersClient } from '../members/test-client';

const REGISTER = '/_api/iam/authentication/v2/register';
const VERIFY = '/_api/iam/verification/v1/auth/verify';
const RESEND = '/_api/iam/verification/v1/auth/resend';

/**
 * A platform of its own for a describe block, with these site policies; read it inside the tests.
 * @param config - configuration overrides
 */
function platformWith(config: TestPlatformOptions['config']) {
  const site = {} as { platform: TestPlatform; http: JsonClient };
  beforeAll(async () => {
    site.platform = await createTestPlatform({ config });
    site.http = jsonClient(site.platform);
  });
  afterAll(() => site.platform.close());
  return site;
}

describe('POST /v2/register with email verification (the default)', () => {
  let platform: TestPlatform;
  let http: JsonClient;
  beforeAll(async () => {
    platform = await createTestPlatform();
    http = jsonClient(platform);
  });
  afterAll(() => platform.close());

  it('creates the member and asks for the code it mailed', async () => {
    const res = await http.post(REGISTER, {
      loginId: { email: 'Ada@Example.com' },
      password: 'secret-1',
      profile: { nickname: 'Ada L' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      identity: {
        email: { address: 'ada@example.com', isVerified: false },
        status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] },
        identityProfile: { nickname: 'Ada L', slug: 'ada-l', privacyStatus: 'PRIVATE' },
      },
    });
    expect(res.body.sessionToken).toBeUndefined();
    expect(await platform.mail.latestCode('ada@example.com')).toMatch(/^\d{6}$/);
  });

  it('answers SUCCESS with a session token once the mailed code is entered', async () => {
    const reg = await http.post(REGISTER, { loginId: { email: 'bea@example.com' }, password: 'secret-1' });
    const wrong = await http.post(VERIFY, { code: '000000', stateToken: reg.body.stateToken });
    // A wrong code must not be the right one by chance.
    if ((await platform.mail.latestCode('bea@example.com')) !== '000000') {
      expect(wrong.status).toBe(400);
      expect(wrong.body.details.applicationError.code).toBe('VERIFICATION_FAILED');
    }
    const ok = await http.post(VERIFY, {
      code: await platform.mail.latestCode('bea@example.com'),
      stateToken: reg.body.stateToken,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.state).toBe('SUCCESS');
    expect(ok.body.sessionToken).toMatch(/^bzs_/);
    expect(ok.body.identity.email.isVerified).toBe(true);
  });

  it('invalidates the previous code when a new one is sent', async () => {
    const reg = await http.post(REGISTER, { loginId: { email: 'cy@example.com' }, password: 'secret-1' });
    const first = await platform.mail.latestCode('cy@example.com');
    const resent = await http.post(RESEND, { stateToken: reg.body.stateToken });
    expect(resent.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const second = await platform.mail.latestCode('cy@example.com');
    if (first !== second) {
      expect((await http.post(VERIFY, { code: first, stateToken: reg.body.stateToken })).status).toBe(400);
    }
    expect((await http.post(VERIFY, { code: second, stateToken: reg.body.stateToken })).body.state).toBe(
      'SUCCESS',
    );
  });

  it('takes codes of exactly 6 characters and counts no attempt for other lengths (business-rules 145)', async () => {
    const reg = await http.post(REGISTER, { loginId: { email: 'dot@example.com' }, password: 'secret-1' });
    const code = await platform.mail.latestCode('dot@example.com');
    for (const bad of [code.slice(0, 5), `${code}0`]) {
      const res = await http.post(VERIFY, { code: bad, stateToken: reg.body.stateToken });
      expect(res.status).toBe(400);
      expect(res.body.details.validationError.fieldViolations).toEqual([
        expect.objectContaining({ field: 'code', violatedRule: 'EXACT_LENGTH' }),
      ]);
    }
    expect((await http.post(VERIFY, { code, stateToken: reg.body.stateToken })).body.state).toBe('SUCCESS');
  });

  it('spends the state token after five wrong codes', async () => {
    const reg = await http.post(REGISTER, { loginId: { email: 'dee@example.com' }, password: 'secret-1' });
    const code = await platform.mail.latestCode('dee@example.com');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await http.post(VERIFY, { code: wrong, stateToken: reg.body.stateToken });
    const res = await http.post(VERIFY, { code, stateToken: reg.body.stateToken });
    expect(res.status).toBe(429);
  });

  it('refuses an email that is already registered, whatever its case, with -19995', async () => {
    await http.post(REGISTER, { loginId: { email: 'eve@example.com' }, password: 'secret-1' });
    const res = await http.post(REGISTER, { loginId: { email: 'EVE@example.com' }, password: 'secret-2' });
    expect(res.status).toBe(409);
    expect(res.body.details.applicationError.code).toBe('-19995');
  });

  // A new member's slug comes from the nickname: sign-ups at once used to pick the same free slug, and on PostgreSQL
  // all but one were refused as if their email were taken (-19995).
  it('registers members with one nickname at once, each with its own slug', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        http.post(REGISTER, {
          loginId: { email: `namesake-${n}@example.com` },
          password: 'secret-1',
          profile: { nickname: 'Namesake' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.identity.identityProfile.slug).sort()).toEqual([
      'namesake',
      'namesake-1',
      'namesake-2',
      'namesake-3',
    ]);
  });

  it('reports a malformed email as a violation typed EMAIL, which the official client maps to invalidEmail', async () => {
    const res = await http.post(REGISTER, { loginId: { email: 'not-an-email' }, password: 'secret-1' });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations).toEqual([
      {
        field: 'loginId.email',
        description: 'must be an email address',
        violatedRule: 'FORMAT',
        data: { type: 'EMAIL' },
      },
    ]);
  });

  it('refuses passwords shorter than 4 or longer than 100 characters', async () => {
    const short = await http.post(REGISTER, { loginId: { email: 'fay@example.com' }, password: 'abc' });
    expect(short.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'password',
      violatedRule: 'MIN_LENGTH',
      data: { threshold: 4 },
    });
    const long = await http.post(REGISTER, {
      loginId: { email: 'fay@example.com' },
      password: 'a'.repeat(101),
    });
    expect(long.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'password',
      violatedRule: 'MAX_LENGTH',
    });
  });

  it('records a member_created event in the outbox', async () => {
    const res = await http.post(REGISTER, { loginId: { email: 'gus@example.com' }, password: 'secret-1' });
    const events = await platform.db.query<{ event_type: string; payload: any }>(
      'select event_type, payload from event_outbox where entity_id = $1',
      [res.body.identity.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event_type: 'wix.members.v1.member_created',
      payload: {
        createdEvent: {
          entity: { id: res.body.identity.id, loginEmail: 'gus@example.com', status: 'APPROVED' },
        },
      },
    });
  });
});

describe('POST /v2/register without email verification', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({ config: { emailVerification: false } });
  });
  afterAll(() => platform.close());

  it('answers SUCCESS with a session token at once', async () => {
    const res = await jsonClient(platform).post(REGISTER, {
      loginId: { email: 'hal@example.com' },
      password: 'secret-1',
    });
    expect(res.body).toMatchObject({ state: 'SUCCESS', identity: { status: { name: 'ACTIVE' } } });
    expect(res.body.sessionToken).toMatch(/^bzs_/);
  });

  it('keeps an address with its street and geocode objects, as the official client sends them (spec §3 Identity)', async () => {
    const address = {
      addressLine: '1 Rue de Rivoli',
      addressLine2: 'Apt 2',
      city: 'Paris',
      subdivision: 'FR-75',
      country: 'FR',
      postalCode: '75001',
      formattedAddress: '1 Rue de Rivoli, Paris',
      streetAddress: { name: 'Rue de Rivoli', number: '1', apt: '2' },
      geocode: { latitude: 48.86, longitude: 2.34 },
    };
    const res = await jsonClient(platform).post(REGISTER, {
      loginId: { email: 'ida@example.com' },
      password: 'secret-1',
      profile: { addresses: [{ tag: 'HOME', address }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.identity.identityProfile.addresses).toEqual([{ tag: 'HOME', address }]);
    const outOfRange = await jsonClient(platform).post(REGISTER, {
      loginId: { email: 'ida2@example.com' },
      password: 'secret-1',
      profile: { addresses: [{ address: { geocode: { latitude: 91 } } }] },
    });
    expect(outOfRange.body.details.validationError.fieldViolations[0].field).toBe(
      'profile.addresses[0].address.geocode.latitude',
    );
  });
});

describe('POST /v2/register with owner approval', () => {
  const site = platformWith({ emailVerification: false, ownerApproval: true });
  it('leaves the member PENDING until the owner approves, on register and on login', async () => {
    const { platform, http } = site;
    const res = await http.post(REGISTER, { loginId: { email: 'ivy@example.com' }, password: 'secret-1' });
    expect(res.body).toMatchObject({
      state: 'REQUIRE_OWNER_APPROVAL',
      identity: { status: { name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } },
    });
    const login = await http.post('/_api/iam/authentication/v2/login', {
      loginId: { email: 'ivy@example.com' },
      password: 'secret-1',
    });
    expect(login.body.state).toBe('REQUIRE_OWNER_APPROVAL');
    await platform.db.query(`update members set status = 'APPROVED' where id = $1`, [res.body.identity.id]);
    const after = await http.post('/_api/iam/authentication/v2/login', {
      loginId: { email: 'ivy@example.com' },
      password: 'secret-1',
    });
    expect(after.body.state).toBe('SUCCESS');
  });
});

// Both policies on: the email is verified first, so the owner only reviews members whose email works
// (next-state.ts); approval then lets the member in.
describe('POST /v2/register with email verification and owner approval', () => {
  const site = platformWith({ emailVerification: true, ownerApproval: true });
  it('asks for the code, then for the owner, then lets the approved member in', async () => {
    const { platform, http } = site;
    const reg = await http.post(REGISTER, { loginId: { email: 'joy@example.com' }, password: 'secret-1' });
    expect(reg.body).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      identity: {
        status: {
          name: 'PENDING',
          reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED'],
        },
      },
    });
    const verified = await http.post(VERIFY, {
      code: await platform.mail.latestCode('joy@example.com'),
      stateToken: reg.body.stateToken,
    });
    expect(verified.body).toMatchObject({
      state: 'REQUIRE_OWNER_APPROVAL',
      identity: { status: { name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } },
    });
    expect(verified.body.sessionToken).toBeUndefined();
    await platform.db.query(`update members set status = 'APPROVED' where id = $1`, [reg.body.identity.id]);
    const login = await http.post('/_api/iam/authentication/v2/login', {
      loginId: { email: 'joy@example.com' },
      password: 'secret-1',
    });
    expect(login.body.state).toBe('SUCCESS');
  });
});

describe('POST /v2/register with captcha', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({
      config: { emailVerification: false, captcha: true, captchaToken: 'good' },
    });
  });
  afterAll(() => platform.close());

  it('answers -19971 without tokens, -19970 with a bad one, and registers with a good one', async () => {
    const http = jsonClient(platform);
    const body = { loginId: { email: 'jo@example.com' }, password: 'secret-1' };
    expect((await http.post(REGISTER, body)).body.details.applicationError.code).toBe('-19971');
    expect(
      (await http.post(REGISTER, { ...body, captchaTokens: [{ Recaptcha: 'bad' }] })).body.details
        .applicationError.code,
    ).toBe('-19970');
    expect(
      (
        await http.post(REGISTER, {
          ...body,
          captchaTokens: [{ Recaptcha: 'x', InvisibleRecaptcha: 'good' }],
        })
      ).body.state,
    ).toBe('SUCCESS');
  });
});

// The member_updated of an email verification carries the member as it is: a member whose profile was filled in
// before the email was verified (a member added by staff) keeps its title in the event, and modifiedFields names what
// the verification changed.
describe('member_updated when an email is verified', () => {
  const site = platformWith({ emailVerification: true });
  it('carries the whole member and the previous values of what changed', async () => {
    const { platform, http } = site;
    const member = await platform.seed.member({ email: 'kim@example.com', emailVerified: false });
    const staff = membersClient(platform, (await platform.seed.apiKey()).key);
    const edit = await staff.patch(`${MEMBERS}/${member.id}`, { member: { profile: { title: 'Chef' } } });
    expect(edit.status).toBe(200);
    const login = await http.post('/_api/iam/authentication/v2/login', {
      loginId: { email: 'kim@example.com' },
      password: member.password,
    });
    expect(login.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const before = (await eventsOf(platform, member.id)).length;
    const verified = await http.post(VERIFY, {
      code: await platform.mail.latestCode('kim@example.com'),
      stateToken: login.body.stateToken,
    });
    expect(verified.body.state).toBe('SUCCESS');
    const events = (await eventsOf(platform, member.id)).slice(before);
    expect(events.map((event) => event.event_type)).toEqual(['wix.members.v1.member_updated']);
    const { currentEntity, modifiedFields } = events[0]!.payload.updatedEvent;
    expect(currentEntity).toMatchObject({
      id: member.id,
      loginEmailVerified: true,
      profile: { title: 'Chef' },
    });
    expect(modifiedFields).toMatchObject({ loginEmailVerified: false });
    expect(Object.keys(modifiedFields)).not.toContain('profile');
  });

  it('is appended when a reset link verifies the email, and not when it was verified already', async () => {
    const { platform, http } = site;
    const reset = async (email: string) => {
      await http.post('/_api/iam/recovery/v1/send-email', { email });
      const token = new URL(await platform.mail.latestLink(email)).searchParams.get('token');
      const res = await http.post('/_api/iam/recovery/v1/recover', {
        recoveryToken: token,
        password: 'new-pw-1',
      });
      expect(res.status).toBe(200);
    };
    const unverified = await platform.seed.member({ email: 'lee@example.com', emailVerified: false });
    const verified = await platform.seed.member({ email: 'mo@example.com' });
    await reset(unverified.email);
    await reset(verified.email);
    const [event, ...more] = await eventsOf(platform, unverified.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      event_type: 'wix.members.v1.member_updated',
      payload: {
        updatedEvent: {
          currentEntity: { loginEmailVerified: true },
          modifiedFields: { loginEmailVerified: false },
        },
      },
    });
    expect(await eventsOf(platform, verified.id)).toEqual([]);
  });

  it('is appended when a trusted server signs an existing member on with a new profile', async () => {
    const { platform, http } = site;
    const member = await platform.seed.member({ email: 'ned@example.com', emailVerified: false });
    const { key } = await platform.seed.apiKey();
    const signOn = (profile: Record<string, unknown>) =>
      http.post(
        '/_api/iam/authentication/v2/sign-on',
        { loginId: { email: member.email }, profile, verifyEmail: true },
        { authorization: key },
      );
    expect((await signOn({ firstName: 'Ned' })).status).toBe(200);
    expect((await signOn({ firstName: 'Ned' })).status).toBe(200);
    const events = await eventsOf(platform, member.id);
    expect(events.map((event) => event.event_type)).toEqual(['wix.members.v1.member_updated']);
    expect(events[0]!.payload.updatedEvent).toMatchObject({
      currentEntity: { loginEmailVerified: true, contact: { firstName: 'Ned' } },
      modifiedFields: { loginEmailVerified: false },
    });
  });
});
