import { describe, expect, it } from 'vitest';
import {
  ApplicationError,
  ConnectionError,
  type FieldViolation,
  SystemError,
  ValidationError,
} from '../../errors/bazaar-error';
import { toValidationError } from '../../errors/describe-failure';
import { toLoginFailure, toLoginResult } from './login-result';

const appError = (code: string) =>
  new ApplicationError('failed: details, request-id: r', {
    code,
    status: 400,
    requestId: 'r',
    details: { applicationError: { code, description: 'details', data: {} } },
    description: 'details',
    data: {},
  });
// A refusal's ValidationError, built as the failure path builds it.
const validationError = (violations: FieldViolation[]) =>
  toValidationError(ValidationError, violations, { status: 400, requestId: undefined });

describe('toLoginResult', () => {
  it.each([
    [
      { state: 'SUCCESS', sessionToken: 'st' },
      { loginState: 'SUCCESS', data: { sessionToken: 'st' } },
    ],
    [{ state: 'REQUIRE_OWNER_APPROVAL' }, { loginState: 'OWNER_APPROVAL_REQUIRED' }],
    [
      { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'x' },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'x' } },
    ],
    [{ state: 'STATUS_CHECK' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    [{}, { loginState: 'FAILURE', error: 'Unknown _state' }],
  ])('maps %j', (response, result) => {
    expect(toLoginResult(response)).toEqual(result);
  });
});

describe('toLoginFailure for login', () => {
  it.each([
    ['-19971', 'missingCaptchaToken'],
    ['-19970', 'invalidCaptchaToken'],
    ['-19976', 'invalidPassword'],
    ['-19973', 'resetPassword'],
    ['-19995', 'invalidEmail'],
    ['SOMETHING_ELSE', 'invalidEmail'],
  ])('maps application code %s to %s', (code, errorCode) => {
    expect(toLoginFailure(appError(code), 'login')).toEqual({
      loginState: 'FAILURE',
      error: 'failed: details, request-id: r',
      errorCode,
    });
  });

  it('maps a validation error with an e-mail violation to invalidEmail instead of throwing a TypeError', () => {
    const error = validationError([
      { field: 'loginId.email', description: 'not an e-mail', data: { type: 'EMAIL' } },
    ]);
    expect(toLoginFailure(error, 'login')).toEqual({
      loginState: 'FAILURE',
      error: 'not an e-mail',
      errorCode: 'invalidEmail',
    });
  });

  // Spec §8: "any other login error" is invalidEmail — the official client answers a detail-less 5xx that way too.
  it('maps other validation and system errors to invalidEmail', () => {
    expect(toLoginFailure(validationError([{ field: 'password', description: 'empty' }]), 'login')).toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: "password" empty',
      errorCode: 'invalidEmail',
    });
    expect(toLoginFailure(new SystemError('System error occurred', { code: 'X' }), 'login')).toEqual({
      loginState: 'FAILURE',
      error: 'System error occurred',
      errorCode: 'invalidEmail',
    });
  });
});

describe('toLoginFailure for register', () => {
  it.each([
    ['-19971', 'missingCaptchaToken'],
    ['-19995', 'emailAlreadyExists'],
    ['-19970', 'invalidCaptchaToken'],
  ])('maps application code %s to %s', (code, errorCode) => {
    expect(toLoginFailure(appError(code), 'register')).toMatchObject({ loginState: 'FAILURE', errorCode });
  });

  it.each(['-19976', '-19973', 'DUPLICATE_EMAIL'])('gives a FAILURE with the message only for %s', (code) => {
    expect(toLoginFailure(appError(code), 'register')).toEqual({
      loginState: 'FAILURE',
      error: 'failed: details, request-id: r',
    });
  });

  it('uses the e-mail violation’s description, and survives violations without data', () => {
    const error = validationError([
      { field: 'password', description: 'too short' },
      { field: 'loginId.email', description: 'bad e-mail', data: { type: 'EMAIL' } },
    ]);
    expect(toLoginFailure(error, 'register')).toEqual({
      loginState: 'FAILURE',
      error: 'bad e-mail',
      errorCode: 'invalidEmail',
    });
    expect(
      toLoginFailure(validationError([{ field: 'password', description: 'too short' }]), 'register'),
    ).toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: "password" too short',
    });
  });

  it('treats a connection error like any other non-application error', () => {
    expect(
      toLoginFailure(new ConnectionError('System error occurred: TIMEOUT', { code: 'TIMEOUT' }), 'register')
        .loginState,
    ).toBe('FAILURE');
  });
});
