import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.members.v1.member entity (wire names), as the official module's event
// definitions list them.
const MEMBER: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate', 'lastLoginDate'],
};

/**
 * Members: the events of @wix/members `members`, as data. Mix them into a module object so `createClient`
 * binds the handler registrations: `modules: { members: { ...members, ...memberEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { members: memberEvents } });
 * client.members.onMemberCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const memberEvents = {
  /** `wix.members.v1.member_created`: handlers get `{ entity, metadata }`. */
  onMemberCreated: createdEvent('wix.members.v1.member', MEMBER),
  /** `wix.members.v1.member_deleted`: handlers get `{ entity?, metadata }`. */
  onMemberDeleted: deletedEvent('wix.members.v1.member', MEMBER),
  /** `wix.members.v1.member_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onMemberUpdated: updatedEvent('wix.members.v1.member', MEMBER),
};
