import { useCurrentCart } from '@bazaar/react';
import { Alert, buttonClassName, Card, EmptyState, PageHeader, Skeleton, Stack } from '@bazaar/ui';
import { Link } from 'react-router';
import { CheckoutButton } from '../checkout/checkout-button';
import { BagIcon } from '../layout/icons';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { CouponForm } from './coupon-form';
import { itemCount } from './item-count';

/**
 * The cart page: lines with quantities, a coupon, the estimated totals and the checkout.
 *
 * @returns the page
 */
export function CartPage() {
  const cart = useCurrentCart();
  const count = itemCount(cart.data);
  return (
    <Stack gap={5}>
      <title>Cart · Bazaar Outfitters</title>
      <PageHeader
        headingLevel={1}
        title="Your cart"
        description={count > 0 ? `${count} ${count === 1 ? 'item' : 'items'}` : undefined}
      />
      {cart.isPending ? (
        <div className="app-cart-layout">
          <Skeleton shape="rect" width="100%" height="14rem" />
          <Skeleton shape="rect" width="100%" height="14rem" />
        </div>
      ) : cart.isError ? (
        <Alert tone="error" title="The cart could not be loaded">
          {cart.error.message}
        </Alert>
      ) : !cart.data || count === 0 ? (
        <EmptyState
          icon={<BagIcon />}
          title="Your cart is empty"
          description="Browse the shop and add what you need for the trail."
          action={
            <Link className={buttonClassName({})} to="/shop">
              Start shopping
            </Link>
          }
        />
      ) : (
        <div className="app-cart-layout">
          <Card padding="none" className="app-cart-layout__lines">
            {/* The lines' names are level-3 headings, as in the drawer under its title. */}
            <h2 className="bz-sr">Items</h2>
            <CartLines cart={cart.data} />
          </Card>
          <Card as="aside" title="Order summary" headingLevel={2} className="app-cart-layout__summary">
            <Stack gap={4}>
              <CouponForm cart={cart.data} />
              <CartSummary cart={cart.data} />
              <CheckoutButton />
              <Link className="app-muted-link" to="/shop">
                Continue shopping
              </Link>
            </Stack>
          </Card>
        </div>
      )}
    </Stack>
  );
}
