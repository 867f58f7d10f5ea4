-- Core tables shared by every module: settings, the event outbox, signing keys and the mail outbox.

create table platform_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

-- Every state change appends its event here in the same transaction (DESIGN.md §4); delivery comes later.
create table event_outbox (
  id bigserial primary key,
  event_id uuid not null unique,
  event_type text not null,
  entity_fqdn text not null,
  entity_id text not null,
  slug text not null,
  payload jsonb not null,
  actor jsonb,
  occurred_at timestamptz not null,
  dispatched_at timestamptz
);
create index event_outbox_entity on event_outbox (entity_fqdn, entity_id, id);
create index event_outbox_pending on event_outbox (id) where dispatched_at is null;

-- RS256 keys for access tokens; shared by every instance on one database.
create table signing_keys (
  kid text primary key,
  private_key_pem text not null,
  public_jwk jsonb not null,
  created_at timestamptz not null
);

-- Mail never leaves the machine: it is kept here, printed in development and shown on the dev mail page.
create table mail_outbox (
  id uuid primary key,
  -- Insertion order: many messages can share one (fake) instant.
  position bigserial not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  kind text not null,
  data jsonb not null default '{}',
  created_at timestamptz not null
);
create index mail_outbox_recipient on mail_outbox (to_address, position desc);
create index mail_outbox_recent on mail_outbox (position desc);
