import { DescriptionList } from '@bazaar/ui';

/** A money amount as the pricing engine and orders carry it. */
interface Amount {
  amount: string;
  formattedAmount: string;
}

/** The totals of a checkout or an order. */
export interface PriceSummaryAmounts {
  subtotal: Amount;
  discount: Amount;
  shipping: Amount;
  tax: Amount;
  total: Amount;
  /** Shown only when above zero. */
  additionalFees?: Amount | undefined;
}

/**
 * Subtotal, discount (when there is one), shipping, tax, fees (when there are any) and the total in bold: the
 * totals block of the checkout's order summary and of an order in the member account.
 * @param props - the amounts
 */
export function PriceSummaryList({ summary }: { summary: PriceSummaryAmounts }) {
  const fees = summary.additionalFees;
  return (
    <DescriptionList
      layout="columns"
      items={[
        { term: 'Subtotal', description: summary.subtotal.formattedAmount },
        ...(Number(summary.discount.amount) > 0
          ? [{ term: 'Discount', description: `−${summary.discount.formattedAmount}` }]
          : []),
        { term: 'Shipping', description: summary.shipping.formattedAmount },
        { term: 'Tax', description: summary.tax.formattedAmount },
        ...(fees && Number(fees.amount) > 0 ? [{ term: 'Fees', description: fees.formattedAmount }] : []),
        {
          term: <strong>Total</strong>,
          description: <strong>{summary.total.formattedAmount}</strong>,
          id: 'total',
        },
      ]}
    />
  );
}
