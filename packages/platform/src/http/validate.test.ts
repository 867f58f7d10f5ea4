import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isApiError } from './api-error';
import { parseInput } from './validate';

const schema = z.object({
  loginId: z.object({ email: z.email() }),
  password: z.string().min(4),
  code: z.string().length(6).optional(),
  mode: z.enum(['query', 'fragment']).optional(),
  lineItems: z.array(z.object({ quantity: z.number().int() })).optional(),
});
const statusSchema = z.object({ status: z.enum(['APPROVED', 'CANCELED']) });

function violations(input: unknown) {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (isApiError(error)) return error.toBody().details.validationError?.fieldViolations;
  }
  throw new Error('expected a validation error');
}

describe('parseInput', () => {
  it("words a format check with the schema's own message, else by what the format is", () => {
    const formats = z.object({
      currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'),
      digits: z.string().regex(/^\d+$/),
      url: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }),
      site: z.url(),
    });
    let fields: unknown;
    try {
      parseInput(formats, { currency: 'usd', digits: 'x', url: 'ftp://host/x', site: 'nope' });
    } catch (error) {
      if (isApiError(error)) fields = error.toBody().details.validationError?.fieldViolations;
    }
    expect(fields).toMatchObject([
      { field: 'currency', description: 'must be an ISO 4217 code', violatedRule: 'FORMAT' },
      { field: 'digits', description: 'has an invalid format', violatedRule: 'FORMAT' },
      { field: 'site', description: 'must be a valid url', violatedRule: 'FORMAT' },
      { field: 'url', description: 'must be an http or https URL', violatedRule: 'FORMAT' },
    ]);
  });

  it('returns the parsed input without unknown fields', () => {
    expect(parseInput(schema, { loginId: { email: 'a@b.co' }, password: 'abcd', extra: 1 })).toEqual({
      loginId: { email: 'a@b.co' },
      password: 'abcd',
    });
  });

  it('names each violation by its dotted REST path, sorted by field, with the spec rule and data', () => {
    expect(
      violations({
        loginId: { email: 'nope' },
        code: '12',
        mode: 'x',
        lineItems: [{ quantity: 1 }, { quantity: 'two' }],
      }),
    ).toEqual([
      {
        field: 'code',
        description: 'must be exactly 6 characters long',
        violatedRule: 'EXACT_LENGTH',
        data: { threshold: 6 },
      },
      {
        field: 'lineItems[1].quantity',
        description: 'must be a number',
        violatedRule: 'VALIDATION',
        data: { expected: 'number' },
      },
      {
        field: 'loginId.email',
        description: 'must be an email address',
        violatedRule: 'FORMAT',
        data: { type: 'EMAIL' },
      },
      {
        field: 'mode',
        description: 'must be one of query, fragment',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowed: ['query', 'fragment'] },
      },
      { field: 'password', description: 'is required', violatedRule: 'REQUIRED_FIELD', data: {} },
    ]);
  });

  it('names a required enum left out REQUIRED_FIELD, and a wrong value INVALID_ENUM_VALUE with the allowed ones', () => {
    const of = (input: unknown) => {
      try {
        parseInput(statusSchema, input);
      } catch (error) {
        if (isApiError(error)) return error.toBody().details.validationError?.fieldViolations;
      }
      throw new Error('expected a validation error');
    };
    expect(of({})).toEqual([
      { field: 'status', description: 'is required', violatedRule: 'REQUIRED_FIELD', data: {} },
    ]);
    expect(of({ status: 'PAID' })).toEqual([
      {
        field: 'status',
        description: 'must be one of APPROVED, CANCELED',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowed: ['APPROVED', 'CANCELED'] },
      },
    ]);
  });

  it('reports a too-short string with its threshold', () => {
    expect(violations({ loginId: { email: 'a@b.co' }, password: 'abc' })).toEqual([
      {
        field: 'password',
        description: 'must be at least 4 characters long',
        violatedRule: 'MIN_LENGTH',
        data: { threshold: 4 },
      },
    ]);
  });
});
