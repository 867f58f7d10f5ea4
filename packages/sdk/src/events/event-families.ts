import { abandonedCheckoutEvents } from './ecom/abandoned-checkout-events';
import { backInStockNotificationEvents } from './ecom/back-in-stock-notification-events';
import { checkoutSettingsEvents } from './ecom/checkout-settings-events';
import { checkoutTemplateEvents } from './ecom/checkout-template-events';
import { currentCartEvents } from './ecom/current-cart-events';
import { discountRuleEvents } from './ecom/discount-rule-events';
import { orderEvents } from './ecom/order-events';
import { orderFulfillmentEvents } from './ecom/order-fulfillment-events';
import { ordersSettingsEvents } from './ecom/orders-settings-events';
import { shippingOptionEvents } from './ecom/shipping-option-events';
import { shippoConfigurationEvents } from './ecom/shippo-configuration-events';
import { subscriptionContractEvents } from './ecom/subscription-contract-events';
import { badgeAssignmentEvents } from './members/badge-assignment-events';
import { badgeEvents } from './members/badge-events';
import { badgeV2Events } from './members/badge-v2-events';
import { memberAboutEvents } from './members/member-about-events';
import { memberEvents } from './members/member-events';
import { memberReportEvents } from './members/member-report-events';
import { abandonedCartEvents } from './stores/abandoned-cart-events';
import { customizationV3Events } from './stores/customization-v3-events';
import { infoSectionV3Events } from './stores/info-section-v3-events';
import { inventoryEvents } from './stores/inventory-events';
import { inventoryItemV3Events } from './stores/inventory-item-v3-events';
import { productEvents } from './stores/product-events';
import { productV3Events } from './stores/product-v3-events';
import { ribbonV3Events } from './stores/ribbon-v3-events';

/**
 * Every event family, keyed by the name of the official module it belongs to (`@wix/ecom` `orders`, `@wix/stores`
 * `productsV3`, …). Handy to register handlers generically or to list the event types the SDK understands.
 */
export const eventFamilies = {
  orders: orderEvents,
  ordersSettings: ordersSettingsEvents,
  shippingOptions: shippingOptionEvents,
  shippoConfigurations: shippoConfigurationEvents,
  discountRules: discountRuleEvents,
  subscriptionContracts: subscriptionContractEvents,
  abandonedCheckouts: abandonedCheckoutEvents,
  backInStockNotifications: backInStockNotificationEvents,
  checkoutSettings: checkoutSettingsEvents,
  checkoutTemplates: checkoutTemplateEvents,
  orderFulfillments: orderFulfillmentEvents,
  currentCart: currentCartEvents,
  badges: badgeEvents,
  badgesV2: badgeV2Events,
  badgeAssignments: badgeAssignmentEvents,
  members: memberEvents,
  membersAbout: memberAboutEvents,
  memberReport: memberReportEvents,
  productsV3: productV3Events,
  customizationsV3: customizationV3Events,
  infoSectionsV3: infoSectionV3Events,
  inventoryItemsV3: inventoryItemV3Events,
  ribbonsV3: ribbonV3Events,
  abandonedCarts: abandonedCartEvents,
  inventory: inventoryEvents,
  products: productEvents,
};
