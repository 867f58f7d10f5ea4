-- Every cart change appends an event carrying the whole cart (about 5 KB for three lines), so the outbox insert was
-- most of PostgreSQL's work per add-to-cart. The same rows, written more cheaply:
-- * `payload` is json instead of jsonb. The platform writes JSON.stringify's text and reads a payload back whole (the
--   webhook body) or with `#>>`; jsonb parsed the text into its binary form on every insert (about a fifth of the
--   server's CPU per add-to-cart), json only checks that it is valid JSON and keeps it as written.
-- * Rows up to 4 KB stay whole (`toast_tuple_target`): a payload above 2 KB is still compressed, but a compressed
--   payload is no longer moved out to the TOAST table in 2 KB chunks — two more heap rows and two more index entries
--   per event. Larger payloads are still moved out.
-- * `event_outbox_entity` is dropped: no query of the platform uses it (delivery order uses
--   `event_outbox_pending_entity`), and every event paid an entry in it.
alter table event_outbox alter column payload type json using payload::json;

do $$
begin
  alter table event_outbox alter column payload set compression lz4;
exception
  when feature_not_supported then null;
end
$$;

alter table event_outbox set (toast_tuple_target = 4096);

drop index event_outbox_entity;
