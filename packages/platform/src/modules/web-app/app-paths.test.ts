import { describe, expect, it } from 'vitest';
import { acceptsHtml, isAppPath } from './app-paths';

describe('isAppPath', () => {
  it.each([
    '/',
    '/shop',
    '/product-page/trail-runner-jacket',
    '/cart',
    '/thank-you',
    '/callback',
    '/account/orders/8f1c',
    '/login',
  ])('lets the app answer %s', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    ['/_api/iam/authentication/v2/login', 'a private API family'],
    ['/_iam/anything', 'a private API family'],
    ['/oauth2/authorize', 'the OAuth endpoints'],
    ['/hosted/unknown-page', 'hosted pages'],
    ['/media/demo/mug.svg', 'media'],
    ['/bazaar/v1/health', "Bazaar's own endpoints"],
    ['/members/v1/members/my', 'an API family'],
    ['/stores-reader/v1/products/query', 'an API family'],
    ['/v2/collections/query', 'a versioned path'],
    ['/ecom/v1/orders', 'a versioned path'],
    ['/wix-data/v2/items', 'an unknown family with a version'],
    ['/assets/index-abc123.js', 'a missing built file'],
    ['/favicon.ico', 'a file name'],
  ])('never answers %s (%s)', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});

describe('acceptsHtml', () => {
  it('tells a navigation from a data request', () => {
    expect(acceptsHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(true);
    expect(acceptsHtml('application/json')).toBe(false);
    expect(acceptsHtml('*/*')).toBe(false);
    expect(acceptsHtml(undefined)).toBe(false);
  });
});
