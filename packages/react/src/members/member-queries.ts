import { members } from '@bazaar/sdk';
import type { ClientWith } from '../client-types';
import { createModuleQueries } from '../modules/create-module-queries';
import type { BazaarMutationOptions } from '../options-types';

/**
 * Query and mutation factories of the `members` module (keys `['bazaar', 'members', fn, args]`).
 *
 * @example
 * const { data } = useQuery(memberQueries.queryOptions.getCurrentMember(client, { fieldsets: ['FULL'] }));
 */
export const memberQueries = createModuleQueries('members', members);

/** A client with the `members` module. */
export type MembersClient = ClientWith<{ members: typeof members }>;

// The server answers with the member in the fieldset of the call, which is rarely the one on screen (the account
// shows FULL): refetch every cached member read instead of guessing, and resolve once that is done, so a form
// never shows the old value after its save settled.
function refreshingMembers<TData, TVariables>(
  options: BazaarMutationOptions<TData, TVariables>,
): BazaarMutationOptions<TData, TVariables> {
  return {
    ...options,
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: memberQueries.key() }),
  };
}

/**
 * Mutation factories of the current member's own record. Each refetches the cached member reads when it succeeds;
 * failures are the SDK's typed errors (409 `SLUG_ALREADY_EXISTS`, 428 `COMMUNITY_JOIN_IMPOSSIBLE`, …).
 */
export const memberMutations = {
  /**
   * Updates fields of a member (the member themselves, or staff); variables `[id, member]`.
   *
   * @param client - a client with the `members` module
   * @returns the mutation options
   * @example
   * useMutation(memberMutations.updateMember(client)).mutate([me._id, { profile: { nickname } }]);
   */
  updateMember: (client: MembersClient) =>
    refreshingMembers(memberQueries.mutationOptions.updateMember(client)),
  /**
   * Changes the caller's slug; variables `[slug]`.
   *
   * @param client - a client with the `members` module
   * @returns the mutation options
   */
  updateCurrentMemberSlug: (client: MembersClient) =>
    refreshingMembers(memberQueries.mutationOptions.updateCurrentMemberSlug(client)),
  /**
   * Makes the caller's profile public; no variables (`mutate([])`).
   *
   * @param client - a client with the `members` module
   * @returns the mutation options
   */
  joinCommunity: (client: MembersClient) =>
    refreshingMembers(memberQueries.mutationOptions.joinCommunity(client)),
  /**
   * Makes the caller's profile private; no variables (`mutate([])`).
   *
   * @param client - a client with the `members` module
   * @returns the mutation options
   */
  leaveCommunity: (client: MembersClient) =>
    refreshingMembers(memberQueries.mutationOptions.leaveCommunity(client)),
  /**
   * Deletes the caller's own member (the server ends their sessions); variables `[]` or `[{ contentAssigneeId }]`.
   * Log out afterwards to clear the tokens kept in the browser.
   *
   * @param client - a client with the `members` module
   * @returns the mutation options
   */
  deleteMyMember: (client: MembersClient) => memberQueries.mutationOptions.deleteMyMember(client),
};
