import { Grid, RadioGroup, SelectField, TextField } from '@bazaar/ui';
import type { CheckoutView } from '../modules/checkout/checkout-view';
import type { DetailsValues, FieldErrors } from './checkout-form';

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

/**
 * The address fields of the details form: shipping (`prefix` empty) or billing (`billing…` names).
 * @param props - prefix, values, errors
 */
export function AddressFields(props: { prefix: '' | 'billing'; values: DetailsValues; errors: FieldErrors }) {
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

/**
 * The delivery options of the priced checkout as radio buttons (price, delivery time, pickup address); nothing when
 * nothing is shipped.
 * @param props - the priced checkout, the form values and errors
 */
export function DeliveryOptions({
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
