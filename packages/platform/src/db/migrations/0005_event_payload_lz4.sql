-- Event payloads are compressed with lz4 instead of pglz where the server has it. A cart event carries the whole
-- cart (a few kilobytes, above the 2 KB TOAST threshold), so every add-to-cart compressed its payload with pglz,
-- a visible share of PostgreSQL's CPU per change; lz4 compresses several times faster. Servers built without lz4
-- (and PGlite) refuse the method with feature_not_supported: they keep pglz. Values written earlier stay as they are.
do $$
begin
  alter table event_outbox alter column payload set compression lz4;
exception
  when feature_not_supported then null;
end
$$;
