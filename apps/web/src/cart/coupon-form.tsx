import { useApplyCoupon, useRemoveCoupon } from '@bazaar/react';
import type { Cart } from '@bazaar/sdk';
import { Badge, Button, FormError, TextField } from '@bazaar/ui';
import { type FormEvent, useState } from 'react';

/**
 * The coupon field of the cart: applies a code (the server refuses unknown or expired ones with its message) and
 * shows the applied one with a way to remove it.
 *
 * @param props - the cart
 * @returns the form
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const [code, setCode] = useState('');
  const applied = cart.appliedDiscounts?.find((discount) => discount.coupon?.code)?.coupon?.code;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate(code.trim(), { onSuccess: () => setCode('') });
  };
  if (applied) {
    return (
      <div className="app-coupon">
        <p>
          Coupon <Badge tone="success">{applied}</Badge>
        </p>
        <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => remove.mutate()}>
          Remove coupon
        </Button>
        <FormError error={remove.error} title="The coupon was not removed" />
      </div>
    );
  }
  return (
    <form className="app-coupon" onSubmit={submit} noValidate>
      <div className="app-coupon__row">
        <TextField
          label="Coupon code"
          name="coupon"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={apply.error ? apply.error.message : undefined}
        />
        <Button type="submit" variant="secondary" loading={apply.isPending} disabled={!code.trim()}>
          Apply
        </Button>
      </div>
    </form>
  );
}
