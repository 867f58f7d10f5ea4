import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/bazaar-error';
import type { EndpointDescriptor } from '../modules/endpoint';
import { requestFromArgs, toArgumentPath } from './request-from-args';

describe('requestFromArgs', () => {
  it('puts positional arguments under their names and spreads options', () => {
    const descriptor: EndpointDescriptor = { method: 'POST', path: '/x', args: ['loginId', '...options'] };
    expect(
      requestFromArgs(descriptor, [{ email: 'a@b.c' }, { password: 'p' }, { signal: 'ignored' }]),
    ).toEqual({
      loginId: { email: 'a@b.c' },
      password: 'p',
    });
  });

  it('skips missing arguments', () => {
    expect(requestFromArgs({ method: 'POST', path: '/x', args: ['a', '...options'] }, [])).toEqual({});
  });

  it('rejects a non-object where options are spread', () => {
    const descriptor: EndpointDescriptor = { method: 'POST', path: '/x', args: ['...options'] };
    expect(() => requestFromArgs(descriptor, ['oops'])).toThrow('INVALID_ARGUMENT: "options" must be object');
    expect(() => requestFromArgs(descriptor, [['a']])).toThrow(ValidationError);
  });
});

describe('toArgumentPath', () => {
  it('prefixes fields of spread options with the argument name', () => {
    const descriptor: EndpointDescriptor = { method: 'PATCH', path: '/x', args: ['...options'] };
    expect(toArgumentPath(descriptor, 'couponCode')).toBe('options.couponCode');
  });

  it('keeps positional argument names and renames system fields', () => {
    const descriptor: EndpointDescriptor = { method: 'GET', path: '/x/{id}', args: ['_id', '...options'] };
    expect(toArgumentPath(descriptor, 'id')).toBe('_id');
    expect(toArgumentPath(descriptor, 'fieldsets')).toBe('options.fieldsets');
    expect(toArgumentPath({ method: 'POST', path: '/x', args: ['lineItems'] }, 'lineItems[0].id')).toBe(
      'lineItems[0]._id',
    );
  });
});

describe('requestFromArgs checks', () => {
  const descriptor: EndpointDescriptor = {
    method: 'POST',
    path: '/x',
    args: ['...options'],
    params: {
      name: 'string!',
      ids: 'string[]',
      lineItems: 'object[]',
      'lineItems._id': 'string!',
      'lineItems.quantity': 'number',
      'nested.value': 'boolean!',
    },
  };

  it('accepts a valid request', () => {
    expect(() =>
      requestFromArgs(descriptor, [
        {
          name: 'n',
          ids: ['a'],
          lineItems: [{ _id: 'l', quantity: 1 }],
          nested: { value: true },
        },
      ]),
    ).not.toThrow();
  });

  it('reports every failed check with the caller’s field names, before anything is sent', () => {
    let error: ValidationError | undefined;
    try {
      requestFromArgs(descriptor, [
        {
          name: '',
          ids: ['a', 1],
          lineItems: [{ quantity: 1 }, { _id: 'b', quantity: '2' }],
        },
      ]);
    } catch (caught) {
      error = caught as ValidationError;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect(error!.violations.map((v) => `${v.field} ${v.description} ${v.violatedRule}`)).toEqual([
      'options.ids must be string[] FORMAT',
      'options.lineItems[0]._id is required REQUIRED_FIELD',
      'options.lineItems[1].quantity must be number FORMAT',
      'options.name is required REQUIRED_FIELD',
    ]);
    expect(error!.status).toBeUndefined();
  });

  it('checks a nested field only when its parent is present', () => {
    expect(() => requestFromArgs(descriptor, [{ name: 'n' }])).not.toThrow();
    expect(() => requestFromArgs(descriptor, [{ name: 'n', nested: {} }])).toThrow(
      '"options.nested.value" is required',
    );
  });
});
