import { describe, expect, it } from 'vitest';
import { expandPaths } from './expand-paths';

describe('expandPaths', () => {
  it('returns a path without groups unchanged', () => {
    expect(expandPaths('cart.createdDate')).toEqual(['cart.createdDate']);
  });

  it('expands a group after a shared prefix, in writing order', () => {
    expect(expandPaths('cart.lineItems.{image.urlExpirationDate,serviceProperties.endDate}')).toEqual([
      'cart.lineItems.image.urlExpirationDate',
      'cart.lineItems.serviceProperties.endDate',
    ]);
  });

  it('expands nested groups and groups followed by more path', () => {
    expect(expandPaths('a.{b,c.{d,e}}.f')).toEqual(['a.b.f', 'a.c.d.f', 'a.c.e.f']);
    expect(expandPaths('{x,y}.geocode.{latitude,longitude}')).toEqual([
      'x.geocode.latitude',
      'x.geocode.longitude',
      'y.geocode.latitude',
      'y.geocode.longitude',
    ]);
  });

  it('accepts an empty alternative', () => {
    expect(expandPaths('{,cartInfo.}lineItems.weight')).toEqual([
      'lineItems.weight',
      'cartInfo.lineItems.weight',
    ]);
  });

  it('leaves the map marker name{} alone, also inside and after groups', () => {
    expect(expandPaths('additionalData{}.dateValue')).toEqual(['additionalData{}.dateValue']);
    expect(expandPaths('{a{}.x,b}.{c,d{}}')).toEqual(['a{}.x.c', 'a{}.x.d{}', 'b.c', 'b.d{}']);
  });

  it('refuses an unclosed group', () => {
    expect(() => expandPaths('cart.{createdDate,updatedDate')).toThrow('Unclosed brace group');
  });
});
