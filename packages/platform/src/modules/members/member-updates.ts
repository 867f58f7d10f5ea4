import { type Caller, isOwner, isStaff } from '../../auth/caller';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import {
  createIdentity,
  findIdentityByEmail,
  type IdentityProfile,
  normalizeEmail,
} from '../identity/identity-store';
import { assertMayChangeMember, assertSelfOrStaff } from './member-access';
import { applyContact, clearContactList } from './member-contact';
import { actorOf, memberCreated, memberUpdated } from './member-events';
import { memberNotFound } from './member-reads';
import { findMember, type MemberDisplay, type MemberRecord } from './member-record';
import { type MemberWire, toMemberWire } from './member-wire';
import { getPrivacySettings } from './privacy-settings';
import type { ImageInput, MemberInput } from './schema';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;

const slugTaken = (slug: string) =>
  ApiError.conflict('SLUG_ALREADY_EXISTS', `The slug "${slug}" is already used by another member`, { slug });

/**
 * `POST /members/my/slug` and `/members/{id}/slug`: a new slug, unique across the site and case-sensitive
 * (`Anna` and `anna` are different slugs; business-rules 128). Setting the current slug again succeeds.
 * @param deps - platform dependencies
 * @param caller - the caller (the member themselves or staff; the route checks)
 * @param id - the member id
 * @param slug - the new slug (validated)
 * @returns the member (FULL)
 * @throws ApiError 404 `MEMBER_NOT_FOUND`, 403 for a contributor on the owner, 409 `SLUG_ALREADY_EXISTS` with
 *   `data.slug`
 */
