// The argument checks of current-cart.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const PATH = '/ecom/v1/carts/current';

/** The checks of `currentCart`. */
export const currentCartRules: ArgumentRules = {
  [`PATCH ${PATH}`]: {
    cartInfo: 'object',
    couponCode: 'string',
    lineItems: 'object[]',
    customLineItems: 'object[]',
  },
  [`POST ${PATH}/add-to-cart`]: {
    lineItems: 'object[]',
    'lineItems.catalogReference': 'object!',
    'lineItems.catalogReference.catalogItemId': 'string!',
    'lineItems.quantity': 'number!',
  },
  [`POST ${PATH}/remove-line-items`]: { lineItemIds: 'string[]!' },
  [`POST ${PATH}/update-line-items-quantity`]: {
    lineItems: 'object[]!',
    'lineItems._id': 'string!',
    'lineItems.quantity': 'number!',
  },
  [`POST ${PATH}/create-checkout`]: { channelType: 'string!' },
};
