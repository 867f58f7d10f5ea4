import { actionEvent } from '../define-event';

/**
 * Badge assignment (badges v3): the events of @wix/members `badges`, as data. Mix them into a module object
 * so `createClient` binds the handler registrations: `modules: { badges: { ...badges, ...badgeEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { badges: badgeEvents } });
 * client.badges.onBadgeAssigned((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const badgeEvents = {
  /** `wix.badges.v3.badge_badge_assigned` (action): handlers get `{ data, metadata }`. */
  onBadgeAssigned: actionEvent('wix.badges.v3.badge', 'badge_assigned'),
  /** `wix.badges.v3.badge_badge_unassigned` (action): handlers get `{ data, metadata }`. */
  onBadgeUnassigned: actionEvent('wix.badges.v3.badge', 'badge_unassigned'),
};
