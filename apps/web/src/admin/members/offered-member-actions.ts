import type { StaffCaller } from '../back-office-api';

/** Which staff actions the member page offers on one member, and why some are not offered. */
export interface OfferedMemberActions {
  /** Approve / unblock, mute and unmute. */
  change: boolean;
  /** Block, disconnect and delete. */
  remove: boolean;
  /** Shown beside the actions when some are missing or disabled. */
  reason?: string;
}

/**
 * The actions to offer, matching what the platform allows: no one blocks, disconnects or deletes a site owner, and
 * only an owner (or an API key) changes an owner's record — a contributor would only get 403 PERMISSION_DENIED.
 * @param caller - the signed-in staff caller (undefined while loading: everything offered, the platform decides)
 * @param memberId - the member shown
 */
export function offeredMemberActions(
  caller: StaffCaller | undefined,
  memberId: string,
): OfferedMemberActions {
  if (!caller?.siteOwnerIds?.includes(memberId)) return { change: true, remove: true };
  if (caller.owner) {
    return {
      change: true,
      remove: false,
      reason: 'A site owner cannot be blocked, disconnected or deleted.',
    };
  }
  return {
    change: false,
    remove: false,
    reason: "This is the site owner's record: only the owner can change it.",
  };
}
