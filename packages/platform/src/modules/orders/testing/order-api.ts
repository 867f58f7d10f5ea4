/**
 * A tiny HTTP client for the orders and payments tests: JSON in, `{status, body}` out, through the platform's own
 * `app.request` (no network).
 */
import type { TestPlatform } from '../../../testing';
import { sampleOrder } from './sample-order';

/** An answer. */
export interface ApiAnswer {
  status: number;
  body: any;
}

/** Calls the platform as one caller (an API key or an access token). */
export type OrderApi = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<ApiAnswer>;

/**
 * A caller bound to one credential.
 * @param platform - the test platform
 * @param authorization - an API key or access token (none: anonymous)
 */
export function orderApi(platform: TestPlatform, authorization?: string): OrderApi {
  return async (method, path, body, headers = {}) => {
    const res = await platform.request(path, {
      method,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: await res.json() };
  };
}

/**
 * Creates an order through `POST /ecom/v1/orders` and returns it.
 * @param api - a staff caller
 * @param options - options of {@link sampleOrder}
 */
export async function placeOrder(api: OrderApi, options: Parameters<typeof sampleOrder>[0] = {}) {
  const res = await api('POST', '/ecom/v1/orders', { order: sampleOrder(options) });
  if (res.status !== 200) throw new Error(`createOrder answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.order;
}
