import { describe, expect, it } from 'vitest';
import type { StaffCaller } from '../back-office-api';
import { offeredMemberActions } from './offered-member-actions';

const OWNER_ID = 'owner-1';
const contributor: StaffCaller = {
  kind: 'member',
  memberId: 'contributor-1',
  role: 'CONTRIBUTOR',
  staff: true,
  owner: false,
  siteOwnerIds: [OWNER_ID],
};
const owner: StaffCaller = { ...contributor, memberId: OWNER_ID, role: 'OWNER', owner: true };

describe('offeredMemberActions', () => {
  it("offers a contributor nothing on the owner's record, and says why", () => {
    expect(offeredMemberActions(contributor, OWNER_ID)).toEqual({
      change: false,
      remove: false,
      reason: "This is the site owner's record: only the owner can change it.",
    });
  });

  it('offers the owner changes to their own record but not block, disconnect or delete', () => {
    expect(offeredMemberActions(owner, OWNER_ID)).toMatchObject({ change: true, remove: false });
  });

  it('offers everything on other members, and while the caller is still loading', () => {
    for (const caller of [contributor, owner, undefined]) {
      expect(offeredMemberActions(caller, 'member-1')).toEqual({ change: true, remove: true });
    }
  });
});
