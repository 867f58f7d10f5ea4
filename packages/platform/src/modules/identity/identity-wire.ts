import type { MemberRecord } from '../members/member-record';
import { toMemberWire } from '../members/member-wire';
import type { IdentityRecord } from './identity-store';

/** States of the authentication state machine (entities.md StateMachineResponse). */
export type AuthState = 'SUCCESS' | 'REQUIRE_OWNER_APPROVAL' | 'REQUIRE_EMAIL_VERIFICATION';

/** Body of register / login / recover / verify answers. */
export interface StateMachineResponse {
  state: AuthState;
  sessionToken?: string;
  stateToken?: string;
  identity: IdentityWire;
  additionalData: Record<string, unknown>;
}

/** The wire `Identity` (entities.md Identity). */
export interface IdentityWire {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  identityProfile: Record<string, unknown>;
  email: { address: string; isVerified: boolean };
  status: { name: 'PENDING' | 'ACTIVE' | 'BLOCKED' | 'OFFLINE'; reasons: string[] };
  factors: { factorId: string; type: 'PASSWORD'; status: 'ACTIVE' }[];
  connections: never[];
  metadata: Record<string, unknown>;
}

/**
 * The identity as the authentication APIs return it. Its status derives from the member's (business-rules 115):
 * PENDING (with the reason: owner approval or email verification), ACTIVE, BLOCKED, OFFLINE.
 * @param identity - the identity record
 * @param emailVerificationRequired - whether the site requires verified emails (config)
 */
export function toIdentityWire(identity: IdentityRecord, emailVerificationRequired: boolean): IdentityWire {
  const reasons: string[] = [];
  if (identity.status === 'PENDING') reasons.push('PENDING_ADMIN_APPROVAL_REQUIRED');
  if (emailVerificationRequired && !identity.emailVerified)
    reasons.push('PENDING_EMAIL_VERIFICATION_REQUIRED');
  const name =
    identity.status === 'BLOCKED'
      ? 'BLOCKED'
      : identity.status === 'OFFLINE'
        ? 'OFFLINE'
        : reasons.length > 0
          ? 'PENDING'
          : 'ACTIVE';
  return {
    id: identity.id,
    revision: String(identity.revision),
    createdDate: identity.createdAt.toISOString(),
    updatedDate: identity.updatedAt.toISOString(),
    identityProfile: {
      ...identity.profile,
      ...(identity.nickname ? { nickname: identity.nickname } : {}),
      slug: identity.slug,
      privacyStatus: identity.privacyStatus,
    },
    email: { address: identity.loginEmail, isVerified: identity.emailVerified },
    status: { name, reasons },
    factors: identity.passwordHash ? [{ factorId: identity.id, type: 'PASSWORD', status: 'ACTIVE' }] : [],
    connections: [],
    metadata: {},
  };
}

/**
 * The member entity carried by `member_created` events: the members API's FULL member (members/member-wire.ts), so
 * events of registration and of the members API have one shape.
 * @param identity - the identity record
 */
export function toMemberEntity(identity: IdentityRecord): Record<string, unknown> {
  return { ...toMemberWire(memberRecordOf(identity), 'FULL') };
}

function memberRecordOf(identity: IdentityRecord): MemberRecord {
  return {
    id: identity.id,
    contactId: identity.id,
    role: identity.role,
    status: identity.status,
    slug: identity.slug,
    nickname: identity.nickname,
    privacyStatus: identity.privacyStatus,
    activityStatus: identity.activityStatus,
    createdAt: identity.createdAt,
    updatedAt: identity.updatedAt,
    lastLoginAt: identity.lastLoginAt,
    // A new member has no photo, cover or title yet.
    display: {},
    loginEmail: identity.loginEmail,
    emailVerified: identity.emailVerified,
    identityProfile: identity.profile,
  };
}
