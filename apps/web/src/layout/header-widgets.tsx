import { useCollections, useCurrentCart, useSession } from '@bazaar/react';
import { VisuallyHidden } from '@bazaar/ui';
import { Link, useLocation, useSearchParams } from 'react-router';
import { preloadCartDrawer } from '../cart/cart-drawer';
import { useCartDrawer } from '../cart/cart-drawer-context';
import { itemCount } from '../cart/item-count';
import { ALL_COLLECTIONS, ALL_PRODUCTS_COLLECTION_ID } from '../lib/catalog-queries';
import { BagIcon, UserIcon } from './icons';

// The parts of the header that show data (collections, session, cart), in the chunk of the SDK they read with:
// site-header.tsx loads them beside the page, and the header's frame paints before.

/** How many collections the header lists (the rest are on the shop page). */
const NAV_COLLECTIONS = 6;

/**
 * The main navigation: the shop and its first collections; the current one is marked `aria-current="page"`.
 *
 * @returns the links
 */
export function SiteNav() {
  const { data } = useCollections(ALL_COLLECTIONS);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/shop' ? (params.get('collection') ?? '') : undefined;
  const collections = (data?.items ?? [])
    .filter((collection) => collection._id !== ALL_PRODUCTS_COLLECTION_ID)
    .slice(0, NAV_COLLECTIONS);
  return (
    <>
      <Link to="/shop" aria-current={current === '' ? 'page' : undefined}>
        Shop all
      </Link>
      {collections.map((collection) => (
        <Link
          key={collection._id}
          to={`/shop?collection=${encodeURIComponent(collection.slug ?? '')}`}
          aria-current={current === collection.slug ? 'page' : undefined}
        >
          {collection.name}
        </Link>
      ))}
    </>
  );
}

/**
 * "Sign in" for visitors, "Account" for members.
 *
 * @returns the link
 */
export function AccountLink() {
  const { loggedIn } = useSession();
  return (
    <Link className="app-header-link" to={loggedIn ? '/account' : '/login'}>
      <UserIcon />
      <span>{loggedIn ? 'Account' : 'Sign in'}</span>
    </Link>
  );
}

/**
 * The cart button: opens the cart drawer, with the number of items.
 *
 * @returns the button
 */
export function CartButton() {
  const { open } = useCartDrawer();
  const { data: cart } = useCurrentCart();
  const count = itemCount(cart);
  return (
    <button
      type="button"
      className="app-header-link app-cart-button"
      onClick={open}
      onPointerEnter={preloadCartDrawer}
      onFocus={preloadCartDrawer}
      aria-haspopup="dialog"
    >
      {/* The name is the content ("Cart, 2 items"), so it starts with the words shown (WCAG 2.5.3). */}
      <BagIcon />
      <span>Cart</span>
      <VisuallyHidden>, </VisuallyHidden>
      {count > 0 ? (
        <span className="app-cart-button__count">{count}</span>
      ) : (
        <VisuallyHidden>0</VisuallyHidden>
      )}
      <VisuallyHidden>{count === 1 ? ' item' : ' items'}</VisuallyHidden>
    </button>
  );
}
