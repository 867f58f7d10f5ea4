import { z } from 'zod';

const url = z.string().max(2048).nullish();
const id = z.string().max(200);

/** `auth.authRequest` (entities.md CreateRedirectSessionRequest). */
export const authRequestSchema = z.object({
  clientId: id,
  responseType: z.string().max(50).optional(),
  // Optional only for `web_message`: the official direct login sends none (OAuthStrategy
  // getMemberTokensForDirectLogin); checked in the service.
  redirectUri: z.string().min(1).max(2048).nullish(),
  scope: z.string().max(1000).nullish(),
  state: z.string().min(1).max(1000),
  responseMode: z.enum(['query', 'fragment', 'web_message']).nullish(),
  codeChallenge: z.string().min(43).max(128),
  codeChallengeMethod: z.string().max(10).nullish(),
  sessionToken: z.string().max(4096).nullish(),
  nonce: z.string().max(512).nullish(),
  prompt: z.string().max(50).nullish(),
});

/** The member account sections a `membersAccount` redirect can open (spec §2); the first is the default. */
export const MEMBERS_ACCOUNT_SECTIONS = [
  'ACCOUNT_INFO',
  'BOOKINGS',
  'ORDERS',
  'SUBSCRIPTIONS',
  'EVENTS',
] as const;

/** One member account section. */
export type MembersAccountSection = (typeof MEMBERS_ACCOUNT_SECTIONS)[number];

/** The targets of a redirect session: exactly one per request (business-rules 154). */
export const REDIRECT_TARGETS = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
  'membersAccount',
] as const;

/** One of {@link REDIRECT_TARGETS}. */
export type RedirectTarget = (typeof REDIRECT_TARGETS)[number];

/** `POST /v1/redirect-session`. */
export const createRedirectSessionSchema = z.object({
  bookingsCheckout: z
    .object({
      timezone: z.string().max(100).optional(),
      slotAvailability: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  ecomCheckout: z.object({ checkoutId: id.min(1) }).optional(),
  eventsCheckout: z
    .object({ reservationId: id.optional(), eventSlug: z.string().max(200).optional() })
    .optional(),
  paidPlansCheckout: z
    .object({ planId: id.optional(), checkoutData: z.string().max(10_000).optional() })
    .optional(),
  login: z.object({}).optional(),
  logout: z.object({ clientId: id.optional() }).optional(),
  auth: z.object({ authRequest: authRequestSchema, prompt: z.enum(['login', 'none']).optional() }).optional(),
  storesProduct: z.object({ productSlug: z.string().min(1).max(150) }).optional(),
  bookingsBook: z.object({ resourceId: id.optional() }).optional(),
  ecomOrderPaymentRequest: z.object({ paymentRequestId: id.min(1) }).optional(),
  membersAccount: z.object({ section: z.enum(MEMBERS_ACCOUNT_SECTIONS).optional() }).optional(),
  callbacks: z
    .object({
      thankYouPageUrl: url,
      postFlowUrl: url,
      loginUrl: url,
      bookingsServiceListUrl: url,
      cartPageUrl: url,
      planListUrl: url,
    })
    .optional(),
  preferences: z
    .object({
      useGenericWixPages: z.boolean().nullish(),
      maintainIdentity: z.boolean().nullish(),
      additionalQueryParameters: z.record(z.string(), z.string().max(1000)).optional(),
      checkIfPublish: z.boolean().nullish(),
    })
    .optional(),
  origin: z.string().max(2048).nullish(),
});

/** A validated redirect-session request. */
export type CreateRedirectSessionInput = z.output<typeof createRedirectSessionSchema>;
