import { randomUUID } from 'node:crypto';
import type { Caller } from '../../auth/caller';
import { hashToken } from '../../auth/opaque-token';
import type { PlatformDeps } from '../../context';
import type { Queryable } from '../../db/database';
import { ApiError, type FieldViolation } from '../../http/api-error';
import { findOAuthApp, isAllowedCallbackUrl, isAllowedRedirectUri } from '../oauth/oauth-apps';
import { type CreateRedirectSessionInput, REDIRECT_TARGETS, type RedirectTarget } from './schema';

/** Redirect sessions are meant to be followed at once; an hour is generous. */
export const REDIRECT_SESSION_TTL_SECONDS = 60 * 60;

/** The wire `RedirectSession` (entities.md). */
export interface RedirectSessionWire {
  id: string;
  fullUrl: string;
  urlDetails: { endpoint: string; searchParams: Record<string, string> };
  sessionToken: string;
  shortUrl: string;
}

/** A stored redirect session, as the hosted pages read it. */
export interface StoredRedirectSession {
  id: string;
  target: RedirectTarget;
  params: Record<string, any>;
  callbacks: Record<string, string | null | undefined>;
  clientId: string | null;
  caller: { visitorId?: string; memberId?: string; sessionId?: string };
  /** The browser session a sign-in from this link started (hosted/account-link-sign-in.ts), if any. */
  signedInBrowserSession: string | null;
}

// Hosted page of each non-auth target (bookings, events, pricing plans and order payment are placeholders).
const TARGET_PAGES: Record<Exclude<RedirectTarget, 'auth'>, string> = {
  login: '/hosted/login',
  logout: '/hosted/logout',
  ecomCheckout: '/hosted/checkout',
  bookingsCheckout: '/hosted/bookings-checkout',
  eventsCheckout: '/hosted/events-checkout',
  paidPlansCheckout: '/hosted/paid-plans-checkout',
  storesProduct: '/hosted/product',
  bookingsBook: '/hosted/bookings-book',
  ecomOrderPaymentRequest: '/hosted/order-payment',
  membersAccount: '/hosted/account',
};

/**
 * Creates a redirect session (`POST /v1/redirect-session`): checks that exactly one target is set (business-rules
 * 154), that the auth request names a known client and an allowed redirect URI (rule 153) and that every callback
 * URL is on the client's domains; stores the session (with the caller, so the hosted page knows the visitor or the
 * member) and returns the URL of the platform's hosted page.
 * @param deps - platform dependencies
 * @param caller - the caller (its visitor id travels with a login)
 * @param input - the validated request
 * @param publicUrl - the platform's public origin
 * @throws ApiError 400 with field violations
 */
