/**
 * Who may call what: the platform's permission matrix, written once. `permission-matrix.test.ts` asserts every cell
 * against the running platform (every route of PLATFORM_MODULES must have a row here), and the same table is printed
 * into docs/permission-matrix.md (regenerate with `BAZAAR_WRITE_DOCS=1 npx vitest run --project contract
 * tests/security/permission-matrix.test.ts`).
 */
import type { CallerName } from './support/callers';
import type { MatrixFixtures } from './support/matrix-fixtures';

/** Who gets through a route's guard. */
export type Access =
  /** Everyone, also with a stale or forged token (public routes ignore a refused credential). */
  | 'public'
  /** Any identified caller: a visitor, a member, staff or an API key. */
  | 'identified'
  /** Logged-in members of any role. */
  | 'member'
  /** Members of any role and API keys (visitors refused). */
  | 'memberOrKey'
  /** Shoppers: visitors and members, who have a current cart (an API key has none). */
  | 'shopper'
  /** Staff: OWNER and CONTRIBUTOR members, API keys. */
  | 'staff'
  /** The site owner: OWNER members and API keys. */
  | 'owner'
  /** The member the resource belongs to (member A here) and staff; others get 403 or 404 (hidden). */
  | 'self'
  /** Hosted-page forms: a browser session with a CSRF token, the `Authorization` header plays no part. */
  | 'form';

/** The callers each access level lets through. */
export const ALLOWED: Record<Exclude<Access, 'form'>, readonly CallerName[]> = {
  public: ['none', 'expired', 'forged', 'visitor', 'memberA', 'memberB', 'contributor', 'owner', 'apiKey'],
  identified: ['visitor', 'memberA', 'memberB', 'contributor', 'owner', 'apiKey'],
  member: ['memberA', 'memberB', 'contributor', 'owner'],
  memberOrKey: ['memberA', 'memberB', 'contributor', 'owner', 'apiKey'],
  shopper: ['visitor', 'memberA', 'memberB', 'contributor', 'owner'],
  staff: ['contributor', 'owner', 'apiKey'],
  owner: ['owner', 'apiKey'],
  self: ['memberA', 'contributor', 'owner', 'apiKey'],
};

/** The concrete request a cell sends: path parameters, query string and JSON body. */
export interface MatrixRequest {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
}

/** One row: a route, who may call it, and how to call it. */
export interface PermissionRow {
  /** `METHOD /path` as mounted (the canonical path; aliases map to it, see {@link canonicalRoute}). */
  route: string;
  access: Access;
  /**
   * The request sent (default: every path parameter set to an id that does not exist, body `{}`). It may create a
   * fresh target per cell when an allowed call would consume it.
   */
  request?: (fixtures: MatrixFixtures) => MatrixRequest | Promise<MatrixRequest>;
  /**
   * The target does not exist or may legitimately be missing for the caller (the caller's own current cart, an
   * unknown id): a 404 then means "let through, nothing there", and denial must be 401/403.
   */
  absent?: boolean;
  /** Others are told 404 (the resource is hidden), also on a public route with no or a refused token. */
  hidden?: boolean;
  /** An allowed call ends the caller's session (logout): every cell then calls with a new session. */
  endsSession?: boolean;
  /** Why the row is as it is, when not obvious. */
  note?: string;
}

const ofA = (fixtures: MatrixFixtures, extra: MatrixRequest = {}): MatrixRequest => ({
  params: { id: fixtures.memberA.id },
  body: {},
  ...extra,
});

const ofOwner = (fixtures: MatrixFixtures, extra: MatrixRequest = {}): MatrixRequest => ({
  params: { id: fixtures.owner.id },
  body: {},
  ...extra,
});

const OWNER_RECORD = "called on the owner's own record: contributors are refused";

