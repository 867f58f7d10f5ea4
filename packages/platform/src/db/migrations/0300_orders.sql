-- Orders and payments (spec §3 Order / Order transactions, business-rules §1G, §1H, §2, §3).
--
-- An order is kept as its wire document (`doc`, the Order JSON the REST API returns, activities included) plus the
-- columns the shared query language filters, sorts and aggregates on (business-rules 80), so a search page is one
-- indexed SELECT of ready documents. Only the orders service writes these rows: it rebuilds `doc` and the columns
-- together on every change, under a row lock (`SELECT … FOR UPDATE`), so concurrent changes of one order
-- (20 refunds at once) run one after the other.

-- Order numbers: strictly increasing from 10001 (rules 53–54). A sequence never hands out a number twice; a rolled
-- back transaction may leave a gap, which the rules allow.
create sequence order_number_seq start 10001;

create table orders (
  id uuid primary key,
  number bigint not null unique,
  status text not null,
  payment_status text not null,
  fulfillment_status text not null,
  archived boolean not null default false,
  seen_by_a_human boolean not null default false,
  buyer_member_id uuid,
  buyer_visitor_id uuid,
  buyer_contact_id uuid,
  buyer_email text,
  channel_type text not null,
  currency text not null,
  total numeric not null,
  checkout_id uuid,
  -- Line-item fields the search filters on (`lineItems.catalogReference.catalogItemId`, `…productName.original`).
  catalog_item_ids text[] not null default '{}',
  product_names text[] not null default '{}',
  billing_first_name text,
  billing_last_name text,
  shipping_title text,
  tag_ids text[] not null default '{}',
  private_tag_ids text[] not null default '{}',
  doc jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  purchased_at timestamptz,
  -- `settings.orderApprovalStrategy` the order was created with (rule 49): DEFAULT, PAYMENT_RECEIVED,
  -- PAYMENT_METHOD_SAVED. Not part of the wire document.
  approval_strategy text not null default 'DEFAULT'
);
-- Search never returns INITIALIZED orders and hides PENDING/REJECTED unless asked (rule 79): the default sort
-- (newest first) reads off these.
create index orders_newest on orders (created_at desc, id desc);
create index orders_status_newest on orders (status, created_at desc, id desc);
create index orders_member_newest on orders (buyer_member_id, created_at desc, id desc);
create index orders_visitor on orders (buyer_visitor_id);
create index orders_payment_status on orders (payment_status);
create index orders_updated on orders (updated_at);
create index orders_checkout on orders (checkout_id);
create index orders_catalog_items on orders using gin (catalog_item_ids);

-- The order's transactions (rule 83), one row per order, written with the order under the order's row lock.
-- `next_action_at` is the earliest scheduled capture/void of an authorised payment (rule 112), so the scheduled
-- task finds due ones through an index.
create table order_transactions (
  order_id uuid primary key references orders (id) on delete cascade,
  payments jsonb not null default '[]',
  refunds jsonb not null default '[]',
  next_action_at timestamptz
);
create index order_transactions_next_action on order_transactions (next_action_at) where next_action_at is not null;

-- Payment-gateway orders (prepare-payment-collection / create-payment-gateway-order, rules 91–94): an amount to
-- charge for an order. The simulated gateway completes them (`POST /bazaar/v1/payment-gateway-orders/{id}/charge`).
create table payment_gateway_orders (
  id uuid primary key,
  order_id uuid not null references orders (id) on delete cascade,
  amount numeric not null,
  currency text not null,
  -- VOID | CAPTURE when the charge only authorises (delayed capture), with the delay in seconds.
  scheduled_action text,
  delay_seconds integer,
  status text not null default 'OPEN' check (status in ('OPEN', 'CHARGED', 'DECLINED', 'CANCELED')),
  payment_id uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index payment_gateway_orders_order on payment_gateway_orders (order_id);

-- Answers of retried payment calls (an `Idempotency-Key` header on refund, capture, void, manual payment,
-- mark-as-paid): the first answer is kept and replayed. Written under the order's row lock, so a retry racing the
-- first request waits for it and replays its answer.
create table order_idempotency_keys (
  scope text not null,
  key text not null,
  request_hash text not null,
  status integer not null,
  response jsonb not null,
  created_at timestamptz not null,
  primary key (scope, key)
);

-- Orders settings (spec §3 "Orders settings"): one row.
create table orders_settings (
  id integer primary key check (id = 1),
  settings jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
