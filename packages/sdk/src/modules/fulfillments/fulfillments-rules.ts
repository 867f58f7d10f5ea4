// The argument checks of fulfillments.ts's read endpoints, by endpoint key: apart from the table, so they load with
// the failure path (argument-rules.ts) and not up front. The writes (fulfillment-writes.ts) keep theirs inline.
import type { ArgumentRules } from '../endpoint';

const PATH = '/ecom/v1/fulfillments';

/** The checks of `orderFulfillments`' reads. */
export const orderFulfillmentsRules: ArgumentRules = {
  [`GET ${PATH}/orders/{orderId}`]: { orderId: 'string!' },
  [`POST ${PATH}/list-by-ids`]: { orderIds: 'string[]!' },
};
