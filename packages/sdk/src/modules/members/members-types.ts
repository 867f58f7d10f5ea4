/** Types of the `members` module, as callers see them (`_id`, `_createdDate`, `Date` values). */

/** Which member fields come back: PUBLIC (default), EXTENDED (+ login email, statuses), FULL (everything). */
export type MemberFieldset = 'PUBLIC' | 'EXTENDED' | 'FULL';

/** Site access status (members v1). PUBLIC reads show `UNKNOWN`. */
export type MemberStatus = 'UNKNOWN' | 'PENDING' | 'APPROVED' | 'BLOCKED' | 'OFFLINE';

/**
 * The newer site-member status names, accepted in query filters beside the v1 names (`ACTIVE` = APPROVED,
 * `APPLICANT`/`INACTIVE` = PENDING, `OFFLINE_ONLY` = OFFLINE).
 */
export type SiteMemberStatus = 'APPLICANT' | 'ACTIVE' | 'INACTIVE' | 'BLOCKED' | 'OFFLINE_ONLY';

/** Community membership: PUBLIC members are visible to others. */
export type MemberPrivacyStatus = 'UNKNOWN' | 'PRIVATE' | 'PUBLIC';

/** Whether the member may write in the community. */
export type MemberActivityStatus = 'UNKNOWN' | 'ACTIVE' | 'MUTED';

/** A profile or cover image (an object on the wire and here). */
export interface MemberImage {
  _id?: string;
  url?: string;
  height?: number;
  width?: number;
  offsetX?: number | null;
  offsetY?: number | null;
}

/** A contact address. */
export interface MemberAddress {
  _id?: string;
  streetAddress?: { number?: string; name?: string };
  addressLine?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  subdivision?: string | null;
  country?: string | null;
  postalCode?: string | null;
}

/** A custom contact field. */
export interface MemberCustomField {
  name?: string | null;
  value?: unknown;
}

/** The member's contact data (FULL fieldset). */
export interface MemberContact {
  firstName?: string | null;
  lastName?: string | null;
  phones?: string[] | null;
  emails?: string[] | null;
  addresses?: MemberAddress[];
  birthdate?: string | null;
  company?: string | null;
  jobTitle?: string | null;
  customFields?: Record<string, MemberCustomField>;
}

/** The member's public profile. */
export interface MemberProfile {
  nickname?: string | null;
  /** Read-only here: change it with `updateCurrentMemberSlug` / `updateMemberSlug`. */
  slug?: string | null;
  photo?: MemberImage;
  cover?: MemberImage;
  title?: string | null;
}

/** A site member. Which fields are present depends on the fieldset. */
export interface Member {
  _id?: string | null;
  loginEmail?: string | null;
  loginEmailVerified?: boolean | null;
  status?: MemberStatus;
  contactId?: string | null;
  contact?: MemberContact;
  profile?: MemberProfile;
  privacyStatus?: MemberPrivacyStatus;
  activityStatus?: MemberActivityStatus;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  lastLoginDate?: Date | null;
  [field: string]: unknown;
}

/** Answer of the calls that return the whole `{ member }` body. */
export interface MemberResponse {
  member?: Member;
}

/** Options with fieldsets. */
export interface FieldsetOptions {
  /** At most 3; several give the union. Default PUBLIC. */
  fieldsets?: MemberFieldset[];
}

/** Options of `getCurrentMember`. */
export type GetCurrentMemberOptions = FieldsetOptions;

/** Options of `getMember`. */
export type GetMemberOptions = FieldsetOptions;

/** Offset paging. */
export interface MemberPaging {
  limit?: number | null;
  offset?: number | null;
}

/** One sort of `listMembers` (field names are sent as given: `_createdDate` works). */
export interface MemberSorting {
  fieldName?: string;
  order?: 'ASC' | 'DESC';
}

/** Options of `listMembers`. */
export interface ListMembersOptions extends FieldsetOptions {
  paging?: MemberPaging;
  sorting?: MemberSorting[];
}

/** Paging metadata of list and query answers. */
export interface MembersPagingMetadata {
  count?: number | null;
  offset?: number | null;
  total?: number | null;
  tooManyToCount?: boolean | null;
}

/** Answer of `listMembers`. */
export interface ListMembersResponse {
  members: Member[];
  metadata?: MembersPagingMetadata;
}

/** Plain-text search: the expression in any of the fields (default `profile.nickname`). */
export interface MemberSearch {
  expression?: string | null;
  fields?: Array<
    | 'loginEmail'
    | 'contact.firstName'
    | 'contact.lastName'
    | 'profile.title'
    | 'profile.nickname'
    | 'profile.slug'
  >;
}

/** Options of `queryMembers`. */
export interface QueryMembersOptions extends FieldsetOptions {
  search?: MemberSearch;
}

/** Options of `deleteMyMember`. */
export interface DeleteMyMemberOptions {
  /** The member who receives the deleted member's content. */
  contentAssigneeId?: string | null;
}

/** Answer of the delete calls: an empty object. */
export type DeleteMemberResponse = Record<string, never>;

/** The outcome of one item of a bulk call. */
export interface BulkMemberResult {
  itemMetadata?: {
    _id?: string | null;
    originalIndex?: number;
    success?: boolean;
    error?: { code?: string; description?: string; data?: Record<string, unknown> | null };
  };
}

/** Answer of `bulkDeleteMembers`. */
export interface BulkDeleteMembersResponse {
  results: BulkMemberResult[];
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number; undetailedFailures: number };
}

/** Answer of the bulk calls by filter: the id of the background job (`GET /bazaar/v1/jobs/{jobId}`). */
export interface BulkMembersJobResponse {
  jobId: string;
}

/** Options of `bulkDeleteMembersByFilter`. */
export interface BulkDeleteMembersByFilterOptions {
  contentAssigneeId?: string | null;
  search?: MemberSearch;
}

/** Options of `createMember`. */
export interface CreateMemberOptions {
  /** `loginEmail` is required. */
  member?: Member;
}

/** The fields `updateMember` changes (only those given; `""` clears; read-only fields are ignored). */
export type UpdateMember = Omit<Member, '_id'> & { _id?: string | null };
