import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../testing';
import { type OrderApi, orderApi } from './testing/order-api';

const SETTINGS = '/ecom/v1/orders-settings';
const FQDN = 'wix.ecom.v1.orders_settings';

let platform: TestPlatform;
let staff: OrderApi;
const eventsOfSettings = () =>
  platform.db.query<{ event_type: string; payload: any }>(
    'select event_type, payload from event_outbox where entity_fqdn = $1 order by id',
    [FQDN],
  );

beforeAll(async () => {
  platform = await createTestPlatform();
  staff = orderApi(platform, (await platform.seed.apiKey()).key);
});
afterAll(() => platform.close());

describe('orders settings and orders_settings_updated', () => {
  it('start at the documented defaults, and a change appends the event with the previous values', async () => {
    const initial = await staff('GET', SETTINGS);
    expect(initial.body.ordersSettings).toMatchObject({
      inventoryUpdateTrigger: 'ON_ORDER_PLACED',
      createInvoice: false,
    });
    platform.clock.advance({ minutes: 1 });
    const changed = await staff('PATCH', SETTINGS, { ordersSettings: { createInvoice: true } });
    expect(changed.status).toBe(200);
    expect(changed.body.ordersSettings).toMatchObject({
      createInvoice: true,
      updatedDate: platform.clock.now().toISOString(),
    });
    const events = await eventsOfSettings();
    expect(events.map((event) => event.event_type)).toEqual([`${FQDN}_updated`]);
    expect(events[0]!.payload.updatedEvent).toEqual({
      currentEntity: changed.body.ordersSettings,
      modifiedFields: { createInvoice: false },
    });
  });

  it('append nothing and keep updatedDate when a patch changes nothing', async () => {
    const before = (await staff('GET', SETTINGS)).body.ordersSettings;
    const eventsBefore = (await eventsOfSettings()).length;
    platform.clock.advance({ minutes: 1 });
    for (const patch of [{}, { createInvoice: true }, { inventoryUpdateTrigger: 'ON_ORDER_PLACED' }]) {
      const res = await staff('PATCH', SETTINGS, { ordersSettings: patch });
      expect(res.status).toBe(200);
      expect(res.body.ordersSettings).toEqual(before);
    }
    expect((await staff('GET', SETTINGS)).body.ordersSettings).toEqual(before);
    expect(await eventsOfSettings()).toHaveLength(eventsBefore);
  });

  it('refuse a bad value with a 400 and change nothing', async () => {
    const before = (await staff('GET', SETTINGS)).body.ordersSettings;
    const eventsBefore = (await eventsOfSettings()).length;
    const res = await staff('PATCH', SETTINGS, { ordersSettings: { inventoryUpdateTrigger: 'SOMETIMES' } });
    expect(res.status).toBe(400);
    expect(res.body.details.validationError.fieldViolations[0].field).toBe(
      'ordersSettings.inventoryUpdateTrigger',
    );
    expect((await staff('GET', SETTINGS)).body.ordersSettings).toEqual(before);
    expect(await eventsOfSettings()).toHaveLength(eventsBefore);
  });
});
