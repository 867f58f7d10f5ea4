-- OAuth apps, sessions (refresh tokens), authorization codes, browser sessions and redirect sessions.

create table oauth_apps (
  id uuid primary key,
  name text not null,
  -- Redirect URIs are matched exactly (business-rules 153).
  allowed_redirect_uris text[] not null default '{}',
  created_at timestamptz not null
);

-- One row per token session. The refresh token (opaque, hashed) may be absent when `offline_access` was not asked.
-- Access tokens carry the session id (`sid`), so revoking the row ends the session at once.
create table oauth_sessions (
  id uuid primary key,
  client_id uuid references oauth_apps (id) on delete cascade,
  refresh_token_hash text unique,
  role text not null constraint oauth_sessions_role_check check (role in ('visitor', 'member')),
  visitor_id uuid,
  member_id uuid references members (id) on delete cascade,
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  revoked_at timestamptz
);
create index oauth_sessions_member on oauth_sessions (member_id) where member_id is not null;

create table authorization_codes (
  code_hash text primary key,
  client_id uuid not null references oauth_apps (id) on delete cascade,
  redirect_uri text not null,
  code_challenge text not null,
  code_challenge_method text not null,
  scope text not null default '',
  member_id uuid not null references members (id) on delete cascade,
  -- The visitor who started the login, so the cart issue can carry the visitor's cart over.
  visitor_id uuid,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- The hosted pages' sign-in cookie (prompt=none silent login, logout).
create table browser_sessions (
  id_hash text primary key,
  member_id uuid not null references members (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create table redirect_sessions (
  id uuid primary key,
  target text not null,
  params jsonb not null default '{}',
  callbacks jsonb not null default '{}',
  preferences jsonb not null default '{}',
  client_id uuid,
  caller jsonb not null default '{}',
  created_at timestamptz not null,
  expires_at timestamptz not null
);
