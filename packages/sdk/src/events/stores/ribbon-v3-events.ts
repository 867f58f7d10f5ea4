import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.stores.catalog.v3.ribbon entity (wire names), as the official module's event
// definitions list them.
const RIBBON: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate'],
};

/**
 * Catalog v3 ribbons: the events of @wix/stores `ribbonsV3`, as data. Mix them into a module object so
 * `createClient` binds the handler registrations: `modules: { ribbonsV3: { ...ribbonsV3, ...ribbonV3Events }
 * }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { ribbonsV3: ribbonV3Events } });
 * client.ribbonsV3.onRibbonCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const ribbonV3Events = {
  /** `wix.stores.catalog.v3.ribbon_created`: handlers get `{ entity, metadata }`. */
  onRibbonCreated: createdEvent('wix.stores.catalog.v3.ribbon', RIBBON),
  /** `wix.stores.catalog.v3.ribbon_deleted`: handlers get `{ entity?, metadata }`. */
  onRibbonDeleted: deletedEvent('wix.stores.catalog.v3.ribbon', RIBBON),
  /** `wix.stores.catalog.v3.ribbon_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onRibbonUpdated: updatedEvent('wix.stores.catalog.v3.ribbon', RIBBON),
};
