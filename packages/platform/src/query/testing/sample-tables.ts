/**
 * Sample tables for the query tests, with one column of every field type and data whose answers can be read off
 * by eye. Names are lowercase letters only so text order is the same under every collation (PGlite uses C,
 * a PostgreSQL server may use en_US).
 */
import { defineFieldMap, field } from '../field-map';

/** Creates and fills `items` (7 rows) and `item_collections`. */
export const ITEMS_SQL = `
CREATE TABLE items (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  title text,
  price numeric(10, 2),
  amount text,
  rank integer NOT NULL,
  score double precision,
  active boolean,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  tags text[],
  data jsonb,
  options jsonb
);
CREATE TABLE item_collections (item_id uuid NOT NULL, collection_id text NOT NULL);
INSERT INTO items VALUES
  ('00000000-0000-0000-0000-000000000001', 'apple', 'Green Apple', 10, '85', 1, 0.5, true, 'ACTIVE',
   '2024-01-01T00:00:00Z', '{fruit,green}', '{"color": "green", "sizes": ["S", "M"]}', '{"Size": ["S", "M"], "Color": ["Green"]}'),
  ('00000000-0000-0000-0000-000000000002', 'banana', 'banana split', 5.5, '9.99', 2, NULL, false, 'DRAFT',
   '2024-02-01T00:00:00Z', '{fruit,yellow}', '{"color": "yellow", "sizes": ["L"]}', '{"Size": ["L"]}'),
  ('00000000-0000-0000-0000-000000000003', 'cherry', NULL, 20, '100.5', 3, 1.5, NULL, 'ACTIVE',
   '2024-03-01T12:30:00.123456Z', '{}', NULL, NULL),
  ('00000000-0000-0000-0000-000000000004', 'date', '', NULL, NULL, 4, 2.5, true, 'ARCHIVED',
   '2024-04-01T00:00:00Z', NULL, '{"color": null}', '{}'),
  ('00000000-0000-0000-0000-000000000005', 'juice', '100% Juice', 3, '3', 5, 2.5, false, 'ACTIVE',
   '2024-05-01T00:00:00Z', '{drink}', '{"color": "orange"}', NULL),
  ('00000000-0000-0000-0000-000000000006', 'snake', 'under_score', 7, '7.00', 6, -1, true, 'DRAFT',
   '2024-06-01T00:00:00Z', '{drink,green}', '"green"', '{"Size": "M"}'),
  ('00000000-0000-0000-0000-000000000007', 'path', 'C:\\temp\\new', 8, '8', 7, 0, true, 'ACTIVE',
   '2024-07-01T00:00:00Z', '{tool}', '["green", "red"]', NULL);
INSERT INTO item_collections VALUES
  ('00000000-0000-0000-0000-000000000001', 'all'), ('00000000-0000-0000-0000-000000000001', 'fruits'),
  ('00000000-0000-0000-0000-000000000002', 'all'), ('00000000-0000-0000-0000-000000000002', 'fruits'),
  ('00000000-0000-0000-0000-000000000003', 'all'), ('00000000-0000-0000-0000-000000000005', 'all'),
  ('00000000-0000-0000-0000-000000000005', 'drinks'), ('00000000-0000-0000-0000-000000000006', 'all'),
  ('00000000-0000-0000-0000-000000000007', 'all');
`;

const STATUSES = ['ACTIVE', 'DRAFT', 'ARCHIVED'];

/** The field map over `items i`: one field of each type, a jsonb path, a dynamic field, an alias, a subquery. */
export const itemFields = defineFieldMap({
  id: field.uuid('i.id', { sortable: true }),
  name: field.string('i.name', { sortable: true }),
  title: field.string('i.title', { sortable: true }),
  code: field.string('i.name', { operators: ['$eq', '$in'] }),
  price: field.number('i.price', { sortable: true }),
  amount: field.decimal('i.amount', { sortable: true }),
  rank: field.number('i.rank', { sortable: true }),
  score: field.number('i.score', { sortable: true }),
  active: field.boolean('i.active', { sortable: true }),
  status: field.enum('i.status', STATUSES, { sortable: true }),
  createdDate: field.date('i.created_at', { sortable: true }),
  tags: field.strings('i.tags'),
  data: field.jsonb('i.data'),
  'data.color': field.string("i.data->>'color'"),
  'options.*': field.strings(
    (name) =>
      `CASE WHEN jsonb_typeof(i.options -> ${name}) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(i.options -> ${name})) END`,
  ),
  'collections.id': field.strings(
    'ARRAY(SELECT c.collection_id FROM item_collections c WHERE c.item_id = i.id)',
  ),
  collectionIds: field.alias('collections.id'),
});

/**
 * Creates `things`: `count` rows for paging tests. Sort values repeat (`grp` 0–3, NULL every 7th row; `price`
 * 5 values) and `created_at` values differ by single microseconds, which a cursor must keep exactly.
 * @param count - how many rows
 */
export function thingsSql(count: number): string {
  return `
CREATE TABLE things AS
SELECT md5(i::text)::uuid AS id,
       i AS n,
       CASE WHEN i % 7 = 0 THEN NULL ELSE i % 4 END AS grp,
       ((i % 5) * 2.5)::numeric(10, 2) AS price,
       timestamptz '2024-01-01T00:00:00Z' + (i % 6) * interval '1 microsecond' AS created_at,
       CASE i % 3 WHEN 0 THEN 'ACTIVE' WHEN 1 THEN 'DRAFT' ELSE 'ARCHIVED' END AS status
FROM generate_series(1, ${count}) AS i;
ALTER TABLE things ADD PRIMARY KEY (id);`;
}

/** The field map over `things t`. */
export const thingFields = defineFieldMap({
  id: field.uuid('t.id', { sortable: true }),
  n: field.number('t.n', { sortable: true }),
  grp: field.number('t.grp', { sortable: true }),
  price: field.decimal('t.price', { sortable: true }),
  createdDate: field.date('t.created_at', { sortable: true }),
  status: field.enum('t.status', STATUSES, { sortable: true }),
  unsortable: field.string('t.status'),
});
