-- Cart and checkout (business-rules §1A–1G): current carts, checkouts made from them, the store's pricing
-- configuration (shipping, tax, fees) and coupons with their redemptions.
--
-- A cart and a checkout are kept as their writable state (`state`, jsonb, written only by the cart and checkout
-- services): line items reference catalog items and are priced from the catalog on every read, never from here.

create table carts (
  id uuid primary key,
  -- The buyer: a visitor (anonymous token) or a member (business-rules rule 1).
  owner_kind text not null constraint carts_owner_kind_check check (owner_kind in ('visitor', 'member')),
  owner_id uuid not null,
  -- ACTIVE = the buyer's current cart; COMPLETED = an order was placed from it (rule 8).
  status text not null default 'ACTIVE' constraint carts_status_check check (status in ('ACTIVE', 'COMPLETED')),
  -- Incremented by every change (rule 6); also what serialises parallel changes (the row is locked first).
  revision bigint not null,
  state jsonb not null,
  checkout_id uuid,
  purchase_flow_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- Cart abandonment (spec §4 "Abandoned checkout and cart status"): set by the scheduled task, once per cart.
  abandoned_at timestamptz,
  recovered_at timestamptz,
  completed_at timestamptz
);
-- One current cart per buyer; the first add of two parallel ones wins the insert, the other locks the row.
create unique index carts_current on carts (owner_kind, owner_id) where status = 'ACTIVE';
create index carts_untouched on carts (updated_at) where status = 'ACTIVE' and abandoned_at is null;

create table checkouts (
  id uuid primary key,
  -- The cart it was made from; creating it again updates it (rule 40, `carts.checkout_id`).
  cart_id uuid,
  owner_kind text not null constraint checkouts_owner_kind_check check (owner_kind in ('visitor', 'member')),
  owner_id uuid not null,
  revision bigint not null,
  state jsonb not null,
  channel_type text not null,
  completed boolean not null default false,
  -- The order placed from this checkout (at most one).
  order_id uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index checkouts_owner on checkouts (owner_kind, owner_id);

-- The store's pricing configuration (checkout/pricing `StorePricingConfig` without its coupons), one row.
create table store_pricing (
  id text primary key constraint store_pricing_single check (id = 'store'),
  config jsonb not null,
  updated_at timestamptz not null
);

-- Coupons (`CouponDefinition`); codes are matched case-insensitively.
create table store_coupons (
  id uuid primary key,
  code text not null,
  definition jsonb not null,
  created_at timestamptz not null
);
create unique index store_coupons_code on store_coupons (upper(code));

-- One row per order that used a coupon (rule 35's usage limits count these).
create table coupon_redemptions (
  id bigserial primary key,
  coupon_id uuid not null references store_coupons (id) on delete cascade,
  -- Who redeemed it, for the per-customer limit: a later buyer matching any of these is the same customer.
  member_id uuid,
  visitor_id uuid,
  email text,
  checkout_id uuid not null,
  order_id uuid not null,
  redeemed_at timestamptz not null
);
create index coupon_redemptions_coupon on coupon_redemptions (coupon_id);
