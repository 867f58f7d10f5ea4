import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BulkFulfillReport } from './bulk-fulfill-report';

const fulfilled = { orderId: 'a', number: '1001', fulfilled: true, reason: '' };
const refused = {
  orderId: 'b',
  number: '1002',
  fulfilled: false,
  reason: 'A canceled order cannot be fulfilled.',
};

describe('BulkFulfillReport', () => {
  it('lists every order with its outcome and alerts when some were not fulfilled', () => {
    const html = renderToStaticMarkup(
      <BulkFulfillReport outcomes={[fulfilled, refused]} onDismiss={() => {}} />,
    );
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('Marked as fulfilled: 1 of 2 orders');
    expect(html).toContain('<ul aria-label="Fulfillment results"><li>#1001: fulfilled</li>');
    expect(html).toContain('<li>#1002: not fulfilled — A canceled order cannot be fulfilled.</li>');
    expect(html).toContain('aria-label="Dismiss the fulfillment results"');
  });

  it('is a polite status when every order was fulfilled', () => {
    const html = renderToStaticMarkup(<BulkFulfillReport outcomes={[fulfilled]} onDismiss={() => {}} />);
    expect(html).toMatch(/^<div role="status"/);
    expect(html).toContain('Marked as fulfilled: 1 of 1 orders');
  });
});