/** The permission matrix: one row per mounted route (aliases excluded). */
export const PERMISSION_MATRIX: PermissionRow[] = [
  { route: 'GET /bazaar/v1/health', access: 'public' },
  {
    route: 'GET /bazaar/v1/me',
    access: 'identified',
    note: 'who the caller is (kind, role, staff, owner); the back office asks it before opening',
  },
  // OAuth (modules/oauth)
  {
    route: 'POST /oauth2/token',
    access: 'public',
    note: 'grants are checked on the body (client id, code, PKCE)',
  },
  { route: 'GET /oauth2/jwks', access: 'public' },
  { route: 'POST /oauth2/token-info', access: 'public', note: 'introspects the token in the body' },
  { route: 'POST /bazaar/v1/oauth-apps', access: 'owner' },
  { route: 'GET /bazaar/v1/oauth-apps', access: 'owner' },
  // Identity (modules/identity)
  { route: 'POST /iam/authentication/v2/register', access: 'public' },
  { route: 'POST /iam/authentication/v2/login', access: 'public' },
  { route: 'POST /iam/authentication/v2/change-password', access: 'member' },
  { route: 'POST /iam/authentication/v2/sign-on', access: 'staff', note: 'mints a session for any member' },
  {
    route: 'POST /iam/authentication/v2/:factorType/verify',
    access: 'public',
    request: () => ({ params: { factorType: 'email' }, body: {} }),
  },
  {
    route: 'GET /iam/authentication/v1/logout',
    access: 'public',
    request: (f) => ({ query: `clientId=${f.clientId}` }),
    endsSession: true,
  },
  { route: 'GET /iam/authentication/v1/callback', access: 'public' },
  { route: 'POST /iam/recovery/v1/send-email', access: 'public' },
  { route: 'POST /iam/recovery/v1/activation-email', access: 'staff' },
  { route: 'POST /iam/recovery/v1/recover', access: 'public' },
  { route: 'POST /iam/verification/v1/start', access: 'public' },
  { route: 'POST /iam/verification/v1/auth/verify', access: 'public' },
  { route: 'POST /iam/verification/v1/auth/resend', access: 'public' },
  // Redirects, API keys, mail, jobs
  { route: 'POST /headless/v1/redirect-session', access: 'identified' },
  { route: 'POST /bazaar/v1/api-keys', access: 'owner' },
  { route: 'GET /bazaar/v1/api-keys', access: 'owner' },
  { route: 'DELETE /bazaar/v1/api-keys/:id', access: 'owner', absent: true },
  { route: 'GET /bazaar/v1/mail', access: 'staff', note: 'the dev mail outbox (verification codes)' },
  {
    route: 'GET /bazaar/v1/notification-settings',
    access: 'staff',
    note: 'which buyer mails the store sends',
  },
  {
    route: 'PATCH /bazaar/v1/notification-settings',
    access: 'staff',
    request: () => ({ body: { notificationSettings: 5 } }),
  },
  { route: 'GET /bazaar/v1/jobs/:id', access: 'staff', absent: true },
  // Members (modules/members)
  { route: 'GET /members/v1/members/my', access: 'member', note: 'a visitor has no member: 404' },
  { route: 'POST /members/v1/members/my/slug', access: 'member' },
  {
    route: 'DELETE /members/v1/members/my',
    access: 'member',
    request: () => ({ query: 'contentAssigneeId=not-a-guid' }),
    note: 'sent with an invalid argument so an allowed call does not delete the caller',
  },
  { route: 'POST /members/v1/members/join-community', access: 'member' },
  { route: 'POST /members/v1/members/leave-community', access: 'member' },
  { route: 'GET /members/v1/members', access: 'identified' },
  { route: 'POST /members/v1/members/query', access: 'identified' },
  { route: 'POST /members/v1/members/bulk/delete', access: 'staff' },
  {
    route: 'POST /members/v1/members/bulk/delete-by-filter',
    access: 'staff',
    request: () => ({ body: { filter: 5 } }),
  },
  {
    route: 'POST /members/v1/members/bulk/approve-by-filter',
    access: 'staff',
    request: () => ({ body: { filter: 5 } }),
  },
  {
    route: 'POST /members/v1/members/bulk/block-by-filter',
    access: 'staff',
    request: () => ({ body: { filter: 5 } }),
  },
  { route: 'POST /members/v1/members', access: 'staff' },
  {
    route: 'GET /members/v1/members/:id',
    access: 'identified',
    request: async (f) => ({ params: { id: await f.publicMemberA() }, query: 'fieldsets=PUBLIC' }),
    note: 'the public profile of a member who joined the community',
  },
  {
    route: 'GET /members/v1/members/:id',
    access: 'self',
    request: (f) => ({ params: { id: f.memberA.id }, query: 'fieldsets=FULL' }),
    note: "another member's FULL profile (e-mail, contact) is staff-only",
  },
  {
    route: 'PATCH /members/v1/members/:id',
    access: 'self',
    request: (f) => ofA(f, { body: { member: {} } }),
  },
  {
    route: 'PATCH /members/v1/members/:id',
    access: 'owner',
    request: (f) => ofOwner(f, { body: { member: {} } }),
    note: OWNER_RECORD,
  },
  { route: 'DELETE /members/v1/members/:id', access: 'staff', absent: true },
  {
    route: 'POST /members/v1/members/:id/slug',
    access: 'self',
    request: (f) => ofA(f, { body: { slug: 'member-a-page' } }),
  },
  {
    route: 'POST /members/v1/members/:id/slug',
    access: 'owner',
    request: (f) => ofOwner(f, { body: { slug: 'site-owner-page' } }),
    note: OWNER_RECORD,
  },
  { route: 'POST /members/v1/members/:id/mute', access: 'staff', absent: true },
  {
    route: 'POST /members/v1/members/:id/mute',
    access: 'owner',
    request: (f) => ofOwner(f),
    note: OWNER_RECORD,
  },
  { route: 'POST /members/v1/members/:id/unmute', access: 'staff', absent: true },
  {
    route: 'POST /members/v1/members/:id/unmute',
    access: 'owner',
    request: (f) => ofOwner(f),
    note: OWNER_RECORD,
  },
  { route: 'POST /members/v1/members/:id/approve', access: 'staff', absent: true },
  {
    route: 'POST /members/v1/members/:id/approve',
    access: 'owner',
    request: (f) => ofOwner(f),
    note: OWNER_RECORD,
  },
  { route: 'POST /members/v1/members/:id/block', access: 'staff', absent: true },
  { route: 'POST /members/v1/members/:id/disconnect', access: 'staff', absent: true },
  { route: 'DELETE /members/v1/members/:id/phones', access: 'self', request: (f) => ofA(f) },
  {
    route: 'DELETE /members/v1/members/:id/phones',
    access: 'owner',
    request: (f) => ofOwner(f),
    note: OWNER_RECORD,
  },
  { route: 'DELETE /members/v1/members/:id/emails', access: 'self', request: (f) => ofA(f) },
  {
    route: 'DELETE /members/v1/members/:id/emails',
    access: 'owner',
    request: (f) => ofOwner(f),
    note: OWNER_RECORD,
  },
  { route: 'DELETE /members/v1/members/:id/addresses', access: 'self', request: (f) => ofA(f) },
  {
    route: 'DELETE /members/v1/members/:id/addresses',
    access: 'owner',
    request: (f) => ofOwner(f),
    note: OWNER_RECORD,
  },
  { route: 'GET /members/v1/privacy-settings', access: 'identified' },
  { route: 'POST /members/v1/privacy-settings', access: 'staff', request: () => ({ body: { settings: 5 } }) },
  { route: 'POST /members/v2/abouts', access: 'identified' },
  { route: 'POST /members/v2/abouts/query', access: 'identified' },
  { route: 'GET /members/v2/abouts/my', access: 'member', note: 'a member without an about gets `{}`' },
  {
    route: 'GET /members/v2/abouts/:id',
    access: 'identified',
    request: async (f) => ({ params: { id: await f.aboutOfA() } }),
  },
  {
    route: 'PATCH /members/v2/abouts/:id',
    access: 'self',
    request: async (f) => ({
      params: { id: await f.aboutOfA() },
      body: { memberAbout: { revision: '1', content: { nodes: [] } } },
    }),
  },
  {
    route: 'DELETE /members/v2/abouts/:id',
    access: 'self',
    request: async (f) => ({ params: { id: await f.aboutOfA() } }),
    note: "each cell targets member A's about, created again after an allowed delete",
  },
  // Webhooks (modules/events)
  { route: 'POST /bazaar/v1/webhooks', access: 'owner' },
  { route: 'GET /bazaar/v1/webhooks', access: 'owner' },
  { route: 'GET /bazaar/v1/webhooks/public-key', access: 'owner' },
  { route: 'POST /bazaar/v1/webhooks/deliveries/query', access: 'owner' },
  { route: 'GET /bazaar/v1/webhooks/deliveries', access: 'owner' },
  { route: 'GET /bazaar/v1/webhooks/deliveries/:id', access: 'owner', absent: true },
  { route: 'POST /bazaar/v1/webhooks/deliveries/:id/redeliver', access: 'owner', absent: true },
  { route: 'DELETE /bazaar/v1/webhooks/:id', access: 'owner', absent: true },
  // Catalog reads (modules/catalog): public, hidden products only for staff
  { route: 'GET /stores-reader/v1/products/query-platformized', access: 'public' },
  { route: 'POST /stores-reader/v1/products/query-platformized', access: 'public' },
  {
    route: 'GET /stores-reader/v1/products/:id',
    access: 'public',
    request: (f) => ({ params: { id: f.productId } }),
  },
  {
    route: 'POST /stores-reader/v1/products/:id/productOptionsAvailability',
    access: 'public',
    request: (f) => ({ params: { id: f.productId }, body: {} }),
  },
  {
    route: 'POST /stores-reader/v1/products/:id/variants/query',
    access: 'public',
    request: (f) => ({ params: { id: f.productId }, body: {} }),
  },
  { route: 'POST /stores-reader/v1/variants/query', access: 'public' },
  { route: 'GET /stores-reader/v1/variants/:id', access: 'public', absent: true },
  {
    route: 'GET /stores-reader/v1/products/:id',
    access: 'staff',
    request: (f) => ({ params: { id: f.hiddenProductId } }),
    hidden: true,
    note: 'a hidden product (visible: false) is staff-only; others get 404',
  },
  // Catalog writes: staff
  { route: 'POST /stores/v1/products', access: 'staff' },
  { route: 'PATCH /stores/v1/products/:id', access: 'staff', absent: true },
  { route: 'DELETE /stores/v1/products/:id', access: 'staff', absent: true },
  { route: 'PATCH /stores/v1/products/:id/variants', access: 'staff', absent: true },
  { route: 'POST /stores/v1/products/:id/variants/resetToDefault', access: 'staff', absent: true },
  { route: 'POST /stores/v1/products/:id/media', access: 'staff', absent: true },
  { route: 'POST /stores/v1/products/:id/media/delete', access: 'staff', absent: true },
  { route: 'PATCH /stores/v1/products/:id/choices/media', access: 'staff', absent: true },
  { route: 'POST /stores/v1/products/:id/choices/media/delete', access: 'staff', absent: true },
  { route: 'DELETE /stores/v1/products/:id/options', access: 'staff', absent: true },
  { route: 'POST /stores/v1/products/:id/remove-brand', access: 'staff', absent: true },
  { route: 'POST /stores/v1/products/:id/remove-ribbon', access: 'staff', absent: true },
  { route: 'POST /stores/v1/bulk/products/update', access: 'staff' },
  { route: 'POST /stores/v1/bulk/products/adjust-properties', access: 'staff' },
  { route: 'PATCH /stores/v2/inventoryItems/product/:productId', access: 'staff', absent: true },
  { route: 'POST /stores/v2/inventoryItems/decrement', access: 'staff' },
  { route: 'POST /stores/v2/inventoryItems/increment', access: 'staff' },
  // Inventory reads: stock is public on products; a hidden product's inventory item is staff-only.
  { route: 'POST /stores-reader/v2/inventoryItems/query', access: 'public' },
  {
    route: 'POST /stores-reader/v2/inventoryItems/:inventoryId/getVariants',
    access: 'public',
    request: (f) => ({ body: { productId: f.productId } }),
  },
  {
    route: 'POST /stores-reader/v2/inventoryItems/:inventoryId/getVariants',
    access: 'staff',
    request: (f) => ({ body: { productId: f.hiddenProductId } }),
    hidden: true,
    note: "a hidden product's inventory item (visible: false) is staff-only; others get 404",
  },
  { route: 'GET /v2/collections/query', access: 'public' },
  { route: 'POST /v2/collections/query', access: 'public' },
  {
    route: 'GET /v2/collections/slug/:slug',
    access: 'public',
    request: (f) => ({ params: { slug: f.collectionSlug } }),
  },
  {
    route: 'GET /v2/collections/:id',
    access: 'public',
    request: (f) => ({ params: { id: f.collectionId } }),
  },
  {
    route: 'GET /stores-reader/v1/collections/slug/:slug',
    access: 'public',
    request: (f) => ({ params: { slug: f.collectionSlug } }),
  },
  { route: 'POST /stores/v1/collections', access: 'staff' },
  { route: 'PATCH /stores/v1/collections/:id', access: 'staff', absent: true },
  { route: 'DELETE /stores/v1/collections/:id', access: 'staff', absent: true },
  { route: 'POST /stores/v1/collections/:id/productIds', access: 'staff', absent: true },
  { route: 'POST /stores/v1/collections/:id/productIds/delete', access: 'staff', absent: true },
  { route: 'GET /media/demo/:file', access: 'public', absent: true },
  { route: 'GET /media/:id', access: 'public', absent: true },
  { route: 'POST /bazaar/v1/media', access: 'staff' },
  // Cart (modules/cart): the caller's own current cart, never another's (asserted separately)
  { route: 'GET /ecom/v1/carts/current', access: 'shopper', absent: true },
  { route: 'PATCH /ecom/v1/carts/current', access: 'shopper', absent: true },
  { route: 'POST /ecom/v1/carts/current/add-to-cart', access: 'shopper', absent: true },
  { route: 'POST /ecom/v1/carts/current/remove-line-items', access: 'shopper', absent: true },
  { route: 'POST /ecom/v1/carts/current/remove-coupon', access: 'shopper', absent: true },
  { route: 'POST /ecom/v1/carts/current/update-line-items-quantity', access: 'shopper', absent: true },
  { route: 'POST /ecom/v1/carts/current/create-checkout', access: 'shopper', absent: true },
  { route: 'POST /ecom/v1/carts/current/estimate-totals', access: 'shopper', absent: true },
  { route: 'DELETE /ecom/v1/carts/current', access: 'shopper', absent: true },
  // Checkout (modules/checkout): the buyer's own checkout and staff
  {
    route: 'GET /ecom/v1/checkouts/:id',
    access: 'self',
    request: (f) => ({ params: { id: f.checkoutOfA } }),
  },
  {
    route: 'PATCH /ecom/v1/checkouts/:id',
    access: 'self',
    request: (f) => ({ params: { id: f.checkoutOfA }, body: { checkout: {} } }),
  },
  {
    route: 'POST /ecom/v1/checkouts/:id/remove-coupon',
    access: 'self',
    request: (f) => ({ params: { id: f.checkoutOfA }, body: {} }),
  },
  {
    route: 'POST /ecom/v1/checkouts/:id/create-order',
    access: 'self',
    request: async (f) => ({ params: { id: await f.freshCheckoutOfA() }, body: {} }),
    note: 'each cell uses a new checkout of member A (an allowed call consumes it)',
  },
  {
    route: 'POST /ecom/v1/checkouts/:id/mark-as-completed',
    access: 'self',
    request: async (f) => ({ params: { id: await f.freshCheckoutOfA() }, body: {} }),
  },
  // Orders (modules/orders)
  { route: 'POST /ecom/v1/orders/search', access: 'memberOrKey', note: 'members find only their own orders' },
  { route: 'POST /ecom/v1/orders/aggregate', access: 'staff' },
  {
    route: 'GET /ecom/v1/orders/:id',
    access: 'self',
    request: (f) => ({ params: { id: f.orderOfA.id } }),
    note: "another member's order answers 404 ORDER_NOT_FOUND (no existence leak)",
  },
  { route: 'POST /ecom/v1/orders', access: 'staff' },
  { route: 'PATCH /ecom/v1/orders/:id', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/orders/:id/commit-deltas', access: 'staff', absent: true },
  { route: 'PATCH /ecom/v1/orders/:id/line-item/:lineItemId', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/orders/:id/activities', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/orders/:id/activities/add', access: 'staff', absent: true },
  { route: 'PATCH /ecom/v1/orders/:id/activities/:activityId', access: 'staff', absent: true },
  { route: 'DELETE /ecom/v1/orders/:id/activities/:activityId', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/orders/:id/cancel', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/orders/:id/update-status', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/bulk/orders/update', access: 'staff' },
  { route: 'POST /ecom/v1/bulk/orders/update-tags', access: 'staff' },
  { route: 'GET /ecom/v1/orders-settings', access: 'staff' },
  {
    route: 'PATCH /ecom/v1/orders-settings',
    access: 'staff',
    request: () => ({ body: { ordersSettings: 5 } }),
  },
  // Payments (modules/payments): staff, except reading the transactions of one's own order
  {
    route: 'POST /ecom/v1/payments-collector/orders/:id/prepare-payment-collection',
    access: 'staff',
    absent: true,
  },
  {
    route: 'GET /ecom/v1/payments-collector/orders/:id/payment-collectability-status',
    access: 'staff',
    absent: true,
  },
  {
    route: 'POST /ecom/v1/payments-collector/orders/:id/create-payment-gateway-order',
    access: 'staff',
    absent: true,
  },
  { route: 'POST /ecom/v1/payments-collector/orders/:id/manual-payment', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/payments-collector/orders/:id/mark-as-paid', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/bulk/payments-collector/mark-as-paid', access: 'staff' },
  { route: 'GET /ecom/v1/payments-collector/orders/:id/refundability', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/payments-collector/orders/:id/charge-membership', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/payments-collector/orders/:id/trigger-refund', access: 'staff', absent: true },
  {
    route: 'POST /ecom/v1/payments-collector/orders/:id/void-authorized-payments',
    access: 'staff',
    absent: true,
  },
  {
    route: 'POST /ecom/v1/payments-collector/orders/:id/capture-authorized-payments',
    access: 'staff',
    absent: true,
  },
  {
    route: 'GET /ecom/v1/payments/orders/:id',
    access: 'self',
    request: (f) => ({ params: { id: f.orderOfA.id } }),
  },
  {
    route: 'POST /ecom/v1/payments/orders/:id/add-payment',
    access: 'staff',
    absent: true,
  },
  {
    route: 'POST /ecom/v1/payments/list-by-ids',
    access: 'identified',
    note: 'lists only payments of orders the caller may read',
  },
  {
    route: 'POST /ecom/v1/payments/:paymentId/orders/:id/update-payment-transaction-status',
    access: 'staff',
    absent: true,
  },
  {
    route: 'POST /bazaar/v1/payment-gateway-orders/:gatewayOrderId/charge',
    access: 'identified',
    absent: true,
    note: 'the hosted checkout pays with the gateway order id it was handed',
  },
  // Fulfillments (modules/fulfillments): staff, except reading the fulfillments (tracking) of one's own order
  {
    route: 'GET /ecom/v1/fulfillments/orders/:id',
    access: 'self',
    request: (f) => ({ params: { id: f.orderOfA.id } }),
    note: "another member's order answers 404 ORDER_NOT_FOUND (no existence leak)",
  },
  {
    route: 'POST /ecom/v1/fulfillments/list-by-ids',
    access: 'identified',
    note: 'lists only fulfillments of orders the caller may read',
  },
  { route: 'POST /ecom/v1/fulfillments/orders/:id/create-fulfillment', access: 'staff', absent: true },
  { route: 'PATCH /ecom/v1/fulfillments/:fulfillmentId/orders/:id', access: 'staff', absent: true },
  { route: 'DELETE /ecom/v1/fulfillments/:fulfillmentId/orders/:id', access: 'staff', absent: true },
  { route: 'POST /ecom/v1/fulfillments/orders/bulk/create-fulfillments', access: 'staff' },
  // Hosted pages (hosted/): HTML for browsers, on the platform origin
  { route: 'GET /hosted/styles.css', access: 'public' },
  {
    route: 'GET /oauth2/authorize',
    access: 'public',
    note: 'answers with the login page or a redirect carrying an error',
  },
  { route: 'POST /oauth2/authorize', access: 'form' },
  { route: 'GET /hosted/login', access: 'public' },
  { route: 'POST /hosted/login', access: 'form' },
  { route: 'GET /hosted/logout', access: 'public' },
  { route: 'GET /hosted/forgot-password', access: 'public' },
  { route: 'POST /hosted/forgot-password', access: 'form' },
  { route: 'GET /hosted/reset-password', access: 'public' },
  { route: 'POST /hosted/reset-password', access: 'form' },
  { route: 'GET /hosted/checkout', access: 'public', absent: true },
  { route: 'POST /hosted/checkout', access: 'form' },
  {
    route: 'GET /hosted/dev/mail',
    access: 'public',
    note: 'development only (`devMail`); off in production',
  },
  {
    route: 'GET /hosted/account',
    access: 'public',
    absent: true,
    note: 'the redirect session in its link decides whose account it shows (a missing or unknown one: 404)',
  },
  {
    route: 'GET /hosted/product/:slug',
    access: 'public',
    absent: true,
    note: 'visible products only, for everyone',
  },
  {
    route: 'GET /hosted/:page',
    access: 'public',
    request: () => ({ params: { page: 'bookings-checkout' } }),
  },
];

/** Alias prefixes the platform mounts a second time (the official client's paths), mapped to the canonical path. */
const ALIASES: Array<[RegExp, string]> = [
  [/^\/_api\/oauth2\//, '/oauth2/'],
  [/^\/_api\/iam\//, '/iam/'],
  [/^\/_iam\//, '/iam/'],
  [/^\/_api\/members\//, '/members/'],
  [/^\/ecom\/v1\/ep-orders/, '/ecom/v1/orders'],
  [/^\/v1\/bulk\/payments-collector\//, '/ecom/v1/bulk/payments-collector/'],
  [/^\/_api\/redirects-api\/v1\/redirect-session$/, '/headless/v1/redirect-session'],
  [/^\/redirect-session\/v1\/redirect-session$/, '/headless/v1/redirect-session'],
  [/^\/iam\/verification\/v1\/Start$/, '/iam/verification/v1/start'],
];

/**
 * The canonical route of a mounted route (aliases resolved).
 * @param route - `METHOD /path`
 */
export function canonicalRoute(route: string): string {
  const [method, path = ''] = route.split(' ');
  let canonical = path;
  for (const [pattern, replacement] of ALIASES) canonical = canonical.replace(pattern, replacement);
  // `_api/iam/verification/v1/Start` resolves in two steps.
  for (const [pattern, replacement] of ALIASES) canonical = canonical.replace(pattern, replacement);
  return `${method} ${canonical}`;
}
