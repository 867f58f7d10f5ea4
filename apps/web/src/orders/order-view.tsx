import type { Order } from '@bazaar/sdk';
import { DescriptionList, Price, ProductImage, StatusBadge } from '@bazaar/ui';
import { totalsRows } from '../cart/cart-math';
import { TotalsList } from '../cart/totals-list';
import { frameImage } from '../lib/image-url';
import { localDate } from '../lib/local-date';

/**
 * An order's lines and totals, for the thank-you page and the account.
 *
 * @param props - the order
 * @returns the view
 */
export function OrderView({ order }: { order: Order }) {
  const currency = order.currency ?? 'USD';
  return (
    <div className="app-order">
      <DescriptionList
        items={[
          { term: 'Order', description: `#${order.number ?? order._id}` },
          ...(order._createdDate ? [{ term: 'Placed', description: localDate(order._createdDate) }] : []),
          ...(order.paymentStatus
            ? [{ term: 'Payment', description: <StatusBadge status={order.paymentStatus} /> }]
            : []),
          ...(order.fulfillmentStatus
            ? [{ term: 'Delivery', description: <StatusBadge status={order.fulfillmentStatus} /> }]
            : []),
        ]}
      />
      <ul className="app-order__lines">
        {(order.lineItems ?? []).map((line) => {
          const image = frameImage(line.image?.url, 128, 128);
          return (
            <li key={line._id} className="app-order__line">
              <ProductImage src={image?.src} alt="" width={64} height={64} aspectRatio="1 / 1" />
              <span className="app-order__line-name">
                {line.productName?.translated ?? line.productName?.original}
                <span className="bz-muted"> × {line.quantity ?? 1}</span>
              </span>
              {(line.totalPriceAfterTax?.amount ?? line.price?.amount) ? (
                <Price
                  amount={line.totalPriceAfterTax?.amount ?? line.price?.amount ?? 0}
                  currency={currency}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {order.priceSummary?.total?.amount ? (
        <TotalsList rows={totalsRows(order, 'Total')} currency={currency} />
      ) : null}
    </div>
  );
}
