import { describe, expect, it } from 'vitest';
import type { CartRecord } from './cart-store';
import { type CartView, toWireCart } from './cart-wire';
import { toWireLineItem } from './line-wire';
import type { ResolvedLine } from './resolve-lines';

// The wire builders set optional keys one by one; the JSON text (what callers and event receivers get) depends on
// the keys' order, so these compare whole texts, for a cart and lines with every optional key present and absent.
const price = (amount: string) => ({
  amount,
  convertedAmount: amount,
  formattedAmount: `$${amount}`,
  formattedConvertedAmount: `$${amount}`,
});
const prices = {
  price: price('10.00'),
  fullPrice: price('12.00'),
  priceBeforeDiscounts: price('10.00'),
  lineItemPrice: price('20.00'),
  depositAmount: price('5.00'),
  totalPriceAfterTax: price('21.00'),
  totalPriceBeforeTax: price('20.00'),
  taxDetails: { taxableAmount: price('20.00') },
  totalDiscount: price('0.00'),
};
const catalogLine = {
  line: {
    id: 'line-1',
    quantity: 2,
    catalogReference: { appId: 'app', catalogItemId: 'product-1' },
    customTextFields: { Engraving: 'Hi' },
  },
  item: {
    productId: 'product-1',
    sku: 'SKU-1',
    pagePath: '/product-page/one',
    choices: { Size: 'L' },
    image: { url: 'https://img/1.png', height: 10, width: 20, altText: 'one' },
  },
  availability: { status: 'AVAILABLE' },
  pricing: { name: 'One', weight: '1.5', shippable: true, itemType: 'PHYSICAL' },
} as unknown as ResolvedLine;
const customLine = {
  line: {
    id: 'line-2',
    quantity: 1,
    custom: {
      descriptionLines: [{ name: { original: 'Note', translated: 'Note' } }],
      itemType: { custom: 'GIFT' },
      media: { url: 'https://img/2.png' },
      physicalProperties: { sku: 'SKU-2' },
      priceDescription: { original: 'each', translated: 'each' },
    },
  },
  availability: { status: 'AVAILABLE' },
  pricing: { shippable: false, itemType: 'CUSTOM_AMOUNT_ITEM', paymentOption: 'MEMBERSHIP' },
} as unknown as ResolvedLine;
const bareLine = {
  line: { id: 'line-3', quantity: 1 },
  availability: { status: 'NOT_FOUND' },
  pricing: { itemType: 'PHYSICAL' },
} as unknown as ResolvedLine;
const context = { storefrontUrl: 'http://shop' };

const cartOf = (full: boolean): CartView => {
  const cart: CartRecord = {
    id: 'cart-1',
    owner: { kind: 'visitor', id: 'visitor-1' },
    status: 'ACTIVE',
    revision: 3,
    state: {
      lineItems: [],
      ...(full && {
        buyerNote: 'note',
        contactInfo: { address: { country: 'US' } },
        selectedShippingOption: { code: 'standard' },
        businessLocationId: 'location-1',
      }),
    } as CartRecord['state'],
    ...(full && { checkoutId: 'checkout-1' }),
    purchaseFlowId: 'flow-1',
    createdAt: new Date('2025-01-01T00:00:00Z'),
    updatedAt: new Date('2025-01-02T00:00:00Z'),
  };
  return {
    cart,
    lines: full ? [catalogLine, customLine, bareLine] : [],
    totals: {
      currency: 'USD',
      weightUnit: 'KG',
      calculatedLineItems: full
        ? [{ lineItemId: 'line-1', pricesBreakdown: prices, paymentOption: 'FULL_PAYMENT_ONLINE' }]
        : [],
      priceSummary: { subtotal: price('20.00'), discount: price('1.00') },
      appliedDiscounts: full ? [{ merchantDiscount: { amount: price('1.00') } }] : [],
    },
    store: { currency: 'USD', coupons: [], ...(full && { tax: { taxIncludedInPrices: true } }) },
    buyer: { visitorId: 'visitor-1' },
  } as unknown as CartView;
};

