import { lazyEvents } from '../lazy-events';
import type { orderEvents } from './order-events';

/**
 * The order events as the `orders` module mixes them in: the names, types and handler registration of
 * {@link orderEvents}, with the envelope paths (order-event-envelopes.ts) loaded with the webhook runtime. A
 * storefront that binds `orders` to list a member's orders never receives an event, and carries only this.
 * `orderEvents` itself stays complete (its definitions' `envelope` is read synchronously, e.g. by the event fixtures
 * test): it cannot share its path lists with the lazy module, because esbuild puts a module that the package's
 * entry reaches statically into the initial load even when only a lazy chunk uses it. Marked pure, so a bundle that
 * binds neither `orders` nor the definitions drops the call.
 */
export const lazyOrderEvents = /* @__PURE__ */ lazyEvents<typeof orderEvents>(
  'wix.ecom.v1.order',
  'approved canceled committed created fulfilled imported imported_order_deleted payment_status_updated updated',
  () => import('./order-event-envelopes').then((module) => module.orderEventEnvelopes),
);
