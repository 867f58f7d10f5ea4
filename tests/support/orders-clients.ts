import type { TestPlatform } from '@bazaar/platform/testing';
import {
  ApiKeyStrategy as BazaarApiKeyStrategy,
  OAuthStrategy as BazaarOAuthStrategy,
  orderFulfillments as bazaarOrderFulfillments,
  orders as bazaarOrders,
  orderTransactions as bazaarOrderTransactions,
  paymentsCollector as bazaarPaymentsCollector,
  createClient as createBazaarClient,
} from '@bazaar/sdk';
import { orderFulfillments, orders, orderTransactions } from '@wix/ecom';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { bazaarTransport, memberSession } from './member-session';
import { createRewritingFetch } from './rewrite-fetch';

type AnyFunction = (...args: any[]) => any;

/**
 * The order modules of one client, bound to one caller. Our SDK keeps the official names and argument shapes; the
 * official client has the payments-collector calls on its `orders` module (at run time, some untyped), so for it
 * `paymentsCollector` is that same module. Scenarios see the shared surface loosely typed.
 */
export interface OrderModules {
  orders: Record<(typeof ORDERS_FUNCTIONS)[number], AnyFunction>;
  paymentsCollector: Record<(typeof PAYMENTS_COLLECTOR_FUNCTIONS)[number], AnyFunction>;
  orderTransactions: Record<
    'listTransactionsForSingleOrder' | 'listTransactionsForMultipleOrders' | 'addPayments',
    AnyFunction
  >;
  orderFulfillments: Record<(typeof FULFILLMENTS_FUNCTIONS)[number], AnyFunction>;
}

/** The order fulfillment calls every client has (`@wix/ecom` `orderFulfillments`). */
export const FULFILLMENTS_FUNCTIONS = [
  'listFulfillmentsForSingleOrder',
  'listFulfillmentsForMultipleOrders',
  'createFulfillment',
  'updateFulfillment',
  'deleteFulfillment',
  'bulkCreateFulfillments',
] as const;

/** The order calls every client has (spec §7 "Orders", endpoints.md rows 25–38; commitDeltas is ours only). */
export const ORDERS_FUNCTIONS = [
  'getOrder',
  'searchOrders',
  'createOrder',
  'updateOrder',
  'bulkUpdateOrders',
  'updateOrderLineItem',
  'addActivity',
  'addActivities',
  'updateActivity',
  'deleteActivity',
  'cancelOrder',
  'updateOrderStatus',
  'aggregateOrders',
  'bulkUpdateOrderTags',
] as const;

/** The payments-collector calls every client has (endpoints.md rows 39–49). */
export const PAYMENTS_COLLECTOR_FUNCTIONS = [
  'preparePaymentCollection',
  'getPaymentCollectabilityStatus',
  'recordManuallyCollectedPayment',
  'paymentCollectionMarkOrderAsPaid',
  'paymentCollectionBulkMarkOrdersAsPaid',
  'getRefundabilityStatus',
  'paymentCollectionCreatePaymentGatewayOrder',
  'chargeMemberships',
  'triggerRefund',
  'voidAuthorizedPayments',
  'captureAuthorizedPayments',
] as const;

/** The callers an orders scenario needs. */
export interface OrderCallers {
  staff: OrderModules;
  /** A plain member (not staff). */
  member: OrderModules;
}

/** What a factory gets. */
export interface OrderClientContext {
  platform: TestPlatform;
  baseUrl: string;
  fetcher: typeof fetch;
  apiKey: string;
  memberTokens: { accessToken: string; refreshToken: string };
}

/** A client under test. */
export interface OrderClientFactory {
  name: string;
  create(context: OrderClientContext): OrderCallers;
}

function bazaarFactory(name: string, inProcess: boolean): OrderClientFactory {
  return {
    name,
    create({ platform, baseUrl, apiKey, memberTokens }) {
      const transport = bazaarTransport(platform, baseUrl, inProcess);
      const modules = {
        orders: bazaarOrders,
        paymentsCollector: bazaarPaymentsCollector,
        orderTransactions: bazaarOrderTransactions,
        orderFulfillments: bazaarOrderFulfillments,
      };
      const clientId = platform.clientId;
      return {
        staff: createBazaarClient({ ...transport, modules, auth: BazaarApiKeyStrategy({ apiKey }) }),
        member: createBazaarClient({
          ...transport,
          modules,
          auth: BazaarOAuthStrategy({ clientId, tokens: memberSession(memberTokens) }),
        }),
      } as unknown as OrderCallers;
    },
  };
}

const officialFactory: OrderClientFactory = {
  name: 'official @wix/ecom',
  create({ platform, baseUrl, fetcher, apiKey, memberTokens }) {
    const fetch = createRewritingFetch(baseUrl, fetcher);
    const modules = { orders, orderTransactions, orderFulfillments };
    const clientId = platform.clientId;
    const bind = (client: { orders: unknown; orderTransactions: unknown; orderFulfillments: unknown }) =>
      ({
        orders: client.orders,
        paymentsCollector: client.orders,
        orderTransactions: client.orderTransactions,
        orderFulfillments: client.orderFulfillments,
      }) as OrderModules;
    return {
      staff: bind(createClient({ modules, auth: ApiKeyStrategy({ apiKey, siteId: 'local-site' }), fetch })),
      member: bind(
        createClient({
          modules,
          auth: OAuthStrategy({ clientId, tokens: memberSession(memberTokens) as never }),
          fetch,
        }),
      ),
    };
  },
};

/** Every client the orders contract runs with. */
export const ORDER_CLIENTS: OrderClientFactory[] = [
  bazaarFactory('@bazaar/sdk over HTTP', false),
  bazaarFactory('@bazaar/sdk in process', true),
  officialFactory,
];

/**
 * The factory's callers, made on the first call and kept: a `describe.each` body runs before the file's `beforeAll`
 * has started the server, so the context is read only once a test asks for a client.
 * @param factory - the client under test
 * @param context - the context, read on the first call
 */
export function lazyOrderCallers(
  factory: OrderClientFactory,
  context: () => OrderClientContext,
): () => OrderCallers {
  let callers: OrderCallers | undefined;
  return () => {
    callers ??= factory.create(context());
    return callers;
  };
}
