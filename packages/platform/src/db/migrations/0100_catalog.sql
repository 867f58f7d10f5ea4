-- Catalog (Stores catalog v1, business-rules §6): products with their variants, collections, uploaded media.
--
-- A product is kept as its writable model (`state`, the single source of truth, written only by the catalog service)
-- plus what reads need without rebuilding it: the columns the query language filters and sorts on, and `doc`, the
-- public wire JSON of the product (without `collectionIds`, spliced in at read time from `collection_ids`), so a
-- product query page is one SELECT of ready JSON text (and a COUNT when the page is full).

create sequence catalog_product_numeric_id start 1001;

create table catalog_products (
  id uuid primary key,
  -- `numericId` on the wire (an int64 as a string, rule 162); the recommended key for full scans (rule 183).
  numeric_id bigint not null unique,
  name text not null,
  slug text not null unique,
  description text not null default '',
  sku text,
  brand text,
  ribbon text not null default '',
  product_type text not null,
  visible boolean not null,
  price numeric not null,
  discounted_price numeric not null,
  inventory_status text not null,
  in_stock boolean not null,
  -- Always holds the "All Products" collection id (rule 175); text, because that id is not a GUID.
  collection_ids text[] not null,
  -- Option name → choice descriptions, for the `options.<name>` filter (rule 182).
  option_choices jsonb not null default '{}',
  inventory_item_id uuid not null,
  state jsonb not null,
  doc text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- Sort and filter fields a storefront uses. Visitors' queries always carry `visible` (rule 171), staff queries may
-- not; the expressions match what the query compiler writes (`(p.numeric_id)::numeric` for the int64 `numericId`),
-- so the default sort (newest first) and price/name sorts read pages straight off an index.
create index catalog_products_newest on catalog_products (visible, created_at desc, (numeric_id::numeric) desc, id);
create index catalog_products_newest_all on catalog_products (created_at desc, (numeric_id::numeric) desc, id);
create index catalog_products_price on catalog_products (visible, price, id);
create index catalog_products_name on catalog_products (visible, name, id);
create index catalog_products_updated on catalog_products (updated_at);
create index catalog_products_sku on catalog_products (sku);
create index catalog_products_numeric on catalog_products ((numeric_id::numeric));
create index catalog_products_collections on catalog_products using gin (collection_ids);

-- One row per variant (rule 165), rewritten with its product; what store-variant reads, variant queries and the
-- cart's inventory checks read. `doc` is the StoreVariant wire JSON without `collectionIds`.
create table catalog_variants (
  product_id uuid not null references catalog_products (id) on delete cascade,
  variant_id uuid not null,
  -- The store variant id `{productId}-{variantId}` (rule 179).
  id text not null unique,
  position integer not null,
  choices jsonb not null,
  variant_name text not null,
  product_name text not null,
  sku text,
  managed boolean not null,
  visible boolean not null,
  track_quantity boolean not null,
  quantity integer,
  in_stock boolean not null,
  doc text not null,
  primary key (product_id, variant_id)
);
create index catalog_variants_sku on catalog_variants (sku);
create index catalog_variants_product_name on catalog_variants (product_name, id);

create table catalog_collections (
  id text primary key,
  name text not null,
  slug text not null unique,
  description text not null default '',
  visible boolean not null,
  media jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index catalog_collections_created on catalog_collections (created_at, id);

-- Every product belongs to "All Products" (rule 175); it exists from the start and cannot be deleted.
insert into catalog_collections (id, name, slug, description, visible, media, created_at, updated_at)
values ('00000000-000000-000000-000000000001', 'All Products', 'all-products', '', true, null,
        '2020-01-01T00:00:00Z', '2020-01-01T00:00:00Z');

-- Images uploaded by staff (POST /bazaar/v1/media), served at /media/<id>.
create table catalog_media (
  id uuid primary key,
  content_type text not null,
  filename text not null,
  size_bytes integer not null,
  width integer,
  height integer,
  bytes bytea not null,
  created_by text,
  created_at timestamptz not null
);
