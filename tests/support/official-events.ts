import * as ecom from '@wix/ecom';
import * as members from '@wix/members';
import { AppStrategy, createClient } from '@wix/sdk';
import * as stores from '@wix/stores';

/**
 * The official modules each Bazaar event family belongs to, keyed like `eventFamilies` (the official module names),
 * so one table drives both clients.
 */
export const OFFICIAL_EVENT_MODULES = {
  orders: ecom.orders,
  ordersSettings: ecom.ordersSettings,
  shippingOptions: ecom.shippingOptions,
  shippoConfigurations: ecom.shippoConfigurations,
  discountRules: ecom.discountRules,
  subscriptionContracts: ecom.subscriptionContracts,
  abandonedCheckouts: ecom.abandonedCheckouts,
  backInStockNotifications: ecom.backInStockNotifications,
  checkoutSettings: ecom.checkoutSettings,
  checkoutTemplates: ecom.checkoutTemplates,
  orderFulfillments: ecom.orderFulfillments,
  currentCart: ecom.currentCart,
  badges: members.badges,
  badgesV2: members.badgesV2,
  badgeAssignments: members.badgeAssignments,
  members: members.members,
  membersAbout: members.membersAbout,
  memberReport: members.memberReport,
  productsV3: stores.productsV3,
  customizationsV3: stores.customizationsV3,
  infoSectionsV3: stores.infoSectionsV3,
  inventoryItemsV3: stores.inventoryItemsV3,
  ribbonsV3: stores.ribbonsV3,
  abandonedCarts: stores.abandonedCarts,
  inventory: stores.inventory,
  products: stores.products,
} as const;

/** What a handler got, and which handler it was. */
export interface HandledEvent {
  family: string;
  handler: string;
  envelope: any;
}

/**
 * An official webhook receiver (`@wix/sdk` `AppStrategy({ appId, publicKey })` + `webhooks.process`) with a recording
 * handler on every event of the given families.
 * @param publicKey - the platform's webhook public key
 * @param handlers - family → handler names to register (e.g. `{ orders: ['onOrderCreated'] }`)
 * @param appId - the app id
 */
export function createOfficialReceiverClient(
  publicKey: string,
  handlers: Record<string, string[]>,
  appId = 'bazaar-app',
): { process(body: string): Promise<unknown>; seen: HandledEvent[] } {
  const modules = Object.fromEntries(
    Object.keys(handlers).map((family) => [
      family,
      OFFICIAL_EVENT_MODULES[family as keyof typeof OFFICIAL_EVENT_MODULES],
    ]),
  );
  const client: any = createClient({ auth: AppStrategy({ appId, publicKey }), modules });
  const seen: HandledEvent[] = [];
  for (const [family, names] of Object.entries(handlers))
    for (const handler of names) {
      const register = client[family][handler];
      if (typeof register !== 'function') throw new Error(`official ${family}.${handler} is not an event`);
      register((envelope: unknown) => {
        seen.push({ family, handler, envelope });
      });
    }
  return { process: (body) => client.webhooks.process(body), seen };
}
