import { Card, DescriptionList, Stack } from '@bazaar/ui';
import type { CheckoutView } from '../modules/checkout/checkout-view';
import { PriceSummaryList } from './price-summary-list';

/**
 * The order summary beside the checkout forms: each line with its total, then the price summary of the pricing
 * engine (subtotal, discount, shipping, tax, fees, total).
 * @param props - the priced checkout
 */
export function OrderSummary({ view }: { view: CheckoutView }) {
  const { totals } = view;
  const summary = totals.priceSummary;
  const calculated = new Map(totals.calculatedLineItems.map((line) => [line.lineItemId, line]));
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
        <PriceSummaryList summary={summary} />
      </Stack>
    </Card>
  );
}
