import { type ComponentType, lazy, useSyncExternalStore } from 'react';

// Page chunks being downloaded: the router keeps the old page on screen while the next one loads (navigations
// are transitions), so the layout shows a progress bar from this count.
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A page in its own chunk (`React.lazy`), downloaded on first render, whose download counts as "page loading".
 *
 * @param load - imports the page's module and picks the component
 * @returns the lazy component
 * @example
 * const CartPage = lazyPage(() => import('./cart/cart-page').then((m) => m.CartPage));
 */
export function lazyPage<TProps extends object>(load: () => Promise<ComponentType<TProps>>) {
  return lazy(async () => {
    pending += 1;
    emit();
    try {
      return { default: await load() };
    } finally {
      pending -= 1;
      emit();
    }
  });
}

/**
 * Whether a page chunk is downloading.
 *
 * @returns true while one is
 */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
