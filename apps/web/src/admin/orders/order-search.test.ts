import { describe, expect, it } from 'vitest';
import { NO_ORDER_FILTERS, ORDERS_PAGE_SIZE, toOrderSearch } from './order-search';

describe('toOrderSearch', () => {
  it('asks for every order, newest first, without filters', () => {
    expect(toOrderSearch(NO_ORDER_FILTERS)).toEqual({
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      cursorPaging: { limit: ORDERS_PAGE_SIZE },
    });
  });

  it('searches a digit string as an order number and other text in the buyer email and names', () => {
    expect(toOrderSearch({ ...NO_ORDER_FILTERS, text: ' 10001 ' }).filter).toEqual({
      number: { $eq: '10001' },
    });
    expect(toOrderSearch({ ...NO_ORDER_FILTERS, text: 'ada' }).filter).toEqual({
      $or: [
        { 'buyerInfo.email': { $contains: 'ada' } },
        { 'billingInfo.contactDetails.firstName': { $startsWith: 'ada' } },
        { 'billingInfo.contactDetails.lastName': { $startsWith: 'ada' } },
      ],
    });
  });

  it('combines the filters with $and, the date range covering whole local days', () => {
    const search = toOrderSearch({
      ...NO_ORDER_FILTERS,
      status: 'APPROVED',
      paymentStatus: 'PAID',
      channel: 'WEB',
      from: '2026-03-01',
      to: '2026-03-01',
    });
    const start = new Date('2026-03-01T00:00:00');
    const end = new Date('2026-03-02T00:00:00');
    expect(search.filter).toEqual({
      $and: [
        { status: { $eq: 'APPROVED' } },
        { paymentStatus: { $eq: 'PAID' } },
        { 'channelInfo.type': { $eq: 'WEB' } },
        { createdDate: { $gte: start.toISOString() } },
        { createdDate: { $lt: end.toISOString() } },
      ],
    });
  });

  it('sends only the cursor for a later page', () => {
    expect(toOrderSearch({ ...NO_ORDER_FILTERS, status: 'APPROVED' }, 'abc')).toEqual({
      cursorPaging: { limit: ORDERS_PAGE_SIZE, cursor: 'abc' },
    });
  });
});
