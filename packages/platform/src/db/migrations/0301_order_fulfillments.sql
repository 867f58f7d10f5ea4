-- Order fulfillments (`@wix/ecom` orderFulfillments, business-rules 58): the shipments of an order's line items with
-- their tracking info. One row per order that has (or had) fulfillments, holding the list in its wire shape, written
-- only under the order's row lock (`lockOrder`), like `order_transactions`: the order's derived `fulfillmentStatus`
-- and this list always change in the same transaction. An order without a row has no fulfillments.
create table order_fulfillments (
  order_id uuid primary key references orders (id) on delete cascade,
  fulfillments jsonb not null default '[]'
);
