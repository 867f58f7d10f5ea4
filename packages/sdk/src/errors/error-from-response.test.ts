import { describe, expect, it } from 'vitest';
import { ERROR_CLASSES } from '../http/create-invoker';
import type { RawResponse } from '../http/send-request';
import {
  ApplicationError,
  BazaarError,
  ConnectionError,
  isApplicationError,
  isBazaarError,
  isConnectionError,
  isSystemError,
  isValidationError,
  SystemError,
  ValidationError,
} from './bazaar-error';
import { errorFromAnswer } from './describe-failure';

// The failure path's classification, as the pipeline calls it (with the error classes it hands over).
const errorFromResponse = async (response: RawResponse, toArgumentPath?: (field: string) => string) =>
  errorFromAnswer(ERROR_CLASSES, response, toArgumentPath);

const answer = (status: number, body: unknown, statusText = '', requestId: string | null = 'req-1') => ({
  status,
  statusText,
  headers: new Headers(requestId ? { 'x-wix-request-id': requestId } : {}),
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('errorFromResponse', () => {
  it('turns validation details into a ValidationError listing "field" description sorted by field, with the request id', async () => {
    const error = await errorFromResponse(
      answer(400, {
        message: 'invalid',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'lineItems', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
              {
                field: 'couponCode',
                description: 'too long',
                violatedRule: 'MAX_LENGTH',
                data: { threshold: 20 },
              },
            ],
          },
        },
      }),
      (field) => `options.${field}`,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "options.couponCode" too long, "options.lineItems" must not be empty, request-id: req-1',
    );
    expect(error).toMatchObject({
      name: 'ValidationError',
      code: 'INVALID_ARGUMENT',
      status: 400,
      requestId: 'req-1',
    });
    expect(error.details).toEqual({
      validationError: {
        fieldViolations: [
          {
            field: 'options.couponCode',
            description: 'too long',
            violatedRule: 'MAX_LENGTH',
            data: { threshold: 20 },
          },
          { field: 'options.lineItems', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
        ],
      },
      requestId: 'req-1',
    });
    expect(Object.keys(error)).toEqual(['name', 'code', 'status', 'requestId', 'details', 'violations']);
  });

  it('turns application details into an ApplicationError with message, description, code, data and request id', async () => {
    const error = await errorFromResponse(
      answer(404, {
        message: 'Cart not found',
        details: {
          applicationError: {
            code: 'OWNED_CART_NOT_FOUND',
            description: 'No cart for visitor',
            data: { a: 1 },
          },
        },
      }),
    );
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.message).toBe('Cart not found: No cart for visitor, request-id: req-1');
    expect(error).toMatchObject({
      name: 'ApplicationError',
      code: 'OWNED_CART_NOT_FOUND',
      description: 'No cart for visitor',
      data: { a: 1 },
      status: 404,
      requestId: 'req-1',
    });
    expect(error.details.applicationError).toEqual({
      code: 'OWNED_CART_NOT_FOUND',
      description: 'No cart for visitor',
      data: { a: 1 },
    });
    // The fields in the order a logged error shows them.
    expect(Object.keys(error)).toEqual([
      'name',
      'code',
      'status',
      'requestId',
      'details',
      'description',
      'data',
    ]);
  });

  it('shows the message once when it equals the description', async () => {
    const error = await errorFromResponse(
      answer(428, {
        message: 'Order already paid',
        details: { applicationError: { code: 'ORDER_ALREADY_PAID', description: 'Order already paid' } },
      }),
    );
    expect(error.message).toBe('Order already paid, request-id: req-1');
    expect((error as ApplicationError).data).toEqual({});
  });

  it('keeps numeric identity codes as strings', async () => {
    const error = await errorFromResponse(
      answer(400, { message: 'x', details: { applicationError: { code: -19976 } } }),
    );
    expect(error.code).toBe('-19976');
  });

  it('turns another 4xx without details into an ApplicationError coded CONSTANT_CASE(status text)', async () => {
    const error = await errorFromResponse(answer(404, { message: 'nothing here' }, 'Not Found'));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', description: 'Not Found', status: 404 });
    expect(error.message).toBe('nothing here: Not Found, request-id: req-1');
    expect(error.details.applicationError).toEqual({ code: 'NOT_FOUND', description: 'Not Found', data: {} });
  });

  it('derives the 4xx code from the reason phrase when the status text is empty', async () => {
    expect((await errorFromResponse(answer(403, {}, ''))).code).toBe('FORBIDDEN');
  });

  it('treats a 4xx HTML page as rule c (code from the status text), never crashing on the body', async () => {
    const error = await errorFromResponse(answer(404, '<html><body>Not here</body></html>', 'Not Found'));
    expect(error).toMatchObject({
      name: 'ApplicationError',
      code: 'NOT_FOUND',
      message: 'Not Found, request-id: req-1',
    });
  });

  it('turns a 5xx without details into a SystemError with the request id', async () => {
    const error = await errorFromResponse(answer(503, '', 'Service Unavailable'));
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: 'System error occurred, request-id: req-1',
    });
  });

  it('turns an HTML 502 page into a SystemError without a request id', async () => {
    const error = await errorFromResponse(
      answer(502, '<!doctype html><h1>Bad gateway</h1>', 'Bad Gateway', null),
    );
    expect(error).toMatchObject({
      name: 'SystemError',
      message: 'System error occurred',
      code: 'BAD_GATEWAY',
    });
    expect(error.requestId).toBeUndefined();
  });
});

describe('BazaarError.from', () => {
  it('passes Bazaar errors through', async () => {
    const error = new SystemError('System error occurred', { code: 'X' });
    expect(BazaarError.from(error)).toBe(error);
  });

  it('turns an AbortError into a ConnectionError ABORTED', async () => {
    const error = BazaarError.from(new DOMException('aborted', 'AbortError'));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.code).toBe('ABORTED');
    expect(error.message).toBe('System error occurred: ABORTED');
  });

  it('wraps anything else in a SystemError that keeps it as cause', async () => {
    const cause = new RangeError('boom');
    const error = BazaarError.from(cause);
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({ message: 'System error occurred', code: 'UNKNOWN' });
    expect(error.cause).toBe(cause);
    expect(BazaarError.from('a string').cause).toBe('a string');
  });
});

describe('error type guards', () => {
  it('recognise each class, connection errors being system errors too', async () => {
    const connection = new ConnectionError('System error occurred: TIMEOUT', { code: 'TIMEOUT' });
    expect([isBazaarError, isSystemError, isConnectionError].map((guard) => guard(connection))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      isValidationError(
        new ValidationError('INVALID_ARGUMENT: ', {
          code: 'INVALID_ARGUMENT',
          details: { validationError: { fieldViolations: [] } },
          violations: [],
        }),
      ),
    ).toBe(true);
    expect(isApplicationError(new ApplicationError('m: d', { code: 'C', description: 'd', data: {} }))).toBe(
      true,
    );
    expect(isApplicationError(new Error('plain'))).toBe(false);
    expect(connection).toBeInstanceOf(Error);
    expect(connection.name).toBe('ConnectionError');
  });
});
