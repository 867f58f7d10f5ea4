-- Identities (login email, password, verification) and the members they sign in as.

create table identities (
  id uuid primary key,
  -- Stored lower-cased: logins are case-insensitive.
  login_email text not null unique,
  password_hash text,
  password_reset_required boolean not null default false,
  email_verified boolean not null default false,
  profile jsonb not null default '{}',
  revision integer not null default 1,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

-- A member's id is its identity's id: the official client passes `identity.id` as `member_id` (OAuthStrategy
-- getMemberTokensForExternalLoginWithSession). The members module extends this table (0400–0499).
create table members (
  id uuid primary key references identities (id) on delete cascade,
  contact_id uuid not null,
  role text not null default 'MEMBER' constraint members_role_check check (role in ('MEMBER', 'OWNER', 'CONTRIBUTOR')),
  status text not null default 'APPROVED'
    constraint members_status_check check (status in ('PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE')),
  slug text not null unique,
  nickname text,
  privacy_status text not null default 'PRIVATE'
    constraint members_privacy_status_check check (privacy_status in ('PRIVATE', 'PUBLIC')),
  activity_status text not null default 'ACTIVE'
    constraint members_activity_status_check check (activity_status in ('ACTIVE', 'MUTED')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  last_login_at timestamptz
);

-- Anonymous visitors (the anonymous grant); carts belong to visitors or members.
create table visitors (
  id uuid primary key,
  created_at timestamptz not null
);

-- One-time secrets of the identity flows, stored as SHA-256 hashes: session tokens (login → authorization code),
-- state tokens (email verification during login, with the code hash), recovery and activation tokens, and
-- standalone verifications.
create table identity_tokens (
  token_hash text primary key,
  id uuid not null unique,
  kind text not null
    constraint identity_tokens_kind_check check (kind in ('session', 'state', 'recovery', 'activation', 'verification')),
  identity_id uuid not null references identities (id) on delete cascade,
  code_hash text,
  attempts integer not null default 0,
  data jsonb not null default '{}',
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index identity_tokens_identity on identity_tokens (identity_id, kind);

-- Failed logins, for throttling per account and per client address.
create table login_failures (
  id bigserial primary key,
  account_key text not null,
  address text not null,
  failed_at timestamptz not null
);
create index login_failures_account on login_failures (account_key, failed_at);
create index login_failures_address on login_failures (address, failed_at);
