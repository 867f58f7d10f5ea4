import { describe, expect, it } from 'vitest';
import { ApplicationError, BazaarError, ConnectionError, SystemError, ValidationError } from './bazaar-error';

// The error classes built directly, as an app or a test double would: their `details` (the official shape, keys in
// the official order, so logged or serialised errors read the same), names and request ids. The classes are written
// for bundle size (bench/results/bundle-size.md), so these pin what a more compact form must keep.
describe('the error classes', () => {
  it('BazaarError takes its message as given and its fields from the init, the request id joining `details`', () => {
    const details = { applicationError: { code: 'X', description: 'd', data: {} } };
    const given = new BazaarError('m', { code: 'X', requestId: 'r1', details });
    expect(JSON.stringify(given.details)).toBe(
      '{"applicationError":{"code":"X","description":"d","data":{}},"requestId":"r1"}',
    );
    const plain = new BazaarError('m', { code: 'X', status: 418, requestId: 'r1' });
    expect(JSON.stringify(plain.details)).toBe('{"requestId":"r1"}');
    expect(plain).toMatchObject({
      name: 'BazaarError',
      message: 'm',
      code: 'X',
      status: 418,
      requestId: 'r1',
    });
    // Like Error's: the cause is kept, not enumerable.
    const cause = new Error('underneath');
    const caused = new BazaarError('m', { code: 'X', cause });
    expect(caused.cause).toBe(cause);
    expect(Object.keys(caused)).not.toContain('cause');
  });

  it('ValidationError: the violations it is given, and the details', () => {
    const violations = [
      { field: 'a', description: 'must be string' },
      { field: 'b', description: 'is required' },
    ];
    const error = new ValidationError(
      'INVALID_ARGUMENT: "a" must be string, "b" is required, request-id: r2',
      {
        code: 'INVALID_ARGUMENT',
        status: 400,
        requestId: 'r2',
        details: { validationError: { fieldViolations: violations } },
        violations,
      },
    );
    expect(JSON.stringify(error.details)).toBe(
      '{"validationError":{"fieldViolations":[{"field":"a","description":"must be string"},{"field":"b","description":"is required"}]},"requestId":"r2"}',
    );
    expect(error).toMatchObject({
      name: 'ValidationError',
      message: 'INVALID_ARGUMENT: "a" must be string, "b" is required, request-id: r2',
      code: 'INVALID_ARGUMENT',
      status: 400,
      requestId: 'r2',
    });
    expect(error.violations).toBe(violations);
    expect(error.violations).toBe(error.details.validationError?.fieldViolations);
    expect(Object.hasOwn(error.details, 'requestId')).toBe(true);
    expect(
      new ValidationError('INVALID_ARGUMENT: ', {
        code: 'INVALID_ARGUMENT',
        details: { validationError: { fieldViolations: [] } },
        violations: [],
      }).details,
    ).toStrictEqual({ validationError: { fieldViolations: [] }, requestId: undefined });
  });

  it('ApplicationError: the description and data it is given, and the details', () => {
    const applicationError = { code: 'OWNED_CART_NOT_FOUND', description: 'No cart', data: {} };
    const error = new ApplicationError('Not found: No cart, request-id: r3', {
      code: 'OWNED_CART_NOT_FOUND',
      status: 404,
      requestId: 'r3',
      details: { applicationError },
      description: 'No cart',
      data: {},
    });
    expect(JSON.stringify(error.details)).toBe(
      '{"applicationError":{"code":"OWNED_CART_NOT_FOUND","description":"No cart","data":{}},"requestId":"r3"}',
    );
    expect(error).toMatchObject({
      name: 'ApplicationError',
      message: 'Not found: No cart, request-id: r3',
      code: 'OWNED_CART_NOT_FOUND',
      status: 404,
      requestId: 'r3',
      description: 'No cart',
      data: {},
    });
  });

  it('SystemError and ConnectionError: their names, messages, codes and causes', () => {
    const cause = new TypeError('fetch failed');
    const system = new SystemError('System error occurred, request-id: r4', {
      code: 'UNKNOWN',
      status: 500,
      requestId: 'r4',
      cause,
    });
    expect(system).toMatchObject({
      name: 'SystemError',
      message: 'System error occurred, request-id: r4',
      code: 'UNKNOWN',
      status: 500,
      requestId: 'r4',
      cause,
    });
    expect(JSON.stringify(system.details)).toBe('{"requestId":"r4"}');
    const connection = new ConnectionError('System error occurred: NETWORK_ERROR', {
      code: 'NETWORK_ERROR',
      cause,
    });
    expect(connection).toMatchObject({
      name: 'ConnectionError',
      message: 'System error occurred: NETWORK_ERROR',
      code: 'NETWORK_ERROR',
      cause,
    });
    // Every error has its code, status and request id, in this order, whatever its init lists.
    expect(Object.keys(connection)).toEqual(['name', 'code', 'status', 'requestId', 'details']);
    expect(connection).toBeInstanceOf(SystemError);
    expect(connection).toBeInstanceOf(BazaarError);
    expect(connection).toBeInstanceOf(Error);
    expect(String(connection.stack)).toMatch(/^ConnectionError: System error occurred: NETWORK_ERROR/);
  });

  it('each subclass types its init with its own fields (it has no constructor of its own: a type parameter of BazaarError)', () => {
    // Checked by the type checker (npx tsc): each line below fails to compile if its class accepts the init.
    const cause = new Error('x');
    // @ts-expect-error a ValidationError's init carries its violations
    new ValidationError('m', { code: 'INVALID_ARGUMENT' });
    // @ts-expect-error an ApplicationError's init carries its description and data
    new ApplicationError('m', { code: 'X', description: 'd' });
    // @ts-expect-error a ConnectionError's code is NETWORK_ERROR, TIMEOUT or ABORTED
    new ConnectionError('m', { code: 'UNKNOWN', cause });
    // @ts-expect-error a ConnectionError has no status
    new ConnectionError('m', { code: 'TIMEOUT', status: 500 });
    // The instances are still of the base types (the parameter types only the constructors).
    const errors: BazaarError[] = [new ConnectionError('m', { code: 'ABORTED' })];
    const system: SystemError = new ConnectionError('m', { code: 'TIMEOUT' });
    expect([...errors, system].map((error) => error.name)).toEqual(['ConnectionError', 'ConnectionError']);
  });
});
