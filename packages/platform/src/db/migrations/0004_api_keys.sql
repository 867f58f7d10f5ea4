-- API keys: elevated server-side access (DESIGN.md §4). Only the SHA-256 hash of a key is kept.
create table api_keys (
  id uuid primary key,
  name text not null,
  key_hash text not null unique,
  key_prefix text not null,
  created_by uuid references members (id) on delete set null,
  created_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz
);
