import {
  Alert,
  Button,
  Card,
  Checkbox,
  DescriptionList,
  Form,
  FormActions,
  Grid,
  PageHeader,
  Stack,
  TextField,
} from '@bazaar/ui';
import type { ReactNode } from 'react';
import type { CheckoutView } from '../modules/checkout/checkout-view';
import { findCoupon } from '../modules/checkout/pricing';
import { TEST_CARDS } from '../modules/checkout/test-card-gateway';
import { AddressFields, DeliveryOptions } from './checkout-fields';
import type { DetailsValues, FieldErrors } from './checkout-form';
import { OrderSummary } from './order-summary';
import { UiPage } from './ui-page';

/** What the checkout page shows. */
export interface CheckoutPageProps {
  styleNonce: string;
  csrf: string;
  /** Where the forms post (the page's own URL). */
  action: string;
  view: CheckoutView;
  details: DetailsValues;
  errors: FieldErrors;
  message?: { tone: 'error' | 'success'; title: string; text?: string } | undefined;
  /** Visitors type their email; members have their login email. */
  needsEmail: boolean;
  /** "Back to the shop" (the redirect session's cart page or post-flow URL). */
  backUrl?: string | undefined;
}

function PostForm(props: { action: string; csrf: string; name: string; children: ReactNode }) {
  return (
    <Form method="post" action={props.action} noValidate>
      <input type="hidden" name="csrf" value={props.csrf} />
      <input type="hidden" name="action" value={props.name} />
      {props.children}
    </Form>
  );
}

/**
 * The hosted checkout (redirect target `ecomCheckout`): contact and addresses with the delivery option, the
 * coupon, the test card and "Place order", beside the order summary priced by the pricing engine. Plain
 * forms, each with its CSRF token and a hidden `action`.
 * @param props - the priced checkout, the form values, errors and the page's message
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { view, details, errors } = props;
  const coupon = view.checkout.state.couponCode
    ? findCoupon(view.store.coupons, view.checkout.state.couponCode)
    : undefined;
  const couponError = view.totals.calculationErrors?.couponCalculationError?.applicationError.description;
  return (
    <UiPage title="Checkout" styleNonce={props.styleNonce}>
      <Stack>
        <PageHeader
          title="Checkout"
          actions={props.backUrl ? <a href={props.backUrl}>Back to the shop</a> : undefined}
        />
        {props.message ? (
          <Alert tone={props.message.tone} title={props.message.title}>
            {props.message.text}
          </Alert>
        ) : null}
        <Grid minItemWidth="30rem">
          <Stack>
            <Card as="section" title="Contact and delivery">
              <PostForm action={props.action} csrf={props.csrf} name="details">
                <TextField
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required={props.needsEmail}
                  defaultValue={details.email}
                  error={errors.email}
                />
                <Grid minItemWidth="12rem">
                  <TextField
                    label="First name"
                    name="firstName"
                    autoComplete="given-name"
                    defaultValue={details.firstName}
                    error={errors.firstName}
                  />
                  <TextField
                    label="Last name"
                    name="lastName"
                    autoComplete="family-name"
                    defaultValue={details.lastName}
                    error={errors.lastName}
                  />
                  <TextField
                    label="Phone"
                    name="phone"
                    type="tel"
                    autoComplete="tel"
                    defaultValue={details.phone}
                  />
                </Grid>
                <AddressFields prefix="" values={details} errors={errors} />
                <DeliveryOptions view={view} values={details} errors={errors} />
                <Checkbox
                  name="billingSame"
                  value="on"
                  label="The billing address is the shipping address"
                  defaultChecked={details.billingSame === 'on'}
                />
                <details open={details.billingSame !== 'on' || undefined}>
                  <summary>Another billing address</summary>
                  <AddressFields prefix="billing" values={details} errors={errors} />
                </details>
                <FormActions>
                  <Button type="submit" variant="secondary">
                    Save and update totals
                  </Button>
                </FormActions>
              </PostForm>
            </Card>
            <Card as="section" title="Coupon">
              {coupon ? (
                <PostForm action={props.action} csrf={props.csrf} name="remove-coupon">
                  <p>
                    <strong>{coupon.code}</strong> — {coupon.name}
                  </p>
                  {couponError ? <p className="bz-muted">{couponError}</p> : null}
                  <FormActions>
                    <Button type="submit" variant="secondary" size="sm">
                      Remove coupon
                    </Button>
                  </FormActions>
                </PostForm>
              ) : (
                <PostForm action={props.action} csrf={props.csrf} name="coupon">
                  <TextField
                    label="Coupon code"
                    name="couponCode"
                    autoComplete="off"
                    error={errors.couponCode}
                  />
                  <FormActions>
                    <Button type="submit" variant="secondary" size="sm">
                      Apply
                    </Button>
                  </FormActions>
                </PostForm>
              )}
            </Card>
            <Card as="section" title="Payment" description="A test card gateway: no money moves.">
              <PostForm action={props.action} csrf={props.csrf} name="pay">
                <TextField
                  label="Card number"
                  name="number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  error={errors.number}
                  required
                />
                <Grid minItemWidth="8rem">
                  <TextField
                    label="Expiry (MM/YY)"
                    name="expiry"
                    autoComplete="cc-exp"
                    error={errors.expiry}
                    required
                  />
                  <TextField
                    label="CVC"
                    name="cvc"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    error={errors.cvc}
                    required
                  />
                </Grid>
                <TextField label="Name on card" name="cardName" autoComplete="cc-name" />
                <FormActions>
                  <Button type="submit" block>
                    {`Place order · ${view.totals.priceSummary.total.formattedAmount}`}
                  </Button>
                </FormActions>
              </PostForm>
              <p className="bz-muted">Test cards (any future expiry date, any CVC):</p>
              <DescriptionList
                layout="stacked"
                items={TEST_CARDS.map((card) => ({
                  id: card.number,
                  term: card.number.replace(/(\d{4})(?=\d)/g, '$1 '),
                  description: card.description,
                }))}
              />
            </Card>
          </Stack>
          <OrderSummary view={view} />
        </Grid>
      </Stack>
    </UiPage>
  );
}
