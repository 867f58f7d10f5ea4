import { describe, expect, it } from 'vitest';
import { ARGUMENT_TOOLS } from '../http/create-invoker';
import { rulesOf } from '../modules/argument-rules';
import type { EndpointDescriptor } from '../modules/endpoint';
import { checkArguments, toArgumentPath } from './argument-checks';

// The checks as the failure path runs them on a refused call's arguments (with the initial code it is handed).
const check = (descriptor: EndpointDescriptor, args: unknown[]) =>
  checkArguments(ARGUMENT_TOOLS, descriptor, args, rulesOf(descriptor)).map(
    (v) => `${v.field} ${v.description} ${v.violatedRule}`,
  );

describe('checkArguments', () => {
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

  it('finds nothing in arguments that pass', () => {
    expect(
      check(descriptor, [
        {
          name: 'n',
          ids: ['a'],
          lineItems: [{ _id: 'l', quantity: 1 }],
          nested: { value: true },
        },
      ]),
    ).toEqual([]);
  });

  it('reports every failed check with the caller’s field names', () => {
    expect(
      check(descriptor, [
        {
          name: '',
          ids: ['a', 1],
          lineItems: [{ quantity: 1 }, { _id: 'b', quantity: '2' }],
        },
      ]).sort(),
    ).toEqual([
      'options.ids must be string[] FORMAT',
      'options.lineItems[0]._id is required REQUIRED_FIELD',
      'options.lineItems[1].quantity must be number FORMAT',
      'options.name is required REQUIRED_FIELD',
    ]);
  });

  it('checks a nested field only when its parent is present', () => {
    expect(check(descriptor, [{ name: 'n' }])).toEqual([]);
    expect(check(descriptor, [{ name: 'n', nested: {} }])).toEqual([
      'options.nested.value is required REQUIRED_FIELD',
    ]);
  });

  it('names a spread argument that is not an object alone: it was not sent', () => {
    expect(check(descriptor, ['oops'])).toEqual(['options must be object FORMAT']);
    expect(check(descriptor, [['a']])).toEqual(['options must be object FORMAT']);
    expect(check(descriptor, [undefined])).toEqual(['options.name is required REQUIRED_FIELD']);
  });

  it('names positional arguments as the caller passed them', () => {
    const getThing: EndpointDescriptor = {
      method: 'GET',
      path: '/x/{id}',
      args: ['_id', '...options'],
      params: { _id: 'string!' },
    };
    expect(check(getThing, [42])).toEqual(['_id must be string FORMAT']);
    expect(check(getThing, [''])).toEqual(['_id is required REQUIRED_FIELD']);
    expect(check(getThing, ['t1', 'x'])).toEqual(['options must be object FORMAT']);
  });
});

describe('toArgumentPath', () => {
  it('prefixes fields of spread options with the argument name', () => {
    const descriptor: EndpointDescriptor = { method: 'PATCH', path: '/x', args: ['...options'] };
    // Declared by the caller's options, or by the endpoint's checks.
    expect(toArgumentPath(ARGUMENT_TOOLS, descriptor, 'couponCode', [{ couponCode: 'X' }])).toBe(
      'options.couponCode',
    );
    expect(toArgumentPath(ARGUMENT_TOOLS, descriptor, 'couponCode', [], { couponCode: 'string' })).toBe(
      'options.couponCode',
    );
    expect(
      toArgumentPath(ARGUMENT_TOOLS, descriptor, 'lineItems[0].quantity', [], {
        'lineItems.quantity': 'number',
      }),
    ).toBe('options.lineItems[0].quantity');
  });

  it('keeps the server’s name for a field the method does not declare, as the official client', () => {
    const descriptor: EndpointDescriptor = { method: 'PATCH', path: '/x', args: ['...options'] };
    const rules = { couponCode: 'string' };
    expect(toArgumentPath(ARGUMENT_TOOLS, descriptor, 'cart.id', [{ couponCode: 'X' }], rules)).toBe(
      'cart.id',
    );
    // A field that only starts like a declared one is not it.
    expect(toArgumentPath(ARGUMENT_TOOLS, descriptor, 'couponCodes', [{ couponCode: 'X' }], rules)).toBe(
      'couponCodes',
    );
    // Not passed as options (not an object): nothing is declared by it.
    expect(toArgumentPath(ARGUMENT_TOOLS, descriptor, 'length', ['text'])).toBe('length');
  });

  it('names the spread argument the caller passed the field in', () => {
    const descriptor: EndpointDescriptor = {
      method: 'POST',
      path: '/x',
      args: ['...identifiers', '...options'],
    };
    expect(toArgumentPath(ARGUMENT_TOOLS, descriptor, 'payments', [{ orderId: 'o' }, { payments: [] }])).toBe(
      'options.payments',
    );
    expect(
      toArgumentPath(ARGUMENT_TOOLS, descriptor, 'orderId', [{ orderId: 'o' }, {}], {
        payments: 'object[]!',
      }),
    ).toBe('identifiers.orderId');
  });

  it('keeps positional argument names, renames an `_id` argument, and leaves fields inside arguments as sent', () => {
    const descriptor: EndpointDescriptor = { method: 'GET', path: '/x/{id}', args: ['_id', '...options'] };
    const rules = { _id: 'string!', fieldsets: 'string[]' };
    expect(toArgumentPath(ARGUMENT_TOOLS, descriptor, 'id')).toBe('_id');
    expect(toArgumentPath(ARGUMENT_TOOLS, descriptor, 'fieldsets', ['m1'], rules)).toBe('options.fieldsets');
    // As the official runtime (its map `{lineItems: "$[0]"}` replaces only the argument's path): not `._id`.
    expect(
      toArgumentPath(ARGUMENT_TOOLS, { method: 'POST', path: '/x', args: ['lineItems'] }, 'lineItems[0].id'),
    ).toBe('lineItems[0].id');
    expect(toArgumentPath(ARGUMENT_TOOLS, descriptor, 'lineItems[0].id', ['m1', { lineItems: [] }])).toBe(
      'options.lineItems[0].id',
    );
  });
});
