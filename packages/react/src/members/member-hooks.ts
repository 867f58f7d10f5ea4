import type { MemberFieldset, MemberResponse } from '@bazaar/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useModuleClient } from '../modules/use-module-client';
import type { QueryHookOptions } from '../options-types';
import { memberMutations, memberQueries } from './member-queries';

const DEFAULT_FIELDSETS: MemberFieldset[] = ['FULL'];

/**
 * The signed-in member's own record (`{ member }`, FULL fieldset unless told otherwise). A visitor gets the
 * server's 404: enable it only for members (`{ enabled: useSession().loggedIn }`).
 *
 * @param fieldsets - which fields (default `['FULL']`)
 * @param options - `useQuery` options
 * @returns the query
 * @example
 * const { loggedIn } = useSession();
 * const { data } = useCurrentMember(undefined, { enabled: loggedIn }); // data.member
 */
export const useCurrentMember = (
  fieldsets: MemberFieldset[] = DEFAULT_FIELDSETS,
  options?: QueryHookOptions<MemberResponse>,
) =>
  useQuery({
    ...memberQueries.queryOptions.getCurrentMember(useModuleClient(memberQueries), { fieldsets }),
    ...options,
  });

/**
 * Updates a member's fields; variables `[id, member]`. Refetches the member afterwards.
 *
 * @returns the mutation
 * @example
 * useUpdateMember().mutate([member._id, { profile: { nickname: 'Ada' } }]);
 */
export const useUpdateMember = () =>
  useMutation(memberMutations.updateMember(useModuleClient(memberQueries)));

/**
 * Changes the signed-in member's slug; variables `[slug]`. A taken slug fails with 409 `SLUG_ALREADY_EXISTS`.
 *
 * @returns the mutation
 */
export const useUpdateCurrentMemberSlug = () =>
  useMutation(memberMutations.updateCurrentMemberSlug(useModuleClient(memberQueries)));

/**
 * Joins the community (public profile); `mutate([])`.
 *
 * @returns the mutation
 */
export const useJoinCommunity = () =>
  useMutation(memberMutations.joinCommunity(useModuleClient(memberQueries)));

/**
 * Leaves the community (private profile); `mutate([])`.
 *
 * @returns the mutation
 */
export const useLeaveCommunity = () =>
  useMutation(memberMutations.leaveCommunity(useModuleClient(memberQueries)));

/**
 * Deletes the signed-in member; `mutate([])`. Then log out (`useLogout`) to clear the browser's tokens.
 *
 * @returns the mutation
 */
export const useDeleteMyMember = () =>
  useMutation(memberMutations.deleteMyMember(useModuleClient(memberQueries)));
