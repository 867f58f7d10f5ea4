import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditTotalsReport } from './edit-totals-report';

const usd = (amount: string) => ({ amount, formattedAmount: `$${amount}` });
const before = {
  priceSummary: { subtotal: usd('100.00'), discount: usd('10.00'), total: usd('90.00') },
  appliedDiscounts: [{ coupon: { code: 'SAVE10' } }],
};

describe('EditTotalsReport', () => {
  it('tabulates the totals before and after, the repriced ones in bold', () => {
    const after = {
      priceSummary: { subtotal: usd('100.00'), discount: usd('20.00'), total: usd('80.00') },
      ...{ appliedDiscounts: before.appliedDiscounts },
    };
    const html = renderToStaticMarkup(
      <EditTotalsReport before={before} after={after} onDismiss={() => {}} />,
    );
    expect(html).toMatch(/^<div role="status"/);
    expect(html).toContain('Order saved: the totals were recalculated');
    expect(html).toContain('<table class="admin-lines" aria-label="Totals after the edit">');
    expect(html).toContain(
      '<tr><th scope="row">Subtotal</th><td class="admin-num">$100.00</td><td class="admin-num">$100.00</td></tr>',
    );
    expect(html).toContain(
      '<tr><th scope="row">Discount</th><td class="admin-num">$10.00</td><td class="admin-num"><strong>$20.00</strong></td></tr>',
    );
    expect(html).toContain(
      '<tr><th scope="row">Total</th><td class="admin-num">$90.00</td><td class="admin-num"><strong>$80.00</strong></td></tr>',
    );
    expect(html).not.toContain('no longer applies');
    expect(html).toContain('aria-label="Dismiss the new totals"');
  });

  it('warns when a coupon stopped applying', () => {
    const after = { priceSummary: { subtotal: usd('20.00'), total: usd('20.00') }, appliedDiscounts: [] };
    const html = renderToStaticMarkup(
      <EditTotalsReport before={before} after={after} onDismiss={() => {}} />,
    );
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('<p>Coupon SAVE10 no longer applies to this order.</p>');
  });
});
