// The hosted checkout page's details form (hosted/checkout-routes.tsx) as a test fills it in: shared by the platform's
// hosted-page tests and the e2e tests that place an order through the page, so a change to the form's fields is
// made in one place.

/** The hosted checkout page's contact and delivery form filled in: Oakland, California, standard delivery. */
export const CHECKOUT_FORM_DETAILS = {
  email: 'camper@example.com',
  firstName: 'Cam',
  lastName: 'Per',
  phone: '',
  country: 'US',
  subdivision: 'CA',
  city: 'Oakland',
  postalCode: '94607',
  addressLine: '1 Broadway',
  shippingOption: 'standard',
  billingSame: 'on',
};
