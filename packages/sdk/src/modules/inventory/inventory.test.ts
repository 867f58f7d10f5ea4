import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from '../../auth/api-key-strategy';
import { createClient } from '../../client/create-client';
import { createRecordingFetch, type MockHandler } from '../../testing/recording-fetch';
import { INVENTORY_NAMES, inventory } from './inventory';
import { inventoryCalls } from './inventory-calls';

const setup = (handler: MockHandler = () => ({ json: {} })) => {
  const fetch = createRecordingFetch(handler);
  const client = createClient({
    auth: ApiKeyStrategy({ apiKey: 'key' }),
    fetch,
    baseUrl: 'http://api',
    modules: { inventory },
  });
  return { fetch, api: client.inventory };
};

const wireItem = () => ({
  id: 'i1',
  productId: 'p1',
  trackQuantity: true,
  variants: [{ variantId: 'v1', inStock: true, quantity: 2, availableForPreorder: false }],
  lastUpdated: '2024-02-01T00:00:00.000Z',
  numericId: '1001',
  preorderInfo: { enabled: false },
});
const sdkItem = () => ({
  ...wireItem(),
  id: undefined,
  _id: 'i1',
  lastUpdated: new Date('2024-02-01T00:00:00.000Z'),
});

describe('inventory', () => {
  it('lists exactly the names of its lazily loaded calls', () => {
    expect(INVENTORY_NAMES).toEqual(Object.keys(inventoryCalls));
  });

  it('getInventoryVariants POSTs to the item path with the options and returns {inventoryItem} with Dates', async () => {
    const { fetch, api } = setup(() => ({ json: { inventoryItem: wireItem() } }));
    expect(await api.getInventoryVariants('i1', { productId: 'p1', variantIds: ['v1'] })).toEqual({
      inventoryItem: sdkItem(),
    });
    expect(fetch.requests[0]).toMatchObject({
      method: 'POST',
      path: '/stores-reader/v2/inventoryItems/i1/getVariants',
      json: { inventoryId: 'i1', productId: 'p1', variantIds: ['v1'] },
    });
  });

  it('queryInventory POSTs {query} and converts every item', async () => {
    const { fetch, api } = setup(() => ({
      json: { inventoryItems: [wireItem()], metadata: { items: 1, offset: 0 }, totalResults: 1 },
    }));
    const result = await api.queryInventory({
      query: { filter: '{"productId":"p1"}', paging: { limit: 1 } },
    });
    expect(result).toEqual({
      inventoryItems: [sdkItem()],
      metadata: { items: 1, offset: 0 },
      totalResults: 1,
    });
    expect(fetch.requests[0]).toMatchObject({
      path: '/stores-reader/v2/inventoryItems/query',
      json: { query: { filter: '{"productId":"p1"}', paging: { limit: 1 } } },
    });
  });

  it('decrementInventory, incrementInventory and updateInventoryVariants send their lists and resolve to nothing', async () => {
    const { fetch, api } = setup();
    expect(
      await api.decrementInventory([{ productId: 'p1', variantId: 'v1', decrementBy: 2 }]),
    ).toBeUndefined();
    expect(await api.incrementInventory([{ inventoryId: 'i1', incrementBy: 1 }])).toBeUndefined();
    expect(await api.updateInventoryVariants('p1', { trackQuantity: true, variants: [] })).toBeUndefined();
    expect(fetch.requests.map((request) => [request.method, request.path, request.json])).toEqual([
      [
        'POST',
        '/stores/v2/inventoryItems/decrement',
        { decrementData: [{ productId: 'p1', variantId: 'v1', decrementBy: 2 }] },
      ],
      [
        'POST',
        '/stores/v2/inventoryItems/increment',
        { incrementData: [{ inventoryId: 'i1', incrementBy: 1 }] },
      ],
      [
        'PATCH',
        '/stores/v2/inventoryItems/product/p1',
        { productId: 'p1', inventoryItem: { trackQuantity: true, variants: [] } },
      ],
    ]);
  });
});