describe('wire cart and line texts', () => {
  it('keeps the key order of a cart with every optional key', () => {
    expect(JSON.stringify(toWireCart(cartOf(true), context))).toMatchInlineSnapshot(
      `"{"id":"cart-1","lineItems":[{"id":"line-1","quantity":2,"catalogReference":{"appId":"app","catalogItemId":"product-1"},"productName":{"original":"One","translated":"One"},"url":{"relativePath":"/product-page/one","url":"http://shop/product-page/one"},"price":{"amount":"10.00","convertedAmount":"10.00","formattedAmount":"$10.00","formattedConvertedAmount":"$10.00"},"fullPrice":{"amount":"12.00","convertedAmount":"12.00","formattedAmount":"$12.00","formattedConvertedAmount":"$12.00"},"priceBeforeDiscounts":{"amount":"10.00","convertedAmount":"10.00","formattedAmount":"$10.00","formattedConvertedAmount":"$10.00"},"lineItemPrice":{"amount":"20.00","convertedAmount":"20.00","formattedAmount":"$20.00","formattedConvertedAmount":"$20.00"},"descriptionLines":[{"name":{"original":"Size","translated":"Size"},"plainText":{"original":"L","translated":"L"},"lineType":"PLAIN_TEXT"},{"name":{"original":"Engraving","translated":"Engraving"},"plainText":{"original":"Hi","translated":"Hi"},"lineType":"PLAIN_TEXT"}],"image":{"id":"https://img/1.png","url":"https://img/1.png","height":10,"width":20,"altText":"one"},"availability":{"status":"AVAILABLE"},"physicalProperties":{"weight":1.5,"sku":"SKU-1","shippable":true},"itemType":{"preset":"PHYSICAL"},"paymentOption":"FULL_PAYMENT_ONLINE","rootCatalogItemId":"product-1","depositAmount":{"amount":"5.00","convertedAmount":"5.00","formattedAmount":"$5.00","formattedConvertedAmount":"$5.00"},"customLineItem":false},{"id":"line-2","quantity":1,"productName":{"original":"","translated":""},"descriptionLines":[{"name":{"original":"Note","translated":"Note"}}],"image":{"id":"https://img/2.png","url":"https://img/2.png"},"availability":{"status":"AVAILABLE"},"physicalProperties":{"sku":"SKU-2","shippable":false},"itemType":{"custom":"GIFT"},"paymentOption":"MEMBERSHIP","priceDescription":{"original":"each","translated":"each"},"customLineItem":true},{"id":"line-3","quantity":1,"productName":{"original":"","translated":""},"descriptionLines":[],"availability":{"status":"NOT_FOUND"},"physicalProperties":{"shippable":false},"itemType":{"preset":"PHYSICAL"},"paymentOption":"FULL_PAYMENT_ONLINE","customLineItem":false}],"buyerNote":"note","buyerInfo":{"visitorId":"visitor-1"},"currency":"USD","conversionCurrency":"USD","paymentCurrency":"USD","buyerLanguage":"en","siteLanguage":"en","taxIncludedInPrices":true,"weightUnit":"KG","checkoutId":"checkout-1","appliedDiscounts":[{"merchantDiscount":{"amount":{"amount":"1.00","convertedAmount":"1.00","formattedAmount":"$1.00","formattedConvertedAmount":"$1.00"}}}],"createdDate":"2025-01-01T00:00:00.000Z","updatedDate":"2025-01-02T00:00:00.000Z","contactInfo":{"address":{"country":"US"}},"purchaseFlowId":"flow-1","selectedShippingOption":{"code":"standard"},"businessLocationId":"location-1","revision":"3","subtotal":{"amount":"20.00","convertedAmount":"20.00","formattedAmount":"$20.00","formattedConvertedAmount":"$20.00"},"subtotalAfterDiscounts":{"amount":"19.00","convertedAmount":"19.00","formattedAmount":"$19.00","formattedConvertedAmount":"$19.00"},"discount":{"amount":"1.00","convertedAmount":"1.00","formattedAmount":"$1.00","formattedConvertedAmount":"$1.00"}}"`,
    );
  });

  it('keeps the key order of a cart without optional keys', () => {
    expect(JSON.stringify(toWireCart(cartOf(false), context))).toMatchInlineSnapshot(
      `"{"id":"cart-1","lineItems":[],"buyerInfo":{"visitorId":"visitor-1"},"currency":"USD","conversionCurrency":"USD","paymentCurrency":"USD","buyerLanguage":"en","siteLanguage":"en","taxIncludedInPrices":false,"weightUnit":"KG","appliedDiscounts":[],"createdDate":"2025-01-01T00:00:00.000Z","updatedDate":"2025-01-02T00:00:00.000Z","purchaseFlowId":"flow-1","revision":"3","subtotal":{"amount":"20.00","convertedAmount":"20.00","formattedAmount":"$20.00","formattedConvertedAmount":"$20.00"},"subtotalAfterDiscounts":{"amount":"19.00","convertedAmount":"19.00","formattedAmount":"$19.00","formattedConvertedAmount":"$19.00"},"discount":{"amount":"1.00","convertedAmount":"1.00","formattedAmount":"$1.00","formattedConvertedAmount":"$1.00"}}"`,
    );
  });

  it('keeps the key order of a checkout line with its tax and discount totals', () => {
    const calculated = { lineItemId: 'line-1', pricesBreakdown: prices } as never;
    expect(
      JSON.stringify(toWireLineItem(catalogLine, calculated, context, 'checkout')),
    ).toMatchInlineSnapshot(
      `"{"id":"line-1","quantity":2,"catalogReference":{"appId":"app","catalogItemId":"product-1"},"productName":{"original":"One","translated":"One"},"url":{"relativePath":"/product-page/one","url":"http://shop/product-page/one"},"price":{"amount":"10.00","convertedAmount":"10.00","formattedAmount":"$10.00","formattedConvertedAmount":"$10.00"},"fullPrice":{"amount":"12.00","convertedAmount":"12.00","formattedAmount":"$12.00","formattedConvertedAmount":"$12.00"},"priceBeforeDiscounts":{"amount":"10.00","convertedAmount":"10.00","formattedAmount":"$10.00","formattedConvertedAmount":"$10.00"},"lineItemPrice":{"amount":"20.00","convertedAmount":"20.00","formattedAmount":"$20.00","formattedConvertedAmount":"$20.00"},"descriptionLines":[{"name":{"original":"Size","translated":"Size"},"plainText":{"original":"L","translated":"L"},"lineType":"PLAIN_TEXT"},{"name":{"original":"Engraving","translated":"Engraving"},"plainText":{"original":"Hi","translated":"Hi"},"lineType":"PLAIN_TEXT"}],"media":{"id":"https://img/1.png","url":"https://img/1.png","height":10,"width":20,"altText":"one"},"availability":{"status":"AVAILABLE"},"physicalProperties":{"weight":1.5,"sku":"SKU-1","shippable":true},"itemType":{"preset":"PHYSICAL"},"paymentOption":"FULL_PAYMENT_ONLINE","rootCatalogItemId":"product-1","depositAmount":{"amount":"5.00","convertedAmount":"5.00","formattedAmount":"$5.00","formattedConvertedAmount":"$5.00"},"customLineItem":false,"totalPriceAfterTax":{"amount":"21.00","convertedAmount":"21.00","formattedAmount":"$21.00","formattedConvertedAmount":"$21.00"},"totalPriceBeforeTax":{"amount":"20.00","convertedAmount":"20.00","formattedAmount":"$20.00","formattedConvertedAmount":"$20.00"},"taxDetails":{"taxableAmount":{"amount":"20.00","convertedAmount":"20.00","formattedAmount":"$20.00","formattedConvertedAmount":"$20.00"}},"discount":{"amount":"0.00","convertedAmount":"0.00","formattedAmount":"$0.00","formattedConvertedAmount":"$0.00"}}"`,
    );
  });
});
