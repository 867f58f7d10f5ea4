import { contactFromProfile, type MemberContact } from './member-contact';
import type { MemberImage, MemberRecord } from './member-record';
import type { Fieldset } from './schema';

/** The member on the wire (entities.md Member); which fields are present depends on the fieldset. */
export interface MemberWire {
  id: string;
  contactId: string;
  profile: { nickname?: string; slug: string; photo?: MemberImage; cover?: MemberImage; title?: string };
  status: 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';
  privacyStatus: 'UNKNOWN' | 'PRIVATE' | 'PUBLIC';
  activityStatus: 'UNKNOWN' | 'ACTIVE' | 'MUTED';
  createdDate: string;
  updatedDate: string;
  loginEmail?: string;
  loginEmailVerified?: boolean;
  contact?: MemberContact;
  lastLoginDate?: string;
}

/** How much of a member a fieldset selection shows, from least to most. */
const LEVELS: readonly Fieldset[] = ['PUBLIC', 'EXTENDED', 'FULL'];

/**
 * The widest of the requested fieldsets: several fieldsets give the union of their fields (business-rules 131),
 * and each fieldset contains the previous one. No fieldset means PUBLIC.
 * @param fieldsets - the request's fieldsets
 */
export function fieldsetLevel(fieldsets: readonly Fieldset[] | undefined): Fieldset {
  let level = 0;
  for (const fieldset of fieldsets ?? []) level = Math.max(level, LEVELS.indexOf(fieldset));
  return LEVELS[level] ?? 'PUBLIC';
}

/**
 * The member as the API returns it for a fieldset (business-rules 4D):
 * - PUBLIC: id, contactId, dates and `profile`; the three statuses read `UNKNOWN`;
 * - EXTENDED: also `loginEmail` and the real statuses;
 * - FULL: also `loginEmailVerified`, `contact` and `lastLoginDate`.
 * @param member - the member record
 * @param fieldset - the widest fieldset the caller asked for and may see
 */
export function toMemberWire(member: MemberRecord, fieldset: Fieldset): MemberWire {
  const photo = member.display.photo ?? pictureOf(member);
  const wire: MemberWire = {
    id: member.id,
    contactId: member.contactId,
    profile: {
      ...(member.nickname ? { nickname: member.nickname } : {}),
      slug: member.slug,
      ...(photo ? { photo } : {}),
      ...(member.display.cover ? { cover: member.display.cover } : {}),
      ...(member.display.title ? { title: member.display.title } : {}),
    },
    status: 'UNKNOWN',
    privacyStatus: 'UNKNOWN',
    activityStatus: 'UNKNOWN',
    createdDate: member.createdAt.toISOString(),
    updatedDate: member.updatedAt.toISOString(),
  };
  if (fieldset === 'PUBLIC') return wire;
  wire.loginEmail = member.loginEmail;
  wire.status = member.status;
  wire.privacyStatus = member.privacyStatus;
  wire.activityStatus = member.activityStatus;
  if (fieldset === 'EXTENDED') return wire;
  wire.loginEmailVerified = member.emailVerified;
  wire.contact = contactFromProfile(member.identityProfile);
  if (member.lastLoginAt) wire.lastLoginDate = member.lastLoginAt.toISOString();
  return wire;
}

// A picture given at registration (identity profile `picture`, a URL) is the photo until one is set here.
function pictureOf(member: MemberRecord): MemberImage | undefined {
  const picture = member.identityProfile.picture;
  return typeof picture === 'string' && picture ? { url: picture } : undefined;
}
