import type { Fulfillment } from '@bazaar/sdk';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderTracking } from './order-tracking';

const shipment = (id: string, trackingInfo?: Fulfillment['trackingInfo']): Fulfillment => ({
  _id: id,
  lineItems: [],
  ...(trackingInfo ? { trackingInfo } : {}),
});

describe('OrderTracking', () => {
  it('lists each tracked shipment: carrier, number and a link to follow the package', () => {
    const html = renderToStaticMarkup(
      <OrderTracking
        fulfillments={[
          shipment('f1', {
            shippingProvider: 'UPS',
            trackingNumber: '1Z999AA1',
            trackingLink: 'https://www.ups.com/track?tracknum=1Z999AA1',
          }),
          shipment('f2', { trackingNumber: 'RIVER-42' }),
          shipment('f3'),
        ]}
      />,
    );
    expect(html).toContain('<section aria-label="Tracking"');
    expect(html).toContain(
      '<li>UPS 1Z999AA1 · <a href="https://www.ups.com/track?tracknum=1Z999AA1" target="_blank" rel="noreferrer noopener">Track your package</a></li>',
    );
    expect(html).toContain('<li>RIVER-42</li>');
    expect(html.match(/<li>/g)).toHaveLength(2);
  });

  it('shows nothing when no shipment has tracking', () => {
    expect(renderToStaticMarkup(<OrderTracking fulfillments={[shipment('f1'), shipment('f2', {})]} />)).toBe(
      '',
    );
  });
});
