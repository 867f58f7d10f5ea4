import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.ecom.v1.back_in_stock_notification_request entity (wire names), as the official
// module's event definitions list them.
const BACK_IN_STOCK_NOTIFICATION_REQUEST: ConversionPaths = {
  timestamps: ['createdDate'],
};

/**
 * Back-in-stock notification requests: the events of @wix/ecom `backInStockNotifications`, as data. Mix them
 * into a module object so `createClient` binds the handler registrations: `modules: {
 * backInStockNotifications: { ...backInStockNotifications, ...backInStockNotificationEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { backInStockNotifications: backInStockNotificationEvents } });
 * client.backInStockNotifications.onBackInStockNotificationRequestCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const backInStockNotificationEvents = {
  /** `wix.ecom.v1.back_in_stock_notification_request_created`: handlers get `{ entity, metadata }`. */
  onBackInStockNotificationRequestCreated: createdEvent(
    'wix.ecom.v1.back_in_stock_notification_request',
    BACK_IN_STOCK_NOTIFICATION_REQUEST,
  ),
  /** `wix.ecom.v1.back_in_stock_notification_request_deleted`: handlers get `{ entity?, metadata }`. */
  onBackInStockNotificationRequestDeleted: deletedEvent(
    'wix.ecom.v1.back_in_stock_notification_request',
    BACK_IN_STOCK_NOTIFICATION_REQUEST,
  ),
  /** `wix.ecom.v1.back_in_stock_notification_request_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onBackInStockNotificationRequestUpdated: updatedEvent(
    'wix.ecom.v1.back_in_stock_notification_request',
    BACK_IN_STOCK_NOTIFICATION_REQUEST,
  ),
};
