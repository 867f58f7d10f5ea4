import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent } from '../define-event';

// Conversion paths of the wix.badges.v4.badge_assignment entity (wire names), as the official module's event
// definitions list them.
const BADGE_ASSIGNMENT: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate'],
};

/**
 * Badge assignments (v4): the events of @wix/members `badgeAssignments`, as data. Mix them into a module
 * object so `createClient` binds the handler registrations: `modules: { badgeAssignments: {
 * ...badgeAssignments, ...badgeAssignmentEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { badgeAssignments: badgeAssignmentEvents } });
 * client.badgeAssignments.onBadgeAssignmentCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const badgeAssignmentEvents = {
  /** `wix.badges.v4.badge_assignment_created`: handlers get `{ entity, metadata }`. */
  onBadgeAssignmentCreated: createdEvent('wix.badges.v4.badge_assignment', BADGE_ASSIGNMENT),
  /** `wix.badges.v4.badge_assignment_deleted`: handlers get `{ entity?, metadata }`. */
  onBadgeAssignmentDeleted: deletedEvent('wix.badges.v4.badge_assignment', BADGE_ASSIGNMENT),
};
