import { describe, expect, it } from 'vitest';
import { isApiError } from './api-error';
import { decodeQuery } from './read-query';

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
