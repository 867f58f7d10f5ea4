/** The sign-in request of an `auth` redirect (OAuth authorization code flow with PKCE). */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri?: string;
  responseType?: string;
  responseMode?: 'fragment' | 'query' | 'web_message' | (string & {});
  scope?: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  sessionToken?: string;
  [field: string]: unknown;
}

/** Where to go after the hosted page is done. */
export interface CallbackParams {
  thankYouPageUrl?: string;
  postFlowUrl?: string;
  loginUrl?: string;
  cartPageUrl?: string;
  [field: string]: unknown;
}

/** The member account sections a redirect can target (spec §2). */
export type MembersAccountSection = 'ACCOUNT_INFO' | 'BOOKINGS' | 'ORDERS' | 'SUBSCRIPTIONS' | 'EVENTS';

/** Options of `createRedirectSession`: exactly one target (`ecomCheckout`, `login`, `logout`, `auth`, …). */
export interface CreateRedirectSessionOptions {
  ecomCheckout?: { checkoutId: string };
  login?: Record<string, never>;
  logout?: { clientId: string };
  auth?: { authRequest: AuthorizeRequest; prompt?: 'login' | 'none' };
  storesProduct?: { productSlug: string };
  bookingsCheckout?: Record<string, unknown>;
  eventsCheckout?: { reservationId?: string; eventSlug?: string };
  paidPlansCheckout?: { planId: string; checkoutData?: string };
  bookingsBook?: { resourceId?: string };
  ecomOrderPaymentRequest?: { paymentRequestId: string };
  /** The member's account page, at one of its sections (spec §2; default `ACCOUNT_INFO`). */
  membersAccount?: { section?: MembersAccountSection };
  callbacks?: CallbackParams;
  preferences?: {
    useGenericWixPages?: boolean;
    maintainIdentity?: boolean;
    additionalQueryParameters?: Record<string, string>;
  };
  origin?: string;
}

/** A redirect session: the URL to send the browser to. */
export interface RedirectSession {
  _id?: string;
  fullUrl: string;
  urlDetails?: { endpoint?: string; searchParams?: Record<string, string> };
  sessionToken?: string;
  shortUrl?: string;
}

/** Answer of `createRedirectSession`. */
export interface CreateRedirectSessionResponse {
  redirectSession: RedirectSession;
}
