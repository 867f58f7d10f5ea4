import { describe, expect, it } from 'vitest';
import type { EndpointDescriptor } from '../modules/endpoint';
import { buildHttpRequest } from './build-http-request';

// The query-string length above which a GET with a declared fallback is sent as a POST (spec §9).
const LONG_GET_THRESHOLD = 4000;

const BASE = 'https://api.example/';

describe('buildHttpRequest', () => {
  it('fills path parameters by dotted path and keeps them in the JSON body', () => {
    const descriptor: EndpointDescriptor = {
      method: 'PATCH',
      path: '/ecom/v1/orders/{order.id}/line-item/{lineItem.id}',
    };
    const wire = { order: { id: 'o 1' }, lineItem: { id: 'l/1', quantity: 2 } };
    expect(buildHttpRequest(descriptor, wire, BASE)).toEqual({
      method: 'PATCH',
      url: 'https://api.example/ecom/v1/orders/o%201/line-item/l%2F1',
      body: JSON.stringify(wire),
    });
  });

  it('repeats path fields of a GET in the query string', () => {
    const descriptor: EndpointDescriptor = { method: 'GET', path: '/members/v1/members/{id}' };
    expect(buildHttpRequest(descriptor, { id: 'm1', fieldsets: ['FULL', 'PUBLIC'] }, BASE).url).toBe(
      'https://api.example/members/v1/members/m1?id=m1&fieldsets=FULL&fieldsets=PUBLIC',
    );
  });

  it('sends a missing path parameter as `undefined`, never as an empty segment that would reach another route', () => {
    const descriptor: EndpointDescriptor = {
      method: 'DELETE',
      path: '/members/v1/members/{id}',
      args: ['_id'],
    };
    for (const id of [undefined, null, ''])
      expect(buildHttpRequest(descriptor, { id }, BASE).url).toMatch(
        /^https:\/\/api\.example\/members\/v1\/members\/(undefined|null)\b/,
      );
    expect(buildHttpRequest(descriptor, { id: '' }, BASE).url).toBe(
      'https://api.example/members/v1/members/undefined?id=',
    );
  });

  it('sends POST bodies as JSON, `{}` when empty', () => {
    expect(buildHttpRequest({ method: 'POST', path: '/x/remove-coupon' }, {}, BASE)).toEqual({
      method: 'POST',
      url: 'https://api.example/x/remove-coupon',
      body: '{}',
    });
  });

  it('sends DELETE without a body', () => {
    expect(buildHttpRequest({ method: 'DELETE', path: '/ecom/v1/carts/current' }, {}, BASE)).toEqual({
      method: 'DELETE',
      url: 'https://api.example/ecom/v1/carts/current',
    });
  });

  describe('long GET fallback', () => {
    const descriptor: EndpointDescriptor = {
      method: 'GET',
      path: '/things/query',
      fallback: '/things/query-post',
    };
    // `q=` plus the value: the query string is exactly `length` characters long.
    const withQueryLength = (length: number) => ({ q: 'x'.repeat(length - 2) });

    it('keeps a GET whose query string is exactly 4000 characters', () => {
      const { method, url } = buildHttpRequest(descriptor, withQueryLength(LONG_GET_THRESHOLD), BASE);
      expect(method).toBe('GET');
      expect(url.split('?')[1]).toHaveLength(4000);
    });

    it('POSTs the request as JSON to the declared fallback path above 4000 characters', () => {
      const request = withQueryLength(LONG_GET_THRESHOLD + 1);
      expect(buildHttpRequest(descriptor, request, BASE)).toEqual({
        method: 'POST',
        url: 'https://api.example/things/query-post',
        body: JSON.stringify(request),
      });
    });

    it('measures the .r form of complex calls', () => {
      const request = { query: { filter: { name: 'x'.repeat(3000) } } };
      expect(buildHttpRequest({ ...descriptor, complex: true }, request, BASE).method).toBe('POST');
      expect(
        buildHttpRequest({ ...descriptor, complex: true }, { query: { filter: { name: 'x' } } }, BASE).url,
      ).toMatch(/\/things\/query\?\.r=/);
    });

    it('stays a GET above 4000 characters when no fallback is declared', () => {
      const request = withQueryLength(LONG_GET_THRESHOLD + 1);
      expect(buildHttpRequest({ ...descriptor, fallback: undefined }, request, BASE).method).toBe('GET');
    });
  });
});
