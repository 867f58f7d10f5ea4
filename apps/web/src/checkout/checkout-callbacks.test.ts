import { describe, expect, it } from 'vitest';
import { checkoutCallbacks } from './checkout-callbacks';

describe('checkoutCallbacks', () => {
  it('brings the buyer back to the app’s own pages', () => {
    expect(checkoutCallbacks('http://localhost:4000')).toEqual({
      thankYouPageUrl: 'http://localhost:4000/thank-you',
      cartPageUrl: 'http://localhost:4000/cart',
      postFlowUrl: 'http://localhost:4000/',
      loginUrl: 'http://localhost:4000/login',
    });
  });
});
