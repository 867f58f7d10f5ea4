-- A cart's state is compressed with lz4 instead of pglz where the server has it: every change rewrites the state,
-- and a cart of five lines or more is past the 2 KB TOAST threshold (see 0005_event_payload_lz4.sql for the event
-- payloads, written in the same statement). Servers without lz4 (and PGlite) keep pglz.
do $$
begin
  alter table carts alter column state set compression lz4;
exception
  when feature_not_supported then null;
end
$$;
