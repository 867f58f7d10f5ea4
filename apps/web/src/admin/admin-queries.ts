import { createModuleQueries } from '@bazaar/react';
import {
  collections,
  inventory,
  members,
  orderEvents,
  orders,
  orderTransactions,
  paymentsCollector,
  products,
} from '@bazaar/sdk';
import { backOffice } from './back-office-api';

// Query and mutation factories of the modules the back office uses, with the stable keys
// ['bazaar', module, fn, args]: pages invalidate a whole module after a change.

// The orders module carries its webhook event definitions (`onOrderApproved`…); query factories take calls only.
const orderCalls = Object.fromEntries(
  Object.entries(orders).filter(([name]) => !(name in orderEvents)),
) as Omit<typeof orders, keyof typeof orderEvents>;

/** Orders. */
export const orderQueries = createModuleQueries('orders', orderCalls);
/** Payments and refunds of orders. */
export const transactionQueries = createModuleQueries('orderTransactions', orderTransactions);
/** Fulfillments (shipments and tracking) of orders: the same factories the account's tracking uses. */
export { fulfillmentQueries } from '@bazaar/react';
/** Collecting, capturing, voiding and refunding payments. */
export const collectorQueries = createModuleQueries('paymentsCollector', paymentsCollector);
/** Members, as staff see them. */
export const memberAdminQueries = createModuleQueries('members', members);
/** Products and collections writes. */
export const productAdminQueries = createModuleQueries('products', products);
/** Collections reads (writes are in the products module). */
export const collectionAdminQueries = createModuleQueries('collections', collections);
/** Stock: set per variant, or adjusted by a number of units so that sales made meanwhile are kept. */
export const inventoryQueries = createModuleQueries('inventory', inventory);
/** Bazaar's own calls: the caller, jobs, webhooks. */
export const backOfficeQueries = createModuleQueries('backOffice', backOffice);
