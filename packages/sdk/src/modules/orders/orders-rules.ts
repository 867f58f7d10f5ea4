// The argument checks of orders.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const PATH = '/ecom/v1/orders';

/** The checks of `orders` (its staff calls carry theirs: order-writes.ts loads lazily). */
export const ordersRules: ArgumentRules = {
  [`GET ${PATH}/{id}`]: { _id: 'string!' },
  [`POST ${PATH}/search`]: { search: 'object' },
  [`POST ${PATH}/aggregate`]: { aggregation: 'object!' },
};
