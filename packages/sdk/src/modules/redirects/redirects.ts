import { OPTIONS } from '../common-args';
import { endpoint } from '../endpoint';
import type { CreateRedirectSessionOptions, CreateRedirectSessionResponse } from './redirects-types';

/**
 * Redirects to hosted pages (`@wix/redirects` `redirects`): checkout, login, logout and sign-in flows.
 *
 * @example
 * const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
 * const { redirectSession } = await client.redirects.createRedirectSession({
 *   ecomCheckout: { checkoutId }, callbacks: { postFlowUrl: location.href },
 * });
 * location.href = redirectSession.fullUrl;
 */
export const redirects = {
  /** Creates a redirect session for exactly one target. Returns `{ redirectSession }`. */
  createRedirectSession: endpoint<
    (options: CreateRedirectSessionOptions) => Promise<CreateRedirectSessionResponse>
  >({
    // endpoints.md row 2: the first www.wixapis.com mapping, which is what the official client sends.
    method: 'POST',
    path: '/_api/redirects-api/v1/redirect-session',
    args: OPTIONS,
  }),
};
