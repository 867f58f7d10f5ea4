import { describe, expect, it } from 'vitest';
import { returnPathFromUrl, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/account/orders?page=2')).toBe('/account/orders?page=2');
    expect(safeReturnPath('/cart', '/')).toBe('/cart');
  });

  it('refuses other origins, the sign-in pages themselves and nothing at all', () => {
    for (const value of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnPath(value)).toBe('/account');
    }
    expect(safeReturnPath('/login?returnTo=/x')).toBe('/account');
    expect(safeReturnPath('/callback')).toBe('/account');
  });
});

describe('returnPathFromUrl', () => {
  it('turns a URL of this site into its path, anything else into the fallback', () => {
    expect(returnPathFromUrl('http://shop.test/product-page/mug#reviews', 'http://shop.test')).toBe(
      '/product-page/mug#reviews',
    );
    expect(returnPathFromUrl('http://evil.test/account', 'http://shop.test')).toBe('/account');
    expect(returnPathFromUrl('', 'http://shop.test')).toBe('/account');
  });
});
