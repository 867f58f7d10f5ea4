import { Card, DescriptionList, Stack } from '@bazaar/ui';
import type { CheckoutView } from '../modules/checkout/checkout-view';

/**
 * The order summary beside the checkout forms: each line with its total, then the price summary of the pricing
 * engine (subtotal, discount, shipping, tax, fees, total).
 * @param props - the priced checkout
 */
export function OrderSummary({ view }: { view: CheckoutView }) {
  const { totals } = view;
  const summary = totals.priceSummary;
  const calculated = new Map(totals.calculatedLineItems.map((line) => [line.lineItemId, line]));
  const hasFees = Number(summary.additionalFees.amount) > 0;
  return (
    <Card as="section" title="Order summary" style={{ alignSelf: 'start' }}>
      <Stack>
        <DescriptionList
          layout="columns"
          items={view.lines.map(({ line, item, pricing }) => {
            const prices = calculated.get(line.id)?.pricesBreakdown;
            const options = Object.values(item?.choices ?? {}).join(' / ');
            return {
              id: line.id,
              term: `${pricing.name}${options ? ` (${options})` : ''} × ${line.quantity}`,
              description: prices?.lineItemPrice.formattedAmount ?? '',
            };
          })}
        />
        <DescriptionList
          layout="columns"
          items={[
            { term: 'Subtotal', description: summary.subtotal.formattedAmount },
            ...(Number(summary.discount.amount) > 0
              ? [{ term: 'Discount', description: `−${summary.discount.formattedAmount}` }]
              : []),
            { term: 'Shipping', description: summary.shipping.formattedAmount },
            { term: 'Tax', description: summary.tax.formattedAmount },
            ...(hasFees ? [{ term: 'Fees', description: summary.additionalFees.formattedAmount }] : []),
            {
              term: <strong>Total</strong>,
              description: <strong>{summary.total.formattedAmount}</strong>,
              id: 'total',
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
