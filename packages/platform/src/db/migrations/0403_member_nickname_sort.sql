-- The order people expect when members are sorted by nickname: case-insensitive and with accents folded ("adam",
-- "Émile", "z", "Zoe"), where the nickname's own byte order put "Zoe" before "adam" and "Émile" after "z".
-- The key is the nickname decomposed (NFKD), stripped of combining marks and lowercased; it is compared byte by
-- byte (collation "C"), so PostgreSQL and PGlite order alike whatever the database locale. `lower` is given the
-- "C.utf8" collation, which both have, so it folds every script's letters and not only ASCII. Ties go to the id
-- (the query compiler appends it). PGlite has neither ICU collations with a fixed version nor `unaccent`, so the
-- folding is spelled out here. Generated, so every writer of `nickname` keeps it current.
alter table members
  add column nickname_sort text collate "C" generated always as (
    lower(
      regexp_replace(
        normalize(nickname, NFKD),
        '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]',
        '',
        'g'
      ) collate "C.utf8"
    )
  ) stored;

create index members_nickname_sort on members (nickname_sort, id);
