/**
 * The orders module's API for other platform modules — above all the checkout, which places orders through
 * {@link createOrder} and records further payment attempts through {@link recordPayment}. See README.md
 * ("For the checkout").
 */

export {
  type PaymentAttempt,
  recordPayment,
} from '../payments/record-payment';
export type { OrderTransactions, Payment, Refund } from '../payments/transaction-types';
export { type CreatedOrder, type CreateOrderInput, createOrder, ValidNewOrder } from './create-order';
export { orderActor } from './order-events';
export type { NewOrder } from './order-schema';
export { findOrder, orderNotFound } from './order-store';
export type {
  FulfillmentStatus,
  Order,
  OrderActivity,
  OrderCreationSettings,
  OrderLineItem,
  OrderStatus,
  PaymentStatus,
  Price,
} from './order-types';
