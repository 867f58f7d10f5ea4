import { hashPassword } from '../../auth/password';
import type { PlatformDeps } from '../../context';
import { fromDatabaseError } from '../../db/database-errors';
import { appendEvent } from '../../outbox/append-event';
import { type CaptchaTokens, checkCaptcha } from './captcha';
import { identityErrors } from './identity-errors';
import {
  createIdentity,
  findIdentityByEmail,
  type IdentityProfile,
  markEmailVerified,
  mergeProfile,
} from './identity-store';
import { issueIdentityToken } from './identity-tokens';
import {
  type IdentityWire,
  type StateMachineResponse,
  toIdentityWire,
  toMemberEntity,
} from './identity-wire';
import { withMemberUpdatedEvent } from './member-change';
import { type NextStateOptions, nextState } from './next-state';

/** Input of `POST /v2/register`. */
export interface RegisterInput {
  email: string;
  password: string;
  profile: IdentityProfile;
  captchaTokens?: CaptchaTokens;
}

/**
 * Registers a member (business-rules 139): a new identity and member (PENDING when the owner must approve, else
 * APPROVED), a `member_created` event, then the next state — REQUIRE_EMAIL_VERIFICATION when the site verifies
 * emails, REQUIRE_OWNER_APPROVAL when it approves members, else SUCCESS with a session token.
 * @param deps - platform dependencies
 * @param input - email, password, profile, captcha tokens
 * @param context - the caller's visitor id (kept for cart carry-over) and client address (mail throttling)
 * @throws ApiError `-19971`/`-19970` captcha, `-19995` when the email is taken, 429 when the verification mail is
 * throttled (nothing is registered then)
 */
export async function register(
  deps: PlatformDeps,
  input: RegisterInput,
  context: NextStateOptions,
): Promise<StateMachineResponse> {
  checkCaptcha(deps.config, input.captchaTokens);
  if (await findIdentityByEmail(deps.db, input.email)) throw identityErrors.emailExists(input.email);
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  try {
    return await deps.db.transaction(async (tx) => {
      const identity = await createIdentity(tx, deps.clock, {
        email: input.email,
        passwordHash,
        emailVerified: false,
        profile: input.profile,
        status: deps.config.ownerApproval ? 'PENDING' : 'APPROVED',
      });
      await appendMemberCreated(tx, deps, identity);
      return nextState(tx, deps, identity, context);
    });
  } catch (error) {
    // Two registrations racing for one email: the loser gets the same answer as a sequential duplicate.
    if (fromDatabaseError(error)?.status === 409) throw identityErrors.emailExists(input.email);
    throw error;
  }
}

/** Input of `POST /v2/sign-on`. */
export interface SignOnInput {
  email: string;
  profile: IdentityProfile;
  verifyEmail: boolean;
}

/**
 * Signs a member on for a trusted server (API key): creates the member when the email is new (APPROVED, no
 * password), else updates its profile; returns a session token for the `authorized_client` grant.
 * @param deps - platform dependencies
 * @param input - email, profile, and whether to mark the email verified
 * @throws ApiError 403 when the member is blocked or disconnected
 */
export async function signOn(
  deps: PlatformDeps,
  input: SignOnInput,
): Promise<{ sessionToken: string; identity: IdentityWire }> {
  return deps.db.transaction(async (tx) => {
    let identity = await findIdentityByEmail(tx, input.email);
    if (identity) {
      const id = identity.id;
      // The trusted server's profile and verification change the member: member_updated, as any member change.
      await withMemberUpdatedEvent(tx, deps.clock, id, undefined, async () => {
        await mergeProfile(tx, deps.clock, id, input.profile);
        if (input.verifyEmail) await markEmailVerified(tx, deps.clock, id);
      });
    } else {
      identity = await createIdentity(tx, deps.clock, {
        email: input.email,
        passwordHash: null,
        emailVerified: input.verifyEmail,
        profile: input.profile,
        status: 'APPROVED',
      });
      await appendMemberCreated(tx, deps, identity);
    }
    if (identity.status === 'BLOCKED') throw identityErrors.blocked();
    if (identity.status === 'OFFLINE') throw identityErrors.offline();
    identity = (await findIdentityByEmail(tx, input.email))!;
    const { token } = await issueIdentityToken(tx, deps.clock, { kind: 'session', identityId: identity.id });
    return { sessionToken: token, identity: toIdentityWire(identity, deps.config.emailVerification) };
  });
}

async function appendMemberCreated(
  tx: Parameters<typeof appendEvent>[0],
  deps: PlatformDeps,
  identity: Parameters<typeof toMemberEntity>[0],
): Promise<void> {
  await appendEvent(
    tx,
    {
      type: 'wix.members.v1.member_created',
      entityFqdn: 'wix.members.v1.member',
      entityId: identity.id,
      slug: 'created',
      payload: { createdEvent: { entity: toMemberEntity(identity) } },
      actor: { identityType: 'MEMBER', memberId: identity.id },
    },
    deps.clock,
  );
}
