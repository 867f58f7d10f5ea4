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
  RadioGroup,
  SelectField,
  Stack,
  TextField,
} from '@bazaar/ui';
import type { ReactNode } from 'react';
import type { CheckoutView } from '../modules/checkout/checkout-view';
import { findCoupon } from '../modules/checkout/pricing';
import { TEST_CARDS } from '../modules/checkout/test-card-gateway';
import type { DetailsValues, FieldErrors } from './checkout-form';
import { UiPage } from './ui-page';

/** Countries the address form offers (ISO 3166-1 alpha-2). */
const COUNTRIES: readonly { value: string; label: string }[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'IE', label: 'Ireland' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'ES', label: 'Spain' },
  { value: 'IT', label: 'Italy' },
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'JP', label: 'Japan' },
  { value: 'MX', label: 'Mexico' },
  { value: 'BR', label: 'Brazil' },
];

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

function Summary({ view }: { view: CheckoutView }) {
  const { totals } = view;
  const summary = totals.priceSummary;
  const calculated = new Map(totals.calculatedLineItems.map((line) => [line.lineItemId, line]));
  const hasFees = Number(summary.additionalFees.amount) > 0;
  return (
    <Card as="section" title="Order summary" style={{ alignSelf: 'start' }}>
      <Stack>
        <DescriptionList
          layout="columns"
          items={view.lines.map(({ line, item, pricing }) => {
            const prices = calculated.get(line.id)?.pricesBreakdown;
            const options = Object.values(item?.choices ?? {}).join(' / ');
            return {
              id: line.id,
              term: `${pricing.name}${options ? ` (${options})` : ''} × ${line.quantity}`,
              description: prices?.lineItemPrice.formattedAmount ?? '',
            };
          })}
        />
        <DescriptionList
          layout="columns"
          items={[
            { term: 'Subtotal', description: summary.subtotal.formattedAmount },
            ...(Number(summary.discount.amount) > 0
              ? [{ term: 'Discount', description: `−${summary.discount.formattedAmount}` }]
              : []),
            { term: 'Shipping', description: summary.shipping.formattedAmount },
            { term: 'Tax', description: summary.tax.formattedAmount },
            ...(hasFees ? [{ term: 'Fees', description: summary.additionalFees.formattedAmount }] : []),
            {
              term: <strong>Total</strong>,
              description: <strong>{summary.total.formattedAmount}</strong>,
              id: 'total',
            },
          ]}
        />
      </Stack>
    </Card>
  );
}

function AddressFields(props: { prefix: '' | 'billing'; values: DetailsValues; errors: FieldErrors }) {
  const key = (name: string) =>
    (props.prefix ? `billing${name[0]!.toUpperCase()}${name.slice(1)}` : name) as keyof DetailsValues;
  const field = (name: string) => ({
    name: key(name),
    defaultValue: props.values[key(name)],
    error: props.errors[key(name)],
  });
  return (
    <Grid minItemWidth="12rem">
      <SelectField label="Country" options={COUNTRIES} {...field('country')} />
      <TextField label="State / province" hint="e.g. CA or US-CA" {...field('subdivision')} />
      <TextField
        label="City"
        autoComplete={props.prefix ? 'billing address-level2' : 'address-level2'}
        {...field('city')}
      />
      <TextField
        label="Postal code"
        autoComplete={props.prefix ? 'billing postal-code' : 'postal-code'}
        {...field('postalCode')}
      />
      <TextField
        label="Street address"
        autoComplete={props.prefix ? 'billing address-line1' : 'address-line1'}
        {...field('addressLine')}
      />
    </Grid>
  );
}

function DeliveryOptions({
  view,
  values,
  errors,
}: {
  view: CheckoutView;
  values: DetailsValues;
  errors: FieldErrors;
}) {
  const options = view.totals.shippingInfo.carrierServiceOptions.flatMap(
    (carrier) => carrier.shippingOptions,
  );
  if (options.length === 0) return null;
  return (
    <RadioGroup
      legend="Delivery"
      name="shippingOption"
      defaultValue={values.shippingOption || options[0]!.code}
      error={errors.shippingOption}
      options={options.map((option) => ({
        value: option.code,
        label: `${option.title} — ${option.cost.price.formattedAmount}`,
        hint: [
          option.logistics.deliveryTime,
          option.logistics.pickupDetails
            ? `Pickup: ${[option.logistics.pickupDetails.address.addressLine, option.logistics.pickupDetails.address.city].filter(Boolean).join(', ')}`
            : undefined,
        ]
          .filter(Boolean)
          .join(' · '),
      }))}
    />
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
          <Summary view={view} />
        </Grid>
      </Stack>
    </UiPage>
  );
}
