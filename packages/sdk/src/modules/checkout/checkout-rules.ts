// The argument checks of checkout.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const PATH = '/ecom/v1/checkouts';
const ID = { _id: 'string!' };

/** The checks of `checkout`. */
export const checkoutRules: ArgumentRules = {
  [`PATCH ${PATH}/{checkout.id}`]: { 'checkout._id': 'string!', couponCode: 'string' },
  [`GET ${PATH}/{id}`]: ID,
  [`POST ${PATH}/{id}/remove-coupon`]: ID,
  [`POST ${PATH}/{id}/create-order`]: ID,
  [`POST ${PATH}/{id}/mark-as-completed`]: ID,
};
