-- Members (business-rules §4): the display profile beyond the nickname, the "About" texts, and the indexes of the
-- member list. The `members` table itself comes from 0002_identity.sql; contact data (names, emails, phones,
-- addresses with their tags, custom fields) stays in `identities.profile`, which the members API reads and writes.

-- `photo`, `cover` (image objects) and `title` of the member profile (entities.md Member `profile`).
alter table members add column profile jsonb not null default '{}';

-- The default order of list and query is createdDate DESC with the id as tiebreaker (business-rules 187).
create index members_created on members (created_at desc, id desc);
create index members_updated on members (updated_at desc, id desc);

-- A member's "About" section: one rich-content document per member, with an optimistic-locking revision.
create table member_abouts (
  id uuid primary key,
  member_id uuid not null unique references members (id) on delete cascade,
  content jsonb not null,
  revision integer not null default 1,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
