// Sample data for the static preview: a few products, orders and activities that exercise every state.

/** A product tile of the preview catalog. */
export interface PreviewProduct {
  id: string;
  name: string;
  price: string;
  compareAt?: string;
  currency: string;
  ribbon?: string;
  hue: number;
  image: boolean;
}

/**
 * A deterministic product illustration as an SVG data URL, so the preview needs no network and no files.
 *
 * @param hue - the base hue of the illustration
 * @returns a data URL of a 600×600 SVG
 */
export function illustration(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 88%)"/>
<stop offset="1" stop-color="hsl(${hue + 40} 60% 72%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="300" cy="270" r="130" fill="hsl(${hue} 55% 45%)" opacity=".85"/>
<rect x="170" y="420" width="260" height="36" rx="18" fill="hsl(${hue} 40% 30%)" opacity=".25"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const products: PreviewProduct[] = [
  { id: 'p1', name: 'Linen shirt', price: '49.00', currency: 'USD', hue: 210, image: true },
  {
    id: 'p2',
    name: 'Ceramic mug',
    price: '15.00',
    compareAt: '20.00',
    currency: 'EUR',
    ribbon: 'Sale',
    hue: 20,
    image: true,
  },
  { id: 'p3', name: 'Field guide', price: '24.50', currency: 'USD', ribbon: 'New', hue: 140, image: true },
  { id: 'p4', name: 'Gift card', price: '100.00', currency: 'USD', hue: 0, image: false },
];

/** An order row of the preview table. */
export interface PreviewOrder {
  id: string;
  number: string;
  date: string;
  customer: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  total: string;
}

export const orders: PreviewOrder[] = [
  {
    id: 'o1',
    number: '10023',
    date: '2026-03-03T14:05:00Z',
    customer: 'Ada Lovelace',
    paymentStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    total: '129.00',
  },
  {
    id: 'o2',
    number: '10022',
    date: '2026-03-02T09:41:00Z',
    customer: 'Grace Hopper',
    paymentStatus: 'PARTIALLY_REFUNDED',
    fulfillmentStatus: 'PARTIALLY_FULFILLED',
    total: '86.50',
  },
  {
    id: 'o3',
    number: '10021',
    date: '2026-03-01T18:12:00Z',
    customer: 'Alan Turing',
    paymentStatus: 'NOT_PAID',
    fulfillmentStatus: 'NOT_FULFILLED',
    total: '12.00',
  },
  {
    id: 'o4',
    number: '10020',
    date: '2026-02-28T11:00:00Z',
    customer: 'Katherine Johnson',
    paymentStatus: 'DECLINED',
    fulfillmentStatus: 'NOT_FULFILLED',
    total: '240.00',
  },
];

export const activities = [
  { id: 'a1', title: 'Order placed', at: '2026-03-02T09:41:00Z', tone: 'accent' as const },
  {
    id: 'a2',
    title: 'Payment received',
    at: '2026-03-02T09:42:00Z',
    tone: 'success' as const,
    description: '$86.50 by card',
  },
  { id: 'a3', title: 'Partially fulfilled', at: '2026-03-03T08:15:00Z', tone: 'warning' as const },
  {
    id: 'a4',
    title: 'Refund of $20.00',
    at: '2026-03-04T16:30:00Z',
    tone: 'info' as const,
    description: 'Mug arrived broken — refunded to the card.',
  },
];
