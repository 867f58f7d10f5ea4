import { useCollections, useCurrentCart, useSession } from '@bazaar/react';
import { VisuallyHidden } from '@bazaar/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { preloadCartDrawer } from '../cart/cart-drawer';
import { useCartDrawer } from '../cart/cart-drawer-context';
import { itemCount } from '../cart/item-count';
import { ALL_COLLECTIONS, ALL_PRODUCTS_COLLECTION_ID } from '../lib/catalog-queries';
import { BagIcon, SearchIcon, UserIcon } from './icons';

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
 * The header's product search: submits to the shop page (`/shop?q=`), and shows the current search there.
 *
 * @returns the search form
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/shop' ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(pathname === '/shop' ? params : undefined);
    next.delete('page');
    if (text.trim()) next.set('q', text.trim());
    else next.delete('q');
    navigate(`/shop${next.size ? `?${next}` : ''}`);
  };
  return (
    <search className="app-search">
      <form onSubmit={submit}>
        <label htmlFor="site-search">
          <VisuallyHidden>Search products</VisuallyHidden>
        </label>
        <SearchIcon className="app-search__icon" />
        <input
          id="site-search"
          type="search"
          name="q"
          className="bz-input app-search__input"
          placeholder="Search products"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
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
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
    >
      <BagIcon />
      <span aria-hidden="true">Cart</span>
      {count > 0 ? (
        <span className="app-cart-button__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
