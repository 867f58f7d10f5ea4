import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.badges.v4.badge entity (wire names), as the official module's event definitions
// list them.
const BADGE: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate'],
};

/**
 * Badges (v4 entities): the events of @wix/members `badgesV2`, as data. Mix them into a module object so
 * `createClient` binds the handler registrations: `modules: { badgesV2: { ...badgesV2, ...badgeV2Events } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { badgesV2: badgeV2Events } });
 * client.badgesV2.onBadgeCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const badgeV2Events = {
  /** `wix.badges.v4.badge_created`: handlers get `{ entity, metadata }`. */
  onBadgeCreated: createdEvent('wix.badges.v4.badge', BADGE),
  /** `wix.badges.v4.badge_deleted`: handlers get `{ entity?, metadata }`. */
  onBadgeDeleted: deletedEvent('wix.badges.v4.badge', BADGE),
  /** `wix.badges.v4.badge_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onBadgeUpdated: updatedEvent('wix.badges.v4.badge', BADGE),
};
