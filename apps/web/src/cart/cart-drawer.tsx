import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useCartDrawer } from './cart-drawer-context';

let panel: Promise<{ default: ComponentType }> | undefined;

/**
 * Starts downloading the cart drawer's code (on the cart button's hover or focus, and on product pages, where
 * "Add to cart" opens it), so it opens at once.
 *
 * @returns the download
 */
export function preloadCartDrawer() {
  panel ??= import('./cart-drawer-panel').then((m) => ({ default: m.CartDrawerPanel }));
  return panel;
}

const CartDrawerPanel = lazy(preloadCartDrawer);

/**
 * The cart drawer, whose code (lines, totals, checkout) is not part of the first page load: it is fetched the first
 * time the drawer opens, or earlier with {@link preloadCartDrawer}, and stays mounted afterwards.
 *
 * @returns the drawer, once it was opened
 */
export function CartDrawer() {
  const { isOpen } = useCartDrawer();
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (isOpen) setUsed(true);
  }, [isOpen]);
  return used || isOpen ? (
    <Suspense fallback={null}>
      <CartDrawerPanel />
    </Suspense>
  ) : null;
}
