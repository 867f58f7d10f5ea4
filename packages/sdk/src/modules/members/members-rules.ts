// The argument checks of members.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const PATH = '/members/v1/members';
const BY_ID = { _id: 'string!' };

/** The checks of `members` (its staff calls carry theirs: member-staff-calls.ts loads lazily). */
export const membersRules: ArgumentRules = {
  [`DELETE ${PATH}/{id}/phones`]: BY_ID,
  [`DELETE ${PATH}/{id}/emails`]: BY_ID,
  [`DELETE ${PATH}/{id}/addresses`]: BY_ID,
  [`PATCH ${PATH}/{member.id}`]: { 'member._id': 'string!' },
  [`POST ${PATH}/my/slug`]: { slug: 'string!' },
  [`POST ${PATH}/{id}/slug`]: { ...BY_ID, slug: 'string!' },
  [`GET ${PATH}/my`]: { fieldsets: 'string[]' },
  [`GET ${PATH}/{id}`]: { ...BY_ID, fieldsets: 'string[]' },
  [`GET ${PATH}`]: { paging: 'object', fieldsets: 'string[]', sorting: 'object[]' },
  [`DELETE ${PATH}/my`]: { contentAssigneeId: 'string' },
};
