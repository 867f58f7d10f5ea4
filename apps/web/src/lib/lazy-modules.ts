// The modules `bazaar-client.ts` binds lazily (`lazyModule`), in a chunk of their own: only pages that call them
// (thank-you, account, the account's tracking) download them. The pages import the same modules through @bazaar/react's factories, so
// this chunk adds nothing to theirs.
export { members, orderFulfillments, orders } from '@bazaar/sdk';
