import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { isUuid } from './sessions';

/** An OAuth app: a client id and the redirect URIs it may use. */
export interface OAuthApp {
  /** The client id. */
  id: string;
  name: string;
  allowedRedirectUris: string[];
  createdDate: string;
}

interface AppRow {
  id: string;
  name: string;
  allowed_redirect_uris: string[];
  created_at: Date;
}

/**
 * Registers an OAuth app.
 * @param db - database or transaction
 * @param clock - the clock
 * @param input - name, allowed redirect URIs, and a fixed client id if wanted (the seeded web app)
 * @throws ApiError 400 when a redirect URI is not an absolute http(s) URL
 */
export async function createOAuthApp(
  db: Queryable,
  clock: Clock,
  input: { id?: string; name: string; allowedRedirectUris: string[] },
): Promise<OAuthApp> {
  for (const [index, uri] of input.allowedRedirectUris.entries()) {
    if (!isHttpUrl(uri)) {
      throw ApiError.invalidField(
        `allowedRedirectUris[${index}]`,
        'must be an absolute http(s) URL',
        'FORMAT',
        {
          type: 'WEB_URL',
        },
      );
    }
  }
  const rows = await db.query<AppRow>(
    `insert into oauth_apps (id, name, allowed_redirect_uris, created_at) values ($1, $2, $3, $4) returning *`,
    [input.id ?? randomUUID(), input.name, input.allowedRedirectUris, clock.now()],
  );
  return toApp(rows[0]!);
}

/**
 * Finds an app by client id.
 * @param db - database
 * @param clientId - the client id (anything; non-UUIDs find nothing)
 */
export async function findOAuthApp(db: Queryable, clientId: unknown): Promise<OAuthApp | undefined> {
  if (!isUuid(clientId)) return undefined;
  const rows = await db.query<AppRow>('select * from oauth_apps where id = $1', [clientId]);
  return rows[0] && toApp(rows[0]);
}

/**
 * Lists the apps, oldest first.
 * @param db - database
 */
export async function listOAuthApps(db: Queryable): Promise<OAuthApp[]> {
  const rows = await db.query<AppRow>('select * from oauth_apps order by created_at, id');
  return rows.map(toApp);
}

/**
 * Redirect URIs of the authorization flow must match an allowed URI exactly (business-rules 153).
 * @param app - the OAuth app
 * @param uri - the requested redirect URI
 */
export function isAllowedRedirectUri(app: OAuthApp, uri: string): boolean {
  return app.allowedRedirectUris.includes(uri);
}

/**
 * Other callbacks (post-logout, post-flow, recovery return URLs) need a pre-authorised domain (business-rules 153):
 * an exact allowed URI, or any URL on the origin of one.
 * @param app - the OAuth app
 * @param url - the callback URL
 */
export function isAllowedCallbackUrl(app: OAuthApp, url: string): boolean {
  if (isAllowedRedirectUri(app, url)) return true;
  if (!isHttpUrl(url)) return false;
  const origin = new URL(url).origin;
  return app.allowedRedirectUris.some((allowed) => isHttpUrl(allowed) && new URL(allowed).origin === origin);
}

/**
 * Checks a callback URL for a client, for the routes that accept one.
 * @param db - database
 * @param clientId - the client id
 * @param url - the callback URL
 * @param field - the request field, for the violation
 * @throws ApiError 400 when the client is unknown or the URL is not on an allowed domain
 */
export async function assertAllowedCallback(
  db: Queryable,
  clientId: unknown,
  url: string,
  field: string,
): Promise<OAuthApp> {
  const app = await findOAuthApp(db, clientId);
  if (!app) throw ApiError.badRequest('INVALID_CLIENT', 'Unknown OAuth client id', { clientId });
  if (!isAllowedCallbackUrl(app, url)) {
    throw ApiError.invalidField(field, 'is not on a domain allowed for this OAuth app', 'OTHER', { url });
  }
  return app;
}

/**
 * The web origins of an app's redirect URIs (http and https only): where its pages run.
 * @param uris - allowed redirect URIs
 */
export function originsOf(uris: string[]): string[] {
  const origins = new Set<string>();
  for (const uri of uris) if (isHttpUrl(uri)) origins.add(new URL(uri).origin);
  return [...origins];
}

/**
 * True when a browser origin belongs to an OAuth app (the origin of one of its redirect URIs). The API's CORS policy
 * lets only these origins read answers (app.ts).
 * @param db - database
 * @param origin - the request's `Origin` header
 */
export async function isOAuthAppOrigin(db: Queryable, origin: string): Promise<boolean> {
  if (!isHttpUrl(origin) || new URL(origin).origin !== origin) return false;
  const rows = await db.query<{ allowed_redirect_uris: string[] }>(
    'select allowed_redirect_uris from oauth_apps',
  );
  return rows.some((row) => originsOf(row.allowed_redirect_uris).includes(origin));
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function toApp(row: AppRow): OAuthApp {
  return {
    id: row.id,
    name: row.name,
    allowedRedirectUris: row.allowed_redirect_uris,
    createdDate: row.created_at.toISOString(),
  };
}
