import type { Order, OrderAddressWithContact } from '@bazaar/sdk';
import { Card, DescriptionList, FormError, PageHeader, Skeleton, Stack, StatusBadge } from '@bazaar/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAdminClient } from '../admin-client';
import { orderQueries } from '../admin-queries';
import { formatDate } from '../format';
import { OrderActivities } from './order-activities';
import { OrderEditCard, type SavedOrderEdit } from './order-edit-card';
import { OrderFulfillments } from './order-fulfillments';
import { OrderPayments } from './order-payments';
import { OrderStatusActions } from './order-status-actions';
import { OrderTags } from './order-tags';

function addressText(info: OrderAddressWithContact | undefined): string {
  if (!info) return '—';
  const contact = info.contactDetails;
  const address = info.address;
  const street =
    address?.addressLine ?? [address?.streetAddress?.number, address?.streetAddress?.name].join(' ');
  return [
    [contact?.firstName, contact?.lastName].filter(Boolean).join(' '),
    street.trim(),
    [address?.postalCode, address?.city].filter(Boolean).join(' '),
    address?.countryFullname ?? address?.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * One order for staff: statuses and actions, line items, fulfillments, addresses, buyer, tags, payments and the
 * activity timeline.
 *
 * @returns the page
 */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const client = useAdminClient();
  const order = useQuery(orderQueries.queryOptions.getOrder(client, orderId));
  const [savedEdit, setSavedEdit] = useState<SavedOrderEdit | null>(null);
  if (order.isPending) return <Skeleton shape="rect" width="100%" height="20rem" />;
  if (order.isError) return <FormError error={order.error} title="Could not load the order" />;
  const data: Order = order.data;
  return (
    <Stack gap={4}>
      <PageHeader
        headingLevel={1}
        eyebrow={<Link to="/admin/orders">Orders</Link>}
        title={`Order #${data.number}`}
        description={`Placed ${formatDate(data.purchasedDate ?? data._createdDate)} · ${data.channelInfo?.type ?? ''}`}
        actions={
          <span className="admin-actions">
            <StatusBadge status={data.status ?? ''} />
            <StatusBadge status={data.paymentStatus ?? ''} />
            <StatusBadge status={data.fulfillmentStatus ?? ''} />
          </span>
        }
      />
      <OrderStatusActions order={data} />
      <div className="admin-grid">
        <Stack gap={4}>
          <Card as="section" title="Items">
            <table className="admin-lines">
              <thead>
                <tr>
                  <th>Product</th>
                  <th className="admin-num">Price</th>
                  <th className="admin-num">Qty</th>
                  <th className="admin-num">Total</th>
                </tr>
              </thead>
              <tbody>
                {(data.lineItems ?? []).map((line) => (
                  <tr key={line._id}>
                    <td>
                      {line.productName?.original}
                      {line.physicalProperties?.sku ? (
                        <span className="admin-reason"> · SKU {line.physicalProperties.sku}</span>
                      ) : null}
                    </td>
                    <td className="admin-num">{line.price?.formattedAmount}</td>
                    <td className="admin-num">{line.quantity}</td>
                    <td className="admin-num">{line.totalPriceAfterTax?.formattedAmount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <DescriptionList
              items={[
                { term: 'Subtotal', description: data.priceSummary?.subtotal?.formattedAmount },
                { term: 'Shipping', description: data.priceSummary?.shipping?.formattedAmount },
                { term: 'Tax', description: data.priceSummary?.tax?.formattedAmount },
                { term: 'Discount', description: data.priceSummary?.discount?.formattedAmount },
                { term: 'Total', description: data.priceSummary?.total?.formattedAmount },
              ]}
            />
          </Card>
          <OrderFulfillments order={data} />
          <OrderPayments order={data} />
          <OrderEditCard
            key={String(data._updatedDate)}
            order={data}
            saved={savedEdit}
            onSaved={setSavedEdit}
          />
          <OrderActivities order={data} />
        </Stack>
        <Stack gap={4}>
          <Card as="section" title="Buyer">
            <DescriptionList
              items={[
                { term: 'Email', description: data.buyerInfo?.email },
                {
                  term: 'Member',
                  description: data.buyerInfo?.memberId ? (
                    <Link to={`/admin/members/${data.buyerInfo.memberId}`}>Member profile</Link>
                  ) : (
                    'Visitor'
                  ),
                },
                { term: 'Note', description: data.buyerNote },
              ]}
            />
          </Card>
          <Card as="section" title="Addresses">
            <DescriptionList
              items={[
                { term: 'Billing', description: addressText(data.billingInfo) },
                { term: 'Shipping', description: addressText(data.recipientInfo) },
                { term: 'Delivery', description: data.shippingInfo?.title },
              ]}
            />
          </Card>
          <OrderTags order={data} />
        </Stack>
      </div>
    </Stack>
  );
}