export async function updateSlug(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  slug: string,
): Promise<MemberWire> {
  try {
    return await deps.db.transaction(async (tx) => {
      const member = await findMember(tx, id, { forUpdate: true });
      if (!member) throw memberNotFound(id);
      assertMayChangeMember(isOwner(caller), member);
      if (member.slug === slug) return toMemberWire(member, 'FULL');
      const taken = await tx.query('select 1 from members where slug = $1 and id <> $2', [slug, id]);
      if (taken.length) throw slugTaken(slug);
      await tx.query('update members set slug = $2, updated_at = $3 where id = $1', [
        id,
        slug,
        deps.clock.now(),
      ]);
      return finishUpdate(tx, deps, caller, member);
    });
  } catch (error) {
    // Two members taking the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/**
 * `PATCH /members/{member.id}` (business-rules 125): only the given fields change; `""` clears a text field; the
 * `contact.phones/emails/addresses` arrays are replaced whole and an empty array changes nothing; custom fields
 * merge by key. `loginEmail` cannot change; read-only fields (status, slug, dates…) are ignored. A member may
 * update their own record, staff anyone's.
 * @param deps - platform dependencies
 * @param caller - the caller
 * @param input - the validated member (with its id)
 * @returns the member after (FULL)
 * @throws ApiError 403 for another member's record (or a contributor on the owner's), 404, 400 for a changed `loginEmail`, 428
 *   `COMMUNITY_JOIN_IMPOSSIBLE` for a public profile on a site where no one may be public
 */
export async function updateMember(
  deps: PlatformDeps,
  caller: Caller,
  input: MemberInput & { id: string },
): Promise<MemberWire> {
  assertSelfOrStaff(caller, input.id);
  return deps.db.transaction(async (tx) => {
    const member = await findMember(tx, input.id, { forUpdate: true });
    if (!member) throw memberNotFound(input.id);
    assertMayChangeMember(isOwner(caller), member);
    if (input.loginEmail && normalizeEmail(input.loginEmail) !== member.loginEmail) {
      throw ApiError.invalidField('member.loginEmail', 'cannot be changed', 'FIELD_NOT_ALLOWED');
    }
    const privacy =
      input.privacyStatus && input.privacyStatus !== 'UNKNOWN' ? input.privacyStatus : undefined;
    if (privacy === 'PUBLIC' && member.privacyStatus !== 'PUBLIC' && !isStaff(caller)) {
      if ((await getPrivacySettings(tx)).publicMemberCandidates === 'NO_ONE') {
        throw ApiError.precondition('COMMUNITY_JOIN_IMPOSSIBLE', 'Member profiles are private on this site');
      }
    }
    const { profile, display, nickname } = applyInput(member, input);
    await tx.query(
      `update identities set profile = $2, revision = revision + 1, updated_at = $3 where id = $1`,
      [member.id, JSON.stringify(profile), deps.clock.now()],
    );
    await tx.query(
      `update members set nickname = $2, profile = $3, privacy_status = $4, updated_at = $5 where id = $1`,
      [member.id, nickname, JSON.stringify(display), privacy ?? member.privacyStatus, deps.clock.now()],
    );
    return finishUpdate(tx, deps, caller, member);
  });
}

/**
 * `POST /members` (staff): a member who can log in once they set a password through the recovery email
 * (business-rules 126). APPROVED, email not verified, slug from the nickname or the email.
 * @param deps - platform dependencies
 * @param caller - the (staff) caller
 * @param input - the validated member
 * @returns the new member (FULL)
 * @throws ApiError 400 without `loginEmail`, 409 `EMAIL_ALREADY_EXISTS` when a member has this login email
 */
export async function createMember(
  deps: PlatformDeps,
  caller: Caller,
  input: MemberInput,
): Promise<MemberWire> {
  if (!input.loginEmail) throw ApiError.invalidField('member.loginEmail', 'is required', 'REQUIRED_FIELD');
  const email = input.loginEmail;
  const exists = () =>
    ApiError.conflict('EMAIL_ALREADY_EXISTS', 'A member with this login email already exists', {
      loginEmail: normalizeEmail(email),
    });
  if (await findIdentityByEmail(deps.db, email)) throw exists();
  try {
    return await deps.db.transaction(async (tx) => {
      const { profile, display } = applyInput({ identityProfile: {}, display: {}, nickname: null }, input);
      const identity = await createIdentity(tx, deps.clock, {
        email,
        passwordHash: null,
        emailVerified: false,
        profile: { ...profile, ...(input.privacyStatus === 'PUBLIC' ? { privacyStatus: 'PUBLIC' } : {}) },
        status: 'APPROVED',
      });
      await tx.query('update members set profile = $2 where id = $1', [identity.id, JSON.stringify(display)]);
      const member = (await findMember(tx, identity.id))!;
      await memberCreated(tx, deps.clock, member, actorOf(caller));
      return toMemberWire(member, 'FULL');
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

/**
 * `DELETE /members/{id}/phones|emails|addresses`: clears one contact list (the login email stays).
 * @param deps - platform dependencies
 * @param caller - the caller (the member themselves or staff)
 * @param id - the member id
 * @param which - the list
 * @returns the member after (FULL)
 * @throws ApiError 403 (another member's list, or a contributor on the owner's), 404
 */
export async function clearMemberContactList(
  deps: PlatformDeps,
  caller: Caller,
  id: string,
  which: 'phones' | 'emails' | 'addresses',
): Promise<MemberWire> {
  assertSelfOrStaff(caller, id);
  return deps.db.transaction(async (tx) => {
    const member = await findMember(tx, id, { forUpdate: true });
    if (!member) throw memberNotFound(id);
    assertMayChangeMember(isOwner(caller), member);
    const now = deps.clock.now();
    await tx.query(
      `update identities set profile = $2, revision = revision + 1, updated_at = $3 where id = $1`,
      [id, JSON.stringify(clearContactList(member.identityProfile, which)), now],
    );
    await tx.query('update members set updated_at = $2 where id = $1', [id, now]);
    return finishUpdate(tx, deps, caller, member);
  });
}

async function finishUpdate(
  tx: Queryable,
  deps: PlatformDeps,
  caller: Caller,
  before: MemberRecord,
): Promise<MemberWire> {
  const after = (await findMember(tx, before.id))!;
  await memberUpdated(tx, deps.clock, before, after, actorOf(caller));
  return toMemberWire(after, 'FULL');
}

/**
 * The stored forms after a member write: the identity profile (contact, and the nickname and picture mirrored so
 * the authentication APIs agree), the display profile and the nickname column.
 */
function applyInput(
  member: Pick<MemberRecord, 'identityProfile' | 'display' | 'nickname'>,
  input: MemberInput,
): { profile: IdentityProfile; display: MemberDisplay; nickname: string | null } {
  let profile: IdentityProfile = input.contact
    ? applyContact(member.identityProfile, input.contact)
    : { ...member.identityProfile };
  const display: MemberDisplay = { ...member.display };
  let nickname = member.nickname;
  const given = input.profile;
  if (given?.nickname !== undefined && given.nickname !== null) {
    nickname = given.nickname.trim() || null;
    profile = { ...profile, nickname };
    if (nickname === null) delete profile.nickname;
  }
  if (given?.title !== undefined && given.title !== null) {
    if (given.title === '') delete display.title;
    else display.title = given.title;
  }
  for (const key of ['photo', 'cover'] as const) {
    const image = given?.[key];
    if (image === undefined || image === null) continue;
    if (isEmptyImage(image)) delete display[key];
    else display[key] = image;
    if (key === 'photo') {
      profile = { ...profile };
      if (display.photo?.url) profile.picture = display.photo.url;
      else delete profile.picture;
    }
  }
  return { profile, display, nickname };
}

// An image with neither id nor url is how a client clears it ("set an empty value", MEM updateMember).
function isEmptyImage(image: ImageInput): boolean {
  return !image.id && !image.url;
}
