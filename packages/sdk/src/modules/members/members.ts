import type { ModuleBinder } from '../../client/create-client';
import type { CallOptions } from '../../http/create-invoker';
import { defineQuery } from '../../query/define-query';
import { OPTIONS } from '../common-args';
import { endpoint } from '../endpoint';
import { lazyCalls } from '../lazy-calls';
import type { memberStaffCalls } from './member-staff-calls';
import type {
  DeleteMemberResponse,
  DeleteMyMemberOptions,
  GetCurrentMemberOptions,
  GetMemberOptions,
  ListMembersOptions,
  ListMembersResponse,
  Member,
  MemberResponse,
  QueryMembersOptions,
  UpdateMember,
} from './members-types';

// endpoints.md rows 50–73: public paths on www.wixapis.com. Conversions of transforms.md §5 (wire names).
const PATH = '/members/v1/members';
/** TS-res-11: every answer that carries `member`. */
const MEMBER = { timestamps: ['member.{createdDate,updatedDate,lastLoginDate}'] };
/** TS-res-12: list and query. */
const MEMBERS = { timestamps: ['members.{createdDate,updatedDate,lastLoginDate}'] };

type MemberStaffCalls = ReturnType<typeof memberStaffCalls>;

/** The staff-only calls (member-staff-calls.ts), loaded on first use: a storefront never makes them. */
export const STAFF_NAMES: ReadonlyArray<keyof MemberStaffCalls> = [
  'muteMember',
  'unmuteMember',
  'approveMember',
  'blockMember',
  'disconnectMember',
  'deleteMember',
  'bulkDeleteMembers',
  'bulkDeleteMembersByFilter',
  'bulkApproveMembers',
  'bulkBlockMembers',
  'createMember',
];

/** A contact-list delete (`DELETE /members/{id}/<list>`), answering `{ member }`. */
const clearList = (list: string) =>
  endpoint<(_id: string) => Promise<MemberResponse>>({
    method: 'DELETE',
    path: `${PATH}/{id}/${list}`,
    args: ['_id'],
    response: MEMBER,
  });

const updateMemberEndpoint = endpoint({
  method: 'PATCH',
  path: `${PATH}/{member.id}`,
  args: ['member'],
  unwrap: 'member',
  response: MEMBER,
});

// The argument checks of these endpoints are in members-rules.ts, by endpoint key: loaded with the failure path, not up
// front (argument-rules.ts). An endpoint added here gets its checks there.

/**
 * Site members (`@wix/members` `members`): the current member's own record, reads and queries of others (PUBLIC
 * fields unless the caller is staff), and the owner-level actions (approve, block, mute, disconnect, delete, bulk).
 * Functions return what the official ones return: `getMember`, `createMember` and `updateMember` unwrap the
 * member; the others return the whole answer (`{ member }`, `{ members, metadata }`, `{ jobId }`, `{}`).
 *
 * @example
 * const client = createClient({ auth: OAuthStrategy({ clientId, tokens }), modules: { members } });
 * const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
 * await client.members.updateCurrentMemberSlug('ada-lovelace');
 * const page = await client.members.queryMembers().startsWith('profile.nickname', 'ad').limit(20).find();
 */
export const members = {
  /** Changes the caller's slug (unique, case-sensitive; 409 `SLUG_ALREADY_EXISTS`). Returns `{ member }`. */
  updateCurrentMemberSlug: endpoint<(slug: string) => Promise<MemberResponse>>({
    method: 'POST',
    path: `${PATH}/my/slug`,
    args: ['slug'],
    idempotent: true,
    response: MEMBER,
  }),
  /** Changes a member's slug (the member themselves, or staff). Returns `{ member }`. */
  updateMemberSlug: endpoint<(_id: string, slug: string) => Promise<MemberResponse>>({
    method: 'POST',
    path: `${PATH}/{id}/slug`,
    args: ['_id', 'slug'],
    idempotent: true,
    response: MEMBER,
  }),
  /** Makes the caller's profile public (428 `COMMUNITY_JOIN_IMPOSSIBLE` where no one may be public). */
  joinCommunity: endpoint<() => Promise<MemberResponse>>({
    method: 'POST',
    path: `${PATH}/join-community`,
    idempotent: true,
    response: MEMBER,
  }),
  /** Makes the caller's profile private. Returns `{ member }`. */
  leaveCommunity: endpoint<() => Promise<MemberResponse>>({
    method: 'POST',
    path: `${PATH}/leave-community`,
    idempotent: true,
    response: MEMBER,
  }),
  /** The caller's own member, with any fieldset (404 `NOT_FOUND` for a visitor). Returns `{ member }`. */
  getCurrentMember: endpoint<(options?: GetCurrentMemberOptions) => Promise<MemberResponse>>({
    method: 'GET',
    path: `${PATH}/my`,
    args: OPTIONS,
    response: MEMBER,
  }),
  /** A member by id (others: PUBLIC fields of public members, unless staff). Returns the member. */
  getMember: endpoint<(_id: string, options?: GetMemberOptions) => Promise<Member>>({
    method: 'GET',
    path: `${PATH}/{id}`,
    args: ['_id', '...options'],
    unwrap: 'member',
    response: MEMBER,
  }),
  /** A page of members (offset paging, sorting). Returns `{ members, metadata }`. */
  listMembers: endpoint<(options?: ListMembersOptions) => Promise<ListMembersResponse>>({
    method: 'GET',
    path: PATH,
    args: OPTIONS,
    complex: true,
    // FL-req-10: a geo sort's origin.
    request: { floats: ['sorting.origin.{latitude,longitude}'] },
    response: MEMBERS,
  }),
  /**
   * A query builder over members (filter, sort, offset paging; `fieldsets` and `search` as options).
   * `find()` resolves to a page whose `items` are members.
   */
  queryMembers: defineQuery<Member, QueryMembersOptions>(
    { method: 'POST', path: `${PATH}/query`, args: OPTIONS, idempotent: true, response: MEMBERS },
    { items: 'members' },
  ),
  /** Deletes the caller's own member, who is logged out. Returns `{}`. */
  deleteMyMember: endpoint<(options?: DeleteMyMemberOptions) => Promise<DeleteMemberResponse>>({
    method: 'DELETE',
    path: `${PATH}/my`,
    args: OPTIONS,
  }),
  /**
   * Updates the given fields of a member (the member themselves, or staff). Contact lists are replaced whole;
   * `""` clears a field. Returns the member.
   */
  updateMember: ((context) => (_id: string, member: UpdateMember, options?: CallOptions) =>
    context.invoke<Member>(updateMemberEndpoint, [{ ...member, _id }, options])) as ModuleBinder<
    (_id: string, member: UpdateMember, options?: CallOptions) => Promise<Member>
  >,
  /** Clears the member's phone numbers. Returns `{ member }`. */
  deleteMemberPhones: clearList('phones'),
  /** Clears the member's contact emails (not the login email). Returns `{ member }`. */
  deleteMemberEmails: clearList('emails'),
  /** Clears the member's addresses. Returns `{ member }`. */
  deleteMemberAddresses: clearList('addresses'),
  ...lazyCalls<MemberStaffCalls>(STAFF_NAMES, () =>
    import('./member-staff-calls').then((module) => module.memberStaffCalls(MEMBER)),
  ),
};
