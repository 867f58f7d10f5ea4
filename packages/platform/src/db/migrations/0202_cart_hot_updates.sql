-- A cart change rewrites one row (state, revision, updated_at). PostgreSQL can do that as a HOT update — the new
-- version on the same page, no index entry written, the old one pruned in place without a vacuum — only when no
-- indexed column changes and the page has room. `carts_untouched` indexed `updated_at`, which every change sets, so
-- every change wrote three index entries (id, owner, updated_at) and left dead ones behind.
-- * The abandonment index keys on `updated_minute`, `updated_at` cut to the minute (a generated column): changes of a
--   cart within the same minute leave it alone. The abandonment task still checks `updated_at` itself.
-- * Pages are filled to 70% (`fillfactor`), leaving room for the new versions.
-- * `state` is json instead of jsonb (see 0006_event_outbox_lean.sql): the platform writes and reads it whole; only
--   the abandonment task looks inside (the number of line items).
-- * Rows up to 4 KB stay whole (`toast_tuple_target`): a state above 2 KB is compressed, and stays in the row when
--   that makes it fit, instead of being rewritten into the TOAST table on every change.
alter table carts alter column state type json using state::json;

do $$
begin
  alter table carts alter column state set compression lz4;
exception
  when feature_not_supported then null;
end
$$;

alter table carts
  add column updated_minute timestamptz
  generated always as (date_bin('1 minute', updated_at, timestamptz '2000-01-01 00:00:00+00')) stored;

drop index carts_untouched;
create index carts_untouched on carts (updated_minute) where status = 'ACTIVE' and abandoned_at is null;

alter table carts set (fillfactor = 70, toast_tuple_target = 4096);
