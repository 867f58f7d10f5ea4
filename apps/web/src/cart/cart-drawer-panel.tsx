import { useCurrentCart } from '@bazaar/react';
import { Alert, buttonClassName, Drawer, EmptyState, Skeleton, Stack } from '@bazaar/ui';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { CheckoutButton } from '../checkout/checkout-button';
import { BagIcon } from '../layout/icons';
import { useCartDrawer } from './cart-drawer-context';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { itemCount } from './item-count';

/**
 * The cart drawer's panel: the lines with their quantities, the estimated totals, and the way to the cart page and
 * the checkout. It closes when the page changes. Loaded on first use (`cart-drawer.tsx`).
 *
 * @returns the drawer
 */
export function CartDrawerPanel() {
  const { isOpen, close } = useCartDrawer();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current !== pathname) close();
    shownOn.current = pathname;
  }, [pathname, close]);
  return (
    <Drawer
      open={isOpen}
      onClose={close}
      title="Your cart"
      className="app-cart-drawer"
      footer={isOpen ? <DrawerFooter /> : null}
    >
      {isOpen ? <DrawerBody /> : null}
    </Drawer>
  );
}

function DrawerBody() {
  const cart = useCurrentCart();
  if (cart.isPending) return <Skeleton lines={3} />;
  if (cart.isError) {
    return (
      <Alert tone="error" title="The cart could not be loaded">
        {cart.error.message}
      </Alert>
    );
  }
  if (!cart.data || cart.data.lineItems.length === 0) {
    return (
      <EmptyState
        compact
        icon={<BagIcon />}
        title="Your cart is empty"
        description="Add something you like and it will wait here."
      />
    );
  }
  return <CartLines cart={cart.data} compact />;
}

function DrawerFooter() {
  const { data: cart, isSuccess } = useCurrentCart();
  const { close } = useCartDrawer();
  if (!isSuccess || !cart || itemCount(cart) === 0) {
    return (
      <Link className={buttonClassName({ variant: 'secondary', block: true })} to="/shop" onClick={close}>
        Continue shopping
      </Link>
    );
  }
  return (
    <Stack gap={3} className="app-cart-drawer__footer">
      <CartSummary cart={cart} />
      <CheckoutButton />
      <Link className={buttonClassName({ variant: 'secondary', block: true })} to="/cart">
        View cart
      </Link>
    </Stack>
  );
}
