import {
  Card,
  DataTable,
  DescriptionList,
  EmptyState,
  formatDateTime,
  PageHeader,
  Stack,
  StatusBadge,
} from '@bazaar/ui';
import type { ReactNode } from 'react';
import type { MemberWire } from '../modules/members/member-wire';
import type { Order } from '../modules/orders';
import type { MembersAccountSection } from '../modules/redirects/schema';
import { PriceSummaryList } from './price-summary-list';
import { UiPage } from './ui-page';

/** The tab names, in the order the tabs show. */
const SECTION_LABELS: Record<MembersAccountSection, string> = {
  ACCOUNT_INFO: 'Account',
  ORDERS: 'Orders',
  BOOKINGS: 'Bookings',
  SUBSCRIPTIONS: 'Subscriptions',
  EVENTS: 'Events',
};

// The sections of products this platform does not sell: an honest empty state, not an error.
const NOT_OFFERED: Partial<Record<MembersAccountSection, { title: string; text: string }>> = {
  BOOKINGS: { title: 'No bookings', text: 'This site does not take bookings, so you have none.' },
  SUBSCRIPTIONS: {
    title: 'No subscriptions',
    text: 'This site does not sell pricing plans or subscriptions, so you have none.',
  },
  EVENTS: { title: 'No events', text: 'This site does not sell event tickets, so you have none.' },
};

// The kit styles a selected tab by `aria-selected`; these tabs are links, marked by `aria-current`.
const TAB_LINK_STYLE =
  '.bz-tabs__tab{text-decoration:none}' +
  '.bz-tabs__tab[aria-current="page"]{border-bottom-color:var(--bz-primary);color:var(--bz-primary-text)}';

/** What the account page shows: the member, the section, and its data. */
export interface AccountPageProps {
  styleNonce: string;
  member: MemberWire;
  section: MembersAccountSection;
  /** The URL of a section (or of one order) of this page. */
  linkTo: (section: MembersAccountSection, orderId?: string) => string;
  /** The member's orders (ORDERS). */
  orders?: Order[];
  /** The order opened from the list. */
  order?: Order;
  /** "Back to the site" (the redirect session's post-flow URL). */
  backUrl?: string | undefined;
}

const date = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'none' });
const itemsOf = (order: Order) =>
  order.lineItems.map((line) => `${line.productName.original} × ${line.quantity}`).join(', ');

/**
 * The hosted member account (redirect target `membersAccount`): the sections as tabs that are plain links (no
 * script), the selected one below. Read-only.
 * @param props - the member, the section and its data
 */
export function AccountPage(props: AccountPageProps) {
  return (
    <UiPage title="My account" styleNonce={props.styleNonce} footer="Your account on this site.">
      <style nonce={props.styleNonce}>{TAB_LINK_STYLE}</style>
      <Stack>
        <PageHeader
          title="My account"
          actions={props.backUrl ? <a href={props.backUrl}>Back to the site</a> : undefined}
        />
        <nav aria-label="Account sections" className="bz-tabs">
          <div className="bz-tabs__list">
            {(Object.keys(SECTION_LABELS) as MembersAccountSection[]).map((section) => (
              <a
                key={section}
                className="bz-tabs__tab"
                href={props.linkTo(section)}
                aria-current={section === props.section ? 'page' : undefined}
              >
                {SECTION_LABELS[section]}
              </a>
            ))}
          </div>
        </nav>
        <SectionContent {...props} />
      </Stack>
    </UiPage>
  );
}

function SectionContent(props: AccountPageProps): ReactNode {
  const empty = NOT_OFFERED[props.section];
  if (empty) return <EmptyState title={empty.title} description={empty.text} />;
  if (props.section === 'ORDERS') {
    return props.order ? (
      <OrderDetail order={props.order} allOrders={props.linkTo('ORDERS')} />
    ) : (
      <OrderList orders={props.orders ?? []} linkTo={props.linkTo} />
    );
  }
  return <AccountInfo member={props.member} />;
}

function AccountInfo({ member }: { member: MemberWire }) {
  const name = [member.contact?.firstName, member.contact?.lastName].filter(Boolean).join(' ');
  return (
    <Card as="section" title="Account information">
      <DescriptionList
        items={[
          { term: 'Name', description: name },
          { term: 'Nickname', description: member.profile.nickname ?? '' },
          { term: 'Email', description: member.loginEmail ?? '' },
          { term: 'Profile slug', description: member.profile.slug },
          { term: 'Member since', description: date(member.createdDate) },
          {
            term: 'Community',
            description:
              member.privacyStatus === 'PUBLIC'
                ? 'Public: other members can see your profile'
                : 'Private: only you can see your profile',
          },
          { term: 'Status', description: <StatusBadge status={member.status} /> },
        ]}
      />
    </Card>
  );
}

function OrderList(props: { orders: Order[]; linkTo: AccountPageProps['linkTo'] }) {
  return (
    <DataTable
      caption="Your orders"
      rows={props.orders}
      getRowId={(order) => order.id}
      empty={
        <EmptyState compact title="No orders yet" description="Orders you place on this site show here." />
      }
      columns={[
        {
          key: 'number',
          header: 'Order',
          rowHeader: true,
          cell: (order) => <a href={props.linkTo('ORDERS', order.id)}>#{order.number}</a>,
        },
        { key: 'date', header: 'Date', cell: (order) => date(order.createdDate) },
        { key: 'status', header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
        { key: 'payment', header: 'Payment', cell: (order) => <StatusBadge status={order.paymentStatus} /> },
        { key: 'items', header: 'Items', cell: itemsOf },
        {
          key: 'total',
          header: 'Total',
          align: 'end',
          cell: (order) => order.priceSummary.total.formattedAmount,
        },
      ]}
    />
  );
}

function OrderDetail(props: { order: Order; allOrders: string }) {
  const { order } = props;
  return (
    <Card as="section" title={`Order #${order.number}`} actions={<a href={props.allOrders}>All orders</a>}>
      <Stack>
        <DescriptionList
          items={[
            { term: 'Placed', description: date(order.purchasedDate ?? order.createdDate) },
            { term: 'Status', description: <StatusBadge status={order.status} /> },
            { term: 'Payment', description: <StatusBadge status={order.paymentStatus} /> },
            { term: 'Fulfillment', description: <StatusBadge status={order.fulfillmentStatus} /> },
          ]}
        />
        <DataTable
          caption="Items"
          rows={order.lineItems}
          getRowId={(line) => line.id}
          columns={[
            { key: 'name', header: 'Item', rowHeader: true, cell: (line) => line.productName.original },
            { key: 'quantity', header: 'Quantity', align: 'end', cell: (line) => line.quantity },
            { key: 'price', header: 'Price', align: 'end', cell: (line) => line.price.formattedAmount },
            {
              key: 'total',
              header: 'Total',
              align: 'end',
              cell: (line) => (line.totalPriceAfterTax ?? line.lineItemPrice ?? line.price).formattedAmount,
            },
          ]}
        />
        <PriceSummaryList
          summary={{ ...order.priceSummary, additionalFees: order.priceSummary.totalAdditionalFees }}
        />
      </Stack>
    </Card>
  );
}
