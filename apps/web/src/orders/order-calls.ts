// The orders module, in a chunk of its own: `lib/bazaar-client.ts` binds it lazily (`lazyModule`), so only pages
// that read orders (thank-you, account) download it.
export { orders } from '@bazaar/sdk';
