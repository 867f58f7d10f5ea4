/**
 * What the orders and payments test files share: one test platform per file (made before its tests, closed after
 * them) and a staff caller on its seeded API key. Call it once at the top of the file.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from '../../../testing';
import { type OrderApi, orderApi } from './order-api';

/** The file's platform and its staff caller. */
export interface OrdersTestBed {
  /** The platform (there from the file's first test on). */
  readonly platform: TestPlatform;
  /** Calls the platform as staff (the seeded API key); usable as soon as the file's tests run. */
  staff: OrderApi;
}

/**
 * Registers the file's platform: made in `beforeAll` (the clock at 2024-05-01 10:00 UTC unless told otherwise),
 * closed in `afterAll`.
 * @param options - platform options
 * @example const bed = ordersTestBed(); const { staff } = bed; // then placeOrder(staff, …), bed.platform.db
 */
export function ordersTestBed(
  options: TestPlatformOptions = { now: '2024-05-01T10:00:00.000Z' },
): OrdersTestBed {
  let platform: TestPlatform | undefined;
  let api: OrderApi | undefined;
  beforeAll(async () => {
    platform = await createTestPlatform(options);
    api = orderApi(platform, (await platform.seed.apiKey()).key);
  });
  afterAll(() => platform?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('ordersTestBed: used before the file’s tests started');
    return value;
  };
  return {
    get platform() {
      return started(platform);
    },
    staff: (method, path, body, headers) => started(api)(method, path, body, headers),
  };
}
