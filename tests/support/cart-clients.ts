import type { TestPlatform } from '@bazaar/platform/testing';
import {
  OAuthStrategy as BazaarOAuthStrategy,
  checkout as bazaarCheckout,
  currentCart as bazaarCurrentCart,
  redirects as bazaarRedirects,
  createClient as createBazaarClient,
  type Tokens,
} from '@bazaar/sdk';
import { checkout, currentCart } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { bazaarTransport, memberSession } from './member-session';
import { createRewritingFetch } from './rewrite-fetch';

/**
 * The cart, checkout and redirects modules of one client, bound to one buyer. Our SDK keeps the official function
 * names and argument shapes, so one scenario drives both; the two clients' module types differ, so scenarios see
 * the shared surface loosely typed (like catalog-clients.ts).
 */
export interface CartModules {
  currentCart: Record<(typeof CURRENT_CART_FUNCTIONS)[number], CartFunction>;
  checkout: Record<(typeof CHECKOUT_FUNCTIONS)[number], CartFunction>;
  redirects: Record<'createRedirectSession', CartFunction>;
}

type CartFunction = (...args: any[]) => any;

/** The nine current-cart calls (spec §7 "Current cart", endpoints.md rows 16–24). */
export const CURRENT_CART_FUNCTIONS = [
  'getCurrentCart',
  'updateCurrentCart',
  'addToCurrentCart',
  'removeLineItemsFromCurrentCart',
  'removeCouponFromCurrentCart',
  'updateCurrentCartLineItemQuantity',
  'createCheckoutFromCurrentCart',
  'estimateCurrentCartTotals',
  'deleteCurrentCart',
] as const;

/** The checkout calls the platform serves. */
export const CHECKOUT_FUNCTIONS = [
  'getCheckout',
  'updateCheckout',
  'removeCoupon',
  'createOrder',
  'markCheckoutAsCompleted',
] as const;

/** A buyer as a client sees it. */
export type CartBuyerKind = 'visitor' | 'member';

/** What a factory gets: the platform served over HTTP, and the real fetch (before the global swap). */
export interface CartClientContext {
  platform: TestPlatform;
  baseUrl: string;
  fetcher: typeof fetch;
}

/** A client under test. */
export interface CartClientFactory {
  name: string;
  /** True for the official client (it converts images and addresses to its own shapes). */
  official: boolean;
  /**
   * Modules bound to a new buyer: a fresh visitor (the client starts an anonymous session), or a new member
   * (tokens seeded in the platform).
   */
  buyer(context: CartClientContext, kind: CartBuyerKind): Promise<CartModules>;
}

async function memberTokens(platform: TestPlatform): Promise<Tokens> {
  const member = await platform.seed.member();
  return memberSession(await platform.seed.memberTokens(member.id));
}

function bazaarFactory(name: string, inProcess: boolean): CartClientFactory {
  return {
    name,
    official: false,
    async buyer({ platform, baseUrl }, kind) {
      const transport = bazaarTransport(platform, baseUrl, inProcess);
      const tokens = kind === 'member' ? await memberTokens(platform) : undefined;
      const auth = BazaarOAuthStrategy({ clientId: platform.clientId, ...(tokens && { tokens }) });
      const modules = {
        currentCart: bazaarCurrentCart,
        checkout: bazaarCheckout,
        redirects: bazaarRedirects,
      };
      return createBazaarClient({ ...transport, modules, auth }) as unknown as CartModules;
    },
  };
}

/** The official client (`@wix/sdk` + `@wix/ecom` + `@wix/redirects`), through a rewriting fetch. */
const officialFactory: CartClientFactory = {
  name: 'official @wix/ecom',
  official: true,
  async buyer({ platform, baseUrl, fetcher }, kind) {
    const tokens = kind === 'member' ? await memberTokens(platform) : undefined;
    const auth = OAuthStrategy({ clientId: platform.clientId, ...(tokens && { tokens: tokens as never }) });
    return createClient({
      modules: { currentCart, checkout, redirects },
      auth,
      fetch: createRewritingFetch(baseUrl, fetcher),
    }) as unknown as CartModules;
  },
};

/** Every client the cart and checkout contract runs with. */
export const CART_CLIENTS: CartClientFactory[] = [
  bazaarFactory('@bazaar/sdk over HTTP', false),
  bazaarFactory('@bazaar/sdk in process', true),
  officialFactory,
];
