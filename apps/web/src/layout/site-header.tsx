import { VisuallyHidden } from '@bazaar/ui';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BagIcon, SearchIcon, UserIcon } from './icons';

// The header's data (collections, session, cart count) needs the SDK, which downloads beside the first page
// (main.tsx): until it is there the header shows its frame, with placeholders the size of what comes.
const widgets = () => import('./header-widgets');
const LazySiteNav = lazy(() => widgets().then((module) => ({ default: module.SiteNav })));
const LazyAccountLink = lazy(() => widgets().then((module) => ({ default: module.AccountLink })));
const LazyCartButton = lazy(() => widgets().then((module) => ({ default: module.CartButton })));

/** Holds a header link's place while its data loads, so nothing moves when it arrives. */
function Placeholder({ children }: { children: ReactNode }) {
  return (
    <span className="app-header-link app-header-link--placeholder" aria-hidden="true">
      {children}
    </span>
  );
}

/**
 * The main navigation: the shop and its first collections, the current one marked `aria-current="page"`.
 *
 * @returns the links
 */
export function SiteNav() {
  return (
    <Suspense fallback={<Link to="/shop">Shop all</Link>}>
      <LazySiteNav />
    </Suspense>
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
  return (
    <Suspense
      fallback={
        <Placeholder>
          <UserIcon />
          <span>Sign in</span>
        </Placeholder>
      }
    >
      <LazyAccountLink />
    </Suspense>
  );
}

/**
 * The cart button: opens the cart drawer, with the number of items.
 *
 * @returns the button
 */
export function CartButton() {
  return (
    <Suspense
      fallback={
        <Placeholder>
          <BagIcon />
          <span>Cart</span>
        </Placeholder>
      }
    >
      <LazyCartButton />
    </Suspense>
  );
}
