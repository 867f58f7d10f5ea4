import type { CallbackParams } from '@bazaar/sdk';

/**
 * Where the hosted checkout sends the buyer back to (all on the app's origin, which the seeded OAuth app allows):
 * the thank-you page after paying (the platform appends `orderId`), the cart page to change the cart, the home
 * page when leaving the flow, and the sign-in page.
 *
 * @param origin - the app's origin (`location.origin`)
 * @returns the callbacks of the `ecomCheckout` redirect session
 * @example
 * checkoutCallbacks('https://shop.example').thankYouPageUrl; // 'https://shop.example/thank-you'
 */
export function checkoutCallbacks(origin: string): CallbackParams {
  return {
    thankYouPageUrl: `${origin}/thank-you`,
    cartPageUrl: `${origin}/cart`,
    postFlowUrl: `${origin}/`,
    loginUrl: `${origin}/login`,
  };
}
