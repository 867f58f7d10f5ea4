import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isApiError } from './api-error';
import { decodeQuery, readQuery } from './read-query';

describe('decodeQuery', () => {
  it('unflattens dotted keys and repeats into arrays (endpoints.md §0)', () => {
    const params = new URLSearchParams(
      'paging.limit=10&paging.offset=20&fieldsets=FULL&fieldsets=PUBLIC&id=m1',
    );
    expect(decodeQuery(params)).toEqual({
      paging: { limit: '10', offset: '20' },
      fieldsets: ['FULL', 'PUBLIC'],
      id: 'm1',
    });
  });

  it('decodes a `.r` parameter of base64url JSON', () => {
    const request = { query: { filter: { name: 'x' }, paging: { limit: 2, offset: 0 } } };
    const packed = Buffer.from(JSON.stringify(request)).toString('base64url');
    expect(decodeQuery(new URLSearchParams({ '.r': packed }))).toEqual(request);
  });

  it('refuses a `.r` that is not base64url JSON of an object with a field violation', () => {
    for (const packed of ['%%%', Buffer.from('[1,2]').toString('base64url')]) {
      try {
        decodeQuery(new URLSearchParams({ '.r': packed }));
        expect.unreachable();
      } catch (error) {
        expect(isApiError(error) && error.toBody().details.validationError?.fieldViolations[0]?.field).toBe(
          '.r',
        );
      }
    }
  });

  it('never writes through __proto__', () => {
    const decoded = decodeQuery(new URLSearchParams('__proto__.polluted=yes&a.__proto__.b=1'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(decoded).toEqual({ a: {} });
  });
});

describe('readQuery', () => {
  it('reads what the URL parser reads, with or without a query (the URL is parsed only when it has a `?`)', async () => {
    const app = new Hono().get('*', (c) =>
      c.json({ read: readQuery(c), parsed: decodeQuery(new URL(c.req.url).searchParams) }),
    );
    for (const path of ['/p', '/p?', '/p?a=1&a=2&b.c=3', '/p#x?a=1', '/p?a=1#b=2', '/p/%3Fa=1']) {
      const { read, parsed } = (await (await app.request(path)).json()) as Record<string, unknown>;
      expect(read, path).toEqual(parsed);
    }
    expect(await (await app.request('/p?a=1&a=2&b.c=3')).json()).toMatchObject({
      read: { a: ['1', '2'], b: { c: '3' } },
    });
  });
});
