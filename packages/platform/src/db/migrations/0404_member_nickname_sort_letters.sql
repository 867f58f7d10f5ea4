-- Letters that are not a base letter plus an accent do not decompose, so 0403's key left them as they are and their
-- bytes sorted them after every ASCII letter ("Æsa" after "Zoe", "Strauß" after "Strausz"). They now fold as the
-- `unaccent` rules spell them: ß → ss, æ → ae, œ → oe, þ → th, ø → o, ł → l, đ and ð → d, ħ → h, ŧ → t, ı → i,
-- ŋ → n. The mapping runs after `lower` (which turns their capitals, ẞ included, into these small letters, on
-- PostgreSQL and PGlite alike), so only the small letters are listed. Otherwise the key is 0403's: NFKD, combining
-- marks dropped, lowercased, compared byte by byte (collation "C"); ties go to the id. The column is generated, so
-- it is dropped and added again (with its index) to change the expression: every row gets its new key.
alter table members drop column nickname_sort;

alter table members
  add column nickname_sort text collate "C" generated always as (
    replace(
      replace(
        replace(
          replace(
            translate(
              lower(
                regexp_replace(
                  normalize(nickname, NFKD),
                  '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]',
                  '',
                  'g'
                ) collate "C.utf8"
              ),
              'øłđðħŧıŋ',
              'olddhtin'
            ),
            'ß',
            'ss'
          ),
          'æ',
          'ae'
        ),
        'œ',
        'oe'
      ),
      'þ',
      'th'
    )
  ) stored;

create index members_nickname_sort on members (nickname_sort, id);
