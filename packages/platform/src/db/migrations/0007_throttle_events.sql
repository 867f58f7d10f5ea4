-- One table for every sliding-window throttle (modules/identity/throttle.ts): failed logins (kind `login`) and
-- mail the identity flows send to an address a caller names (kind `mail`), each counted per subject (the account
-- or recipient email) and per client address. Replaces login_failures; its rows carry over.
create table throttle_events (
  id bigserial primary key,
  kind text not null,
  subject text not null,
  address text not null,
  at timestamptz not null
);
create index throttle_events_subject on throttle_events (kind, subject, at);
create index throttle_events_address on throttle_events (kind, address, at);

insert into throttle_events (kind, subject, address, at)
  select 'login', account_key, address, failed_at from login_failures;
drop table login_failures;
