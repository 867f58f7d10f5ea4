/**
 * The hosted checkout's form fields: what the page shows (from the saved checkout, or what the buyer just typed)
 * and how a posted form becomes a checkout update. Plain HTML forms, so every value arrives as a string.
 */
import { z } from 'zod';
import type { Address, AddressWithContact } from '../modules/checkout/address-schema';
import type { CheckoutView } from '../modules/checkout/checkout-view';
import type { UpdateCheckoutInput } from '../modules/checkout/schema';

/** The values of the contact, address and delivery form. */
export interface DetailsValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  subdivision: string;
  city: string;
  postalCode: string;
  addressLine: string;
  shippingOption: string;
  /** `on` when the billing address is the shipping address. */
  billingSame: string;
  billingCountry: string;
  billingSubdivision: string;
  billingCity: string;
  billingPostalCode: string;
  billingAddressLine: string;
}

/** Field name → message. */
export type FieldErrors = Partial<
  Record<keyof DetailsValues | 'couponCode' | 'number' | 'expiry' | 'cvc', string>
>;

const value = (text: string | undefined) => text ?? '';

/**
 * The form values of a saved checkout.
 * @param view - the priced checkout
 */
export function detailsOf(view: CheckoutView): DetailsValues {
  const { state } = view.checkout;
  const destination = state.shippingDestination;
  const billing = state.billingInfo;
  const contact = destination?.contactDetails ?? billing?.contactDetails;
  const sameBilling = !billing || JSON.stringify(billing.address) === JSON.stringify(destination?.address);
  return {
    email: value(view.buyer.email),
    firstName: value(contact?.firstName),
    lastName: value(contact?.lastName),
    phone: value(contact?.phone),
    country: value(destination?.address?.country) || 'US',
    subdivision: value(destination?.address?.subdivision),
    city: value(destination?.address?.city),
    postalCode: value(destination?.address?.postalCode),
    addressLine: value(destination?.address?.addressLine),
    shippingOption: value(view.totals.shippingInfo.selectedCarrierServiceOption?.code),
    billingSame: sameBilling ? 'on' : '',
    billingCountry: sameBilling ? '' : value(billing?.address?.country),
    billingSubdivision: sameBilling ? '' : value(billing?.address?.subdivision),
    billingCity: sameBilling ? '' : value(billing?.address?.city),
    billingPostalCode: sameBilling ? '' : value(billing?.address?.postalCode),
    billingAddressLine: sameBilling ? '' : value(billing?.address?.addressLine),
  };
}

/**
 * The details form as posted (missing fields are empty).
 * @param form - the posted fields
 */
export function readDetails(form: Record<string, string | undefined>): DetailsValues {
  const keys: (keyof DetailsValues)[] = [
    'email',
    'firstName',
    'lastName',
    'phone',
    'country',
    'subdivision',
    'city',
    'postalCode',
    'addressLine',
    'shippingOption',
    'billingSame',
    'billingCountry',
    'billingSubdivision',
    'billingCity',
    'billingPostalCode',
    'billingAddressLine',
  ];
  return Object.fromEntries(keys.map((key) => [key, (form[key] ?? '').trim()])) as unknown as DetailsValues;
}

const emailSchema = z.email().max(50);

function addressOf(
  country: string,
  subdivision: string,
  city: string,
  postalCode: string,
  line: string,
): Address {
  return {
    country: country.toUpperCase(),
    ...(subdivision && { subdivision: subdivision.toUpperCase() }),
    city,
    postalCode,
    addressLine: line,
  };
}

/**
 * Checks the details form and turns it into a checkout update: shipping destination with contact details,
 * billing address (the shipping address unless another is given), delivery option and email.
 * @param values - the posted details
 * @param needsEmail - whether the buyer must give an email (visitors; members have their login email)
 * @returns the update, or the fields to correct
 */
export function toCheckoutUpdate(
  values: DetailsValues,
  needsEmail: boolean,
): { ok: true; input: UpdateCheckoutInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (values.email ? !emailSchema.safeParse(values.email).success : needsEmail)
    errors.email = 'Enter a valid email address.';
  if (!values.firstName) errors.firstName = 'Enter your first name.';
  if (!values.lastName) errors.lastName = 'Enter your last name.';
  if (!/^[A-Za-z]{2}$/.test(values.country)) errors.country = 'Choose a country.';
  if (!values.city) errors.city = 'Enter the city.';
  if (!values.postalCode) errors.postalCode = 'Enter the postal code.';
  if (!values.addressLine) errors.addressLine = 'Enter the street address.';
  const sameBilling = values.billingSame === 'on';
  if (!sameBilling) {
    if (!/^[A-Za-z]{2}$/.test(values.billingCountry)) errors.billingCountry = 'Choose the billing country.';
    if (!values.billingCity) errors.billingCity = 'Enter the billing city.';
    if (!values.billingPostalCode) errors.billingPostalCode = 'Enter the billing postal code.';
    if (!values.billingAddressLine) errors.billingAddressLine = 'Enter the billing street address.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const contactDetails = {
    firstName: values.firstName,
    lastName: values.lastName,
    ...(values.phone && { phone: values.phone }),
  };
  const shipping: AddressWithContact = {
    address: addressOf(
      values.country,
      values.subdivision,
      values.city,
      values.postalCode,
      values.addressLine,
    ),
    contactDetails,
  };
  const billing: AddressWithContact = sameBilling
    ? shipping
    : {
        address: addressOf(
          values.billingCountry,
          values.billingSubdivision,
          values.billingCity,
          values.billingPostalCode,
          values.billingAddressLine,
        ),
        contactDetails,
      };
  return {
    ok: true,
    input: {
      checkout: {
        billingInfo: billing,
        shippingInfo: {
          shippingDestination: shipping,
          ...(values.shippingOption && { selectedCarrierServiceOption: { code: values.shippingOption } }),
        },
        ...(values.email && { buyerInfo: { email: values.email } }),
      },
    },
  };
}
