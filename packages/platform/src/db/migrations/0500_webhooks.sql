-- Webhook delivery (DESIGN.md §4): owners subscribe URLs to event types; a dispatcher fans each outbox event out
-- into one delivery per matching subscription and sends it, signed, with retries. Times come from the injected clock.

-- An owner's subscription: one event type (`wix.ecom.v1.order_created`) or `*` for every type, to one URL.
create table webhook_subscriptions (
  id uuid primary key,
  event_type text not null,
  url text not null,
  -- The member who created it; null for API keys and the command line.
  created_by uuid,
  created_at timestamptz not null,
  -- Deleted subscriptions stay, so their deliveries remain visible.
  deleted_at timestamptz
);
create index webhook_subscriptions_active on webhook_subscriptions (event_type) where deleted_at is null;

-- One event to one subscription. Sent in outbox order per (subscription, entity): a delivery waits while an
-- earlier one for the same entity is still PENDING.
create table webhook_deliveries (
  id uuid primary key,
  -- Listing order (the clock may be frozen, so timestamps tie).
  sequence bigserial not null unique,
  event_position bigint not null references event_outbox (id),
  subscription_id uuid not null references webhook_subscriptions (id),
  url text not null,
  event_type text not null,
  entity_fqdn text not null,
  entity_id text not null,
  status text not null
    constraint webhook_deliveries_status_check check (status in ('PENDING', 'DELIVERED', 'FAILED', 'CANCELED')),
  -- Attempts ever made, and attempts since the last (re)scheduling: the dispatcher gives up at its maximum.
  attempt_count integer not null default 0,
  round_attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  -- A dispatcher sending this delivery holds it until then; past it, another may take over (at least once).
  lease_until timestamptz,
  last_status_code integer,
  last_error text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  delivered_at timestamptz
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at, event_position) where status = 'PENDING';
create index webhook_deliveries_entity_order
  on webhook_deliveries (subscription_id, entity_fqdn, entity_id, event_position) where status = 'PENDING';
create index webhook_deliveries_event on webhook_deliveries (event_position);

-- Every HTTP attempt of a delivery, for owners to see what went wrong.
create table webhook_attempts (
  id bigserial primary key,
  delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
  attempt integer not null,
  attempted_at timestamptz not null,
  duration_ms integer not null,
  status_code integer,
  error text,
  -- DELIVERED, RETRY (scheduled again) or FAILED (gave up).
  outcome text not null
);
create index webhook_attempts_delivery on webhook_attempts (delivery_id, id);

-- Fan-out looks for events not yet handed to subscriptions, and ordering checks the undispatched events of an entity.
create index event_outbox_pending_entity on event_outbox (entity_fqdn, entity_id, id) where dispatched_at is null;

-- Periodic work shared by every platform process (cart abandonment…): one row per task, claimed by one process.
create table scheduled_tasks (
  name text primary key,
  next_run_at timestamptz not null,
  lease_until timestamptz,
  last_run_at timestamptz,
  last_error text
);
