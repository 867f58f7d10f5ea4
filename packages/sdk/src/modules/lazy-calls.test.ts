import { describe, expect, it, vi } from 'vitest';
import type { ModuleContext } from '../client/create-client';
import { ConnectionError } from '../errors/bazaar-error';
import { collections } from './collections/collections';
import { endpoint } from './endpoint';
import { lazyCalls } from './lazy-calls';
import { memberStaffCalls } from './members/member-staff-calls';
import { STAFF_NAMES } from './members/members';
import { orderPaths } from './orders/order-paths';
import { orderWrites } from './orders/order-writes';
import { WRITE_NAMES as ORDER_WRITE_NAMES } from './orders/orders';
import { collectionReads, productReads } from './products/catalog-reads';
import { productWrites } from './products/product-writes';
import { products } from './products/products';

const later = {
  remove: endpoint<(_id: string) => Promise<void>>({ method: 'DELETE', path: '/things/{id}', args: ['_id'] }),
  rename: (({ invoke }: ModuleContext) =>
    (_id: string, name: string) =>
      invoke({ method: 'PATCH', path: '/things/{id}', args: ['...thing'] }, [{ _id, name }])) as (
    context: ModuleContext,
  ) => (_id: string, name: string) => Promise<unknown>,
};

const context = () => {
  const invoke = vi.fn(async (..._args: unknown[]) => 'answer');
  return { invoke, fetchWithAuth: vi.fn() } as unknown as ModuleContext & { invoke: typeof invoke };
};

describe('lazyCalls', () => {
  it('binds every name at once and loads the entries on the first call, endpoints and binders alike', async () => {
    const load = vi.fn(async () => later);
    const calls = lazyCalls<typeof later>(['remove', 'rename'], load);
    const ctx = context();
    const remove = calls.remove(ctx);
    const rename = calls.rename(ctx);
    expect(load).not.toHaveBeenCalled();

    await expect(remove('t1', { timeoutMs: 5 })).resolves.toBe('answer');
    expect(ctx.invoke).toHaveBeenLastCalledWith(later.remove, ['t1', { timeoutMs: 5 }]);
    await expect(rename('t1', 'new')).resolves.toBe('answer');
    expect(ctx.invoke).toHaveBeenLastCalledWith(expect.objectContaining({ method: 'PATCH' }), [
      { _id: 't1', name: 'new' },
    ]);
  });

  it('rejects the call with a ConnectionError when the entries cannot be loaded (offline), and loads again on the next call', async () => {
    const gone = new TypeError('chunk gone');
    const load = vi.fn().mockRejectedValueOnce(gone).mockResolvedValue(later);
    const remove = lazyCalls<typeof later>(['remove', 'rename'], load).remove(context());
    const error = await remove('t1').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({
      message: 'System error occurred: NETWORK_ERROR',
      code: 'NETWORK_ERROR',
      cause: gone,
      details: { requestId: undefined },
    });
    await expect(remove('t1')).resolves.toBe('answer');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('products binds its lazily loaded reads and writes by exactly their names, in order, after the up-front calls', () => {
    const writes = productWrites({ timestamps: [], floats: [] });
    expect(Object.keys(products)).toEqual([
      'queryProducts',
      'getProduct',
      'getProductOptionsAvailability',
      ...Object.keys(productReads),
      ...Object.keys(writes),
    ]);
  });

  it('collections binds its lazily loaded reads by exactly their names, after the query', () => {
    expect(Object.keys(collections)).toEqual(['queryCollections', ...Object.keys(collectionReads)]);
  });

  it('orders lists exactly the names of its lazily loaded calls, in order', () => {
    expect(ORDER_WRITE_NAMES).toEqual(Object.keys(orderWrites(orderPaths)));
  });

  it('members lists exactly the names of its lazily loaded staff calls, in order', () => {
    expect(STAFF_NAMES).toEqual(Object.keys(memberStaffCalls({ timestamps: [] })));
  });
});
