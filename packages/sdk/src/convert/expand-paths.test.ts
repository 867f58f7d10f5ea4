import { describe, expect, it } from 'vitest';
import { expandPaths } from './expand-paths';

const expanded = (path: string) => [...new Set(expandPaths(path))].sort();

describe('expandPaths', () => {
  it('returns a path without groups unchanged', () => {
    expect(expandPaths('cart.createdDate')).toEqual(['cart.createdDate']);
  });

  it('expands a group after a shared prefix', () => {
    expect(expandPaths('cart.lineItems.{image.urlExpirationDate,serviceProperties.endDate}')).toEqual([
      'cart.lineItems.image.urlExpirationDate',
      'cart.lineItems.serviceProperties.endDate',
    ]);
  });

  it('expands nested groups and groups followed by more path', () => {
    expect(expanded('a.{b,c.{d,e}}.f')).toEqual(['a.b.f', 'a.c.d.f', 'a.c.e.f']);
    expect(expanded('{x,y}.geocode.{latitude,longitude}')).toEqual([
      'x.geocode.latitude',
      'x.geocode.longitude',
      'y.geocode.latitude',
      'y.geocode.longitude',
    ]);
  });

  it('reads the map marker `name{}` as `name.*`, also inside a group', () => {
    expect(expandPaths('discounts{}.amount')).toEqual(['discounts.*.amount']);
    expect(expanded('a.{b{},c}.d')).toEqual(['a.b.*.d', 'a.c.d']);
  });

  it('accepts an empty alternative', () => {
    expect(expanded('{,cartInfo.}lineItems.weight')).toEqual([
      'cartInfo.lineItems.weight',
      'lineItems.weight',
    ]);
  });

  it('expands equal groups one at a time, and takes alternatives literally', () => {
    expect(expanded('a.{b,c}.{b,c}')).toEqual(['a.b.b', 'a.b.c', 'a.c.b', 'a.c.c']);
    expect(expandPaths("x.{$&,$'}.y")).toEqual(['x.$&.y', "x.$'.y"]);
  });
});
