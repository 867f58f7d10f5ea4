import type { OrderSearch } from '@bazaar/sdk';

/** What the orders table is narrowed and ordered by (the toolbar's state). */
export interface OrderTableFilters {
  /** An order number, or part of a buyer's email or name. */
  text: string;
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  channel: string;
  /** A tag id the order carries (public or private). */
  tag: string;
  /** Local dates `YYYY-MM-DD`, both inclusive. */
  from: string;
  to: string;
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
}

/** The toolbar's starting state: every order, newest first. */
export const NO_ORDER_FILTERS: OrderTableFilters = {
  text: '',
  status: '',
  paymentStatus: '',
  fulfillmentStatus: '',
  channel: '',
  tag: '',
  from: '',
  to: '',
  sortField: 'createdDate',
  sortOrder: 'DESC',
};

/** How many orders a page of the table shows. */
export const ORDERS_PAGE_SIZE = 20;

const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const nextDayStart = (day: string) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
};

/**
 * The `searchOrders` request of the table's state. A cursor page carries only the cursor: the platform (like the
 * official API) keeps the filter and sort of the first page inside it.
 *
 * @param filters - the toolbar's state
 * @param cursor - the page's cursor (none for the first page)
 * @returns the search
 * @example
 * toOrderSearch({ ...NO_ORDER_FILTERS, text: '10001' }); // filter { number: { $eq: '10001' } }
 */
export function toOrderSearch(filters: OrderTableFilters, cursor?: string): OrderSearch {
  if (cursor) return { cursorPaging: { limit: ORDERS_PAGE_SIZE, cursor } };
  const and: Record<string, unknown>[] = [];
  const text = filters.text.trim();
  if (/^\d+$/.test(text)) and.push({ number: { $eq: text } });
  else if (text) {
    and.push({
      $or: [
        { 'buyerInfo.email': { $contains: text } },
        { 'billingInfo.contactDetails.firstName': { $startsWith: text } },
        { 'billingInfo.contactDetails.lastName': { $startsWith: text } },
      ],
    });
  }
  if (filters.status) and.push({ status: { $eq: filters.status } });
  if (filters.paymentStatus) and.push({ paymentStatus: { $eq: filters.paymentStatus } });
  if (filters.fulfillmentStatus) and.push({ fulfillmentStatus: { $eq: filters.fulfillmentStatus } });
  if (filters.channel) and.push({ 'channelInfo.type': { $eq: filters.channel } });
  if (filters.tag) {
    and.push({
      $or: [
        { 'tags.tags.tagIds': { $hasSome: [filters.tag] } },
        { 'tags.privateTags.tagIds': { $hasSome: [filters.tag] } },
      ],
    });
  }
  if (filters.from) and.push({ createdDate: { $gte: dayStart(filters.from) } });
  if (filters.to) and.push({ createdDate: { $lt: nextDayStart(filters.to) } });
  return {
    ...(and.length ? { filter: and.length === 1 ? and[0] : { $and: and } } : {}),
    sort: [{ fieldName: filters.sortField, order: filters.sortOrder }],
    cursorPaging: { limit: ORDERS_PAGE_SIZE },
  };
}
