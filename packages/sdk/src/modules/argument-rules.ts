// The argument checks of the SDK's tables that load up front, found by endpoint key. Only the failure path imports
// this (errors/argument-checks.ts), and no table imports it or the `*-rules.ts` files: esbuild puts a module that
// both the package index and a lazy chunk reach into an initial chunk, so the checks would load up front again.
// They are only needed when the server refuses a call. The lazily loaded tables (member-staff-calls.ts,
// order-writes.ts, product-writes.ts) keep theirs inline: they are already out of the initial bundle, and here they
// would grow the failure path of every page, storefronts included, with calls only staff make.
import { authenticationRules } from './authentication/authentication-rules';
import { checkoutRules } from './checkout/checkout-rules';
import { collectionsRules } from './collections/collections-rules';
import { currentCartRules } from './current-cart/current-cart-rules';
import type { ArgumentRules, EndpointDescriptor, ParamRules } from './endpoint';
import { orderFulfillmentsRules } from './fulfillments/fulfillments-rules';
import { membersRules } from './members/members-rules';
import { orderTransactionsRules } from './order-transactions/order-transactions-rules';
import { ordersRules } from './orders/orders-rules';
import { paymentsCollectorRules } from './payments-collector/payments-collector-rules';
import { productsRules } from './products/products-rules';
import { recoveryRules } from './recovery/recovery-rules';
import { verificationRules } from './verification/verification-rules';

/** Every rules file's checks, by endpoint key (argument-rules.test.ts checks that no key is in two files). */
export const ARGUMENT_RULES: ArgumentRules = {
  ...authenticationRules,
  ...checkoutRules,
  ...collectionsRules,
  ...currentCartRules,
  ...orderFulfillmentsRules,
  ...membersRules,
  ...orderTransactionsRules,
  ...ordersRules,
  ...paymentsCollectorRules,
  ...productsRules,
  ...recoveryRules,
  ...verificationRules,
};

/**
 * The checks of an endpoint: its own `params` when it has them (a descriptor of a lazily loaded table, or an app's),
 * else those of its key (`${method} ${path}`) in the rules files. The key names the API call, not the function: the
 * checks are on the request's fields (SDK names), which any descriptor of that method and path sends.
 *
 * @param descriptor - the endpoint
 * @returns its checks, or nothing when it has none
 */
export const rulesOf = (descriptor: EndpointDescriptor): ParamRules | undefined =>
  descriptor.params ?? ARGUMENT_RULES[`${descriptor.method} ${descriptor.path}`];