export async function createRedirectSession(
  deps: PlatformDeps,
  caller: Caller,
  input: CreateRedirectSessionInput,
  publicUrl: string,
): Promise<RedirectSessionWire> {
  const targets = REDIRECT_TARGETS.filter((target) => input[target] !== undefined);
  if (targets.length !== 1) {
    throw ApiError.invalid([
      {
        field: targets.length === 0 ? 'intent' : targets.join(','),
        description:
          targets.length === 0 ? 'one redirect target is required' : 'only one redirect target may be set',
        violatedRule: targets.length === 0 ? 'REQUIRED_ONE_OF_FIELD' : 'ONE_OF_ALIGNMENT',
        data: { allowed: REDIRECT_TARGETS },
      },
    ]);
  }
  const target = targets[0]!;
  const params = (input[target] ?? {}) as Record<string, any>;
  const clientId =
    target === 'auth'
      ? input.auth!.authRequest.clientId
      : target === 'logout'
        ? (input.logout!.clientId ?? caller.clientId)
        : caller.clientId;
  const app = clientId ? await findOAuthApp(deps.db, clientId) : undefined;
  const violations: FieldViolation[] = [];
  if (target === 'auth') violations.push(...checkAuthRequest(input, app));
  const callbacks = Object.fromEntries(Object.entries(input.callbacks ?? {}).filter(([, value]) => value));
  for (const [name, value] of Object.entries(callbacks)) {
    if (!app || !isAllowedCallbackUrl(app, value as string)) {
      violations.push({
        field: `callbacks.${name}`,
        description: app
          ? 'is not on a domain allowed for this OAuth app'
          : 'needs a known OAuth client (clientId or a token from one)',
        violatedRule: 'OTHER',
        data: { url: value },
      });
    }
  }
  if (violations.length > 0) throw ApiError.invalid(violations);

  const id = randomUUID();
  const now = deps.clock.now();
  await deps.db.query(
    `insert into redirect_sessions (id, target, params, callbacks, preferences, client_id, caller, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      target,
      JSON.stringify(target === 'auth' ? storedAuthRequest(input) : params),
      JSON.stringify(callbacks),
      JSON.stringify(input.preferences ?? {}),
      app?.id ?? null,
      JSON.stringify({
        ...(caller.visitorId ? { visitorId: caller.visitorId } : {}),
        ...(caller.memberId ? { memberId: caller.memberId } : {}),
        ...(caller.sessionId ? { sessionId: caller.sessionId } : {}),
      }),
      now,
      new Date(now.getTime() + REDIRECT_SESSION_TTL_SECONDS * 1000),
    ],
  );
  const endpoint =
    target === 'auth'
      ? '/oauth2/authorize'
      : target === 'storesProduct'
        ? `${TARGET_PAGES.storesProduct}/${encodeURIComponent(params.productSlug)}`
        : TARGET_PAGES[target];
  const searchParams = target === 'auth' ? authSearchParams(input) : pageSearchParams(target, params);
  searchParams.redirect_session_id = id;
  const query = new URLSearchParams(searchParams).toString();
  const fullUrl = `${publicUrl}${endpoint}?${query}`;
  return {
    id,
    fullUrl,
    urlDetails: { endpoint: `${publicUrl}${endpoint}`, searchParams },
    sessionToken: id,
    shortUrl: fullUrl,
  };
}

/**
 * Reads a redirect session that has not expired.
 * @param db - database
 * @param now - the current time
 * @param id - the session id (from the hosted page's URL)
 */
export async function findRedirectSession(
  db: Queryable,
  now: Date,
  id: string | undefined,
): Promise<StoredRedirectSession | undefined> {
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db.query<{
    id: string;
    target: RedirectTarget;
    params: Record<string, any>;
    callbacks: Record<string, string>;
    client_id: string | null;
    caller: StoredRedirectSession['caller'];
    signed_in_browser_session: string | null;
  }>(
    `select id, target, params, callbacks, client_id, caller, signed_in_browser_session
     from redirect_sessions where id = $1 and expires_at > $2`,
    [id, now],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      target: row.target,
      params: row.params,
      callbacks: row.callbacks,
      clientId: row.client_id,
      caller: row.caller,
      signedInBrowserSession: row.signed_in_browser_session,
    }
  );
}

function checkAuthRequest(
  input: CreateRedirectSessionInput,
  app: Awaited<ReturnType<typeof findOAuthApp>>,
): FieldViolation[] {
  const request = input.auth!.authRequest;
  const violations: FieldViolation[] = [];
  const at = (field: string) => `auth.authRequest.${field}`;
  if (!app)
    violations.push({
      field: at('clientId'),
      description: 'is not a known OAuth client',
      violatedRule: 'OTHER',
      data: {},
    });
  else if (!request.redirectUri) {
    if (request.responseMode !== 'web_message') {
      violations.push({
        field: at('redirectUri'),
        description: 'is required unless responseMode is web_message',
        violatedRule: 'REQUIRED_FIELD',
        data: {},
      });
    }
  } else if (!isAllowedRedirectUri(app, request.redirectUri)) {
    violations.push({
      field: at('redirectUri'),
      description: 'is not an allowed redirect URI of this OAuth app',
      violatedRule: 'OTHER',
      data: {},
    });
  }
  if ((request.responseType ?? 'code') !== 'code') {
    violations.push({
      field: at('responseType'),
      description: 'must be code',
      violatedRule: 'INVALID_ENUM_VALUE',
      data: { allowed: ['code'] },
    });
  }
  // PKCE is mandatory and only S256 is supported (spec §9).
  if ((request.codeChallengeMethod ?? 'S256') !== 'S256') {
    violations.push({
      field: at('codeChallengeMethod'),
      description: 'must be S256',
      violatedRule: 'INVALID_ENUM_VALUE',
      data: { allowed: ['S256'] },
    });
  }
  return violations;
}

// The session token of a direct login is kept as a hash only: the hosted authorize page consumes it by hash.
function storedAuthRequest(input: CreateRedirectSessionInput): Record<string, unknown> {
  const { sessionToken, ...request } = input.auth!.authRequest;
  return {
    ...request,
    prompt: input.auth!.prompt ?? request.prompt ?? 'login',
    ...(sessionToken ? { sessionTokenHash: hashToken(sessionToken) } : {}),
  };
}

function authSearchParams(input: CreateRedirectSessionInput): Record<string, string> {
  const request = input.auth!.authRequest;
  // The session token stays on the server (in the stored session), never in a URL.
  return {
    client_id: request.clientId,
    redirect_uri: request.redirectUri ?? '',
    response_type: request.responseType ?? 'code',
    response_mode: request.responseMode ?? 'fragment',
    scope: request.scope ?? '',
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: request.codeChallengeMethod ?? 'S256',
    prompt: input.auth!.prompt ?? request.prompt ?? 'login',
  };
}

function pageSearchParams(target: RedirectTarget, params: Record<string, any>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (target === 'storesProduct' && key === 'productSlug') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = String(value);
  }
  return out;
}
