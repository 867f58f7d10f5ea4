import type { Filter } from '../../query/filter';
import type { ConversionPaths } from '../endpoint';
import { endpoint } from '../endpoint';
import type {
  BulkDeleteMembersByFilterOptions,
  BulkDeleteMembersResponse,
  BulkMembersJobResponse,
  CreateMemberOptions,
  DeleteMemberResponse,
  Member,
  MemberResponse,
} from './members-types';

// The owner-level member calls (approve, block, mute, disconnect, delete, bulk, create): members.ts loads them on
// their first call (modules/lazy-calls.ts), so a storefront's initial bundle carries only their names.

const PATH = '/members/v1/members';
const BY_ID = { _id: 'string!' };

/**
 * The staff-only member calls, in the order members.ts lists their names.
 *
 * @param memberResponse - the conversions of an answer carrying `member`, from members.ts
 * @returns the module entries
 */
export function memberStaffCalls(memberResponse: ConversionPaths) {
  /** A staff action on one member (`POST /members/{id}/<action>`), answering `{ member }`. */
  const action = (name: string) =>
    endpoint<(_id: string) => Promise<MemberResponse>>({
      method: 'POST',
      path: `${PATH}/{id}/${name}`,
      args: ['_id'],
      params: BY_ID,
      // Each sets a state, so repeating it is harmless.
      idempotent: true,
      response: memberResponse,
    });

  return {
    /** Mutes a member (staff). Returns `{ member }`. */
    muteMember: action('mute'),
    /** Unmutes a member (staff). Returns `{ member }`. */
    unmuteMember: action('unmute'),
    /** Approves a pending member or unblocks a blocked one (staff). Returns `{ member }`. */
    approveMember: action('approve'),
    /** Blocks a member and ends their sessions (staff; not the owner, not oneself). Returns `{ member }`. */
    blockMember: action('block'),
    /** Disconnects a member for good (status OFFLINE; staff). Returns `{ member }`. */
    disconnectMember: action('disconnect'),
    /** Deletes a member (staff; not owners or contributors). Returns `{}`. */
    deleteMember: endpoint<(_id: string) => Promise<DeleteMemberResponse>>({
      method: 'DELETE',
      path: `${PATH}/{id}`,
      args: ['_id'],
      params: BY_ID,
    }),
    /** Deletes up to 100 members by id (staff). Returns `{ results, bulkActionMetadata }`. */
    bulkDeleteMembers: endpoint<(memberIds: string[]) => Promise<BulkDeleteMembersResponse>>({
      method: 'POST',
      path: `${PATH}/bulk/delete`,
      args: ['memberIds'],
      params: { memberIds: 'string[]!' },
    }),
    /** Deletes the members a filter matches, in the background (staff). Returns `{ jobId }`. */
    bulkDeleteMembersByFilter: endpoint<
      (filter: Filter, options?: BulkDeleteMembersByFilterOptions) => Promise<BulkMembersJobResponse>
    >({
      method: 'POST',
      path: `${PATH}/bulk/delete-by-filter`,
      args: ['filter', '...options'],
      params: { filter: 'object!' },
    }),
    /** Approves (and unblocks) the members a filter matches, in the background (staff). Returns `{ jobId }`. */
    bulkApproveMembers: endpoint<(filter: Filter) => Promise<BulkMembersJobResponse>>({
      method: 'POST',
      path: `${PATH}/bulk/approve-by-filter`,
      args: ['filter'],
      params: { filter: 'object!' },
    }),
    /** Blocks the members a filter matches, in the background (staff). Returns `{ jobId }`. */
    bulkBlockMembers: endpoint<(filter: Filter) => Promise<BulkMembersJobResponse>>({
      method: 'POST',
      path: `${PATH}/bulk/block-by-filter`,
      args: ['filter'],
      params: { filter: 'object!' },
    }),
    /** Creates a member (staff; `member.loginEmail` required). Returns the member. */
    createMember: endpoint<(options?: CreateMemberOptions) => Promise<Member>>({
      method: 'POST',
      path: PATH,
      args: ['...options'],
      params: { member: 'object!', 'member.loginEmail': 'string!' },
      unwrap: 'member',
      response: memberResponse,
    }),
  };
}
