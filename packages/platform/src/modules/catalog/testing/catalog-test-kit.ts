/**
 * What the catalog's own tests share: a test platform (optionally with the demo catalog seeded), a caller of each
 * kind, and a JSON request helper that goes through the platform's HTTP stack in process.
 */
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from '../../../testing';
import { seedDemoCatalog } from '../seed-demo-catalog';

/** Who a request is made as. */
export type CallerKind = 'anonymous' | 'visitor' | 'member' | 'owner' | 'contributor' | 'apiKey';

/** A JSON answer. */
export interface JsonReply {
  status: number;
  body: any;
  headers: Headers;
}

/** The kit. */
export interface CatalogTestKit {
  platform: TestPlatform;
  /** The Authorization header value of each kind of caller ('' for anonymous). */
  tokens: Record<CallerKind, string>;
  /**
   * Sends a JSON request in process.
   * @param method - HTTP method
   * @param path - path and query
   * @param options - the caller (default the API key) and the body
   */
  call(method: string, path: string, options?: { as?: CallerKind; body?: unknown }): Promise<JsonReply>;
  /** A product id by its slug (the demo catalog's slugs are its keys). */
  productId(slug: string): Promise<string>;
  /** A collection id by its slug. */
  collectionId(slug: string): Promise<string>;
  /** Event types appended to the outbox since the last call (oldest first). */
  newEvents(): Promise<{ type: string; entityId: string; payload: any }[]>;
  close(): Promise<void>;
}

/**
 * Creates a platform with callers of every kind.
 * @param options - `seed: true` seeds the demo catalog; platform options
 */
export async function createCatalogTestKit(
  options: TestPlatformOptions & { seed?: boolean } = {},
): Promise<CatalogTestKit> {
  const platform = await createTestPlatform(options);
  if (options.seed) await seedDemoCatalog(platform.deps);
  const member = await platform.seed.member();
  const owner = await platform.seed.owner();
  const contributor = await platform.seed.member({ role: 'CONTRIBUTOR' });
  const tokens: Record<CallerKind, string> = {
    anonymous: '',
    visitor: (await platform.seed.visitorTokens()).accessToken,
    member: (await platform.seed.memberTokens(member.id)).accessToken,
    owner: (await platform.seed.memberTokens(owner.id)).accessToken,
    contributor: (await platform.seed.memberTokens(contributor.id)).accessToken,
    apiKey: (await platform.seed.apiKey()).key,
  };
  let lastEvent = Number(
    (await platform.db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM event_outbox'))[0]
      ?.id,
  );
  return {
    platform,
    tokens,
    async call(method, path, { as = 'apiKey', body } = {}) {
      const headers: Record<string, string> = {};
      if (tokens[as]) headers.authorization = tokens[as];
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await platform.request(path, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
    },
    async productId(slug) {
      const rows = await platform.db.query<{ id: string }>(
        'SELECT id FROM catalog_products WHERE slug = $1',
        [slug],
      );
      if (!rows[0]) throw new Error(`no product ${slug}`);
      return rows[0].id;
    },
    async collectionId(slug) {
      const rows = await platform.db.query<{ id: string }>(
        'SELECT id FROM catalog_collections WHERE slug = $1',
        [slug],
      );
      if (!rows[0]) throw new Error(`no collection ${slug}`);
      return rows[0].id;
    },
    async newEvents() {
      const rows = await platform.db.query<{
        position: string;
        event_type: string;
        entity_id: string;
        payload: any;
      }>(
        'SELECT id::text AS position, event_type, entity_id, payload FROM event_outbox WHERE id > $1 ORDER BY id',
        [lastEvent],
      );
      if (rows.length > 0) lastEvent = Number(rows.at(-1)!.position);
      return rows.map((row) => ({ type: row.event_type, entityId: row.entity_id, payload: row.payload }));
    },
    close: () => platform.close(),
  };
}
