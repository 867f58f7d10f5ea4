import { useCheckoutRedirect } from '@bazaar/react';
import { Button, FormError, Stack } from '@bazaar/ui';
import { checkoutCallbacks } from './checkout-callbacks';

/**
 * "Checkout": creates the checkout of the current cart (after every change clicked before) and sends the browser
 * to the hosted checkout. The button keeps spinning until the browser leaves; a failure shows the server's message.
 *
 * @param props - whether the cart can be checked out now
 * @returns the button
 */
export function CheckoutButton({ disabled }: { disabled?: boolean }) {
  const checkout = useCheckoutRedirect();
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <Stack gap={3}>
      <FormError error={checkout.error} title="Could not start the checkout" />
      <Button
        size="lg"
        block
        disabled={disabled}
        loading={leaving}
        onClick={() =>
          checkout.mutate(
            { callbacks: checkoutCallbacks(location.origin) },
            { onSuccess: (url) => location.assign(url) },
          )
        }
      >
        Checkout
      </Button>
    </Stack>
  );
}
