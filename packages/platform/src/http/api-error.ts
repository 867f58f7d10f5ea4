/**
 * The one error type of the platform. Every failure a caller can cause is an `ApiError`, rendered by the error
 * handler in the wire format of `reference/errors.md` §1: validation errors carry field violations, business errors
 * carry an application error code. Statuses follow business-rules X2.
 */

/** Server rule types for field violations (spec §5). */
export type ViolatedRule =
  | 'VALIDATION'
  | 'OTHER'
  | 'MAX'
  | 'MIN'
  | 'MAX_LENGTH'
  | 'MIN_LENGTH'
  | 'MAX_SIZE'
  | 'MIN_SIZE'
  | 'FORMAT'
  | 'DECIMAL_LTE'
  | 'DECIMAL_GTE'
  | 'DECIMAL_LT'
  | 'DECIMAL_GT'
  | 'DECIMAL_MAX_SCALE'
  | 'INVALID_ENUM_VALUE'
  | 'REQUIRED_FIELD'
  | 'FIELD_NOT_ALLOWED'
  | 'ONE_OF_ALIGNMENT'
  | 'EXACT_LENGTH'
  | 'EXACT_SIZE'
  | 'REQUIRED_ONE_OF_FIELD';

/** One offending request field, named by its dotted REST path (`order.buyerInfo.email`). */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: ViolatedRule;
  ruleName?: string;
  /** Always present on the wire: the official register flow reads `data.type` of every violation (errors.md §5). */
  data?: Record<string, unknown>;
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  message: string;
  details: {
    validationError?: { fieldViolations: FieldViolation[] };
    applicationError?: { code: string; description: string; data: Record<string, unknown> };
  };
}

/** A failure to report to the caller, with its HTTP status and wire details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  /**
   * @param status - HTTP status (400, 401, 403, 404, 409, 428, 429…)
   * @param code - application error code (UPPER_SNAKE, or the numeric strings of identity) or the canonical code
   * @param description - human text; also used as the message so the SDK does not print it twice
   * @param data - free data for the caller
   * @param violations - field violations; when present the error renders as a validation error
   */
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    readonly data: Record<string, unknown> = {},
    readonly violations?: FieldViolation[],
  ) {
    super(description);
  }

  /** The wire body (`reference/errors.md` §7). */
  toBody(): ErrorBody {
    if (this.violations) {
      const fieldViolations = [...this.violations]
        .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0))
        .map((v) => ({ ...v, data: v.data ?? {} }));
      return { message: this.description, details: { validationError: { fieldViolations } } };
    }
    return {
      message: this.description,
      details: { applicationError: { code: this.code, description: this.description, data: this.data } },
    };
  }

  /** 400 with field violations. */
  static invalid(violations: FieldViolation[], message?: string): ApiError {
    const text = message ?? violations.map((v) => `"${v.field}" ${v.description}`).join(', ');
    return new ApiError(400, 'INVALID_ARGUMENT', text, {}, violations);
  }

  /** 400 with one field violation. */
  static invalidField(
    field: string,
    description: string,
    violatedRule: ViolatedRule = 'VALIDATION',
    data?: Record<string, unknown>,
  ): ApiError {
    return ApiError.invalid([{ field, description, violatedRule, data: data ?? {} }]);
  }

  /** 400 business error with a code (identity failures use this with numeric codes). */
  static badRequest(code: string, description: string, data: Record<string, unknown> = {}): ApiError {
    return new ApiError(400, code, description, data);
  }

  /** 401: missing, expired or forged credentials. */
  static unauthenticated(description = 'Missing or invalid authorization'): ApiError {
    return new ApiError(401, 'UNAUTHENTICATED', description);
  }

  /** 403: authenticated but not allowed (visitor or member calling an owner-level method). */
  static forbidden(description = 'Permission denied', data: Record<string, unknown> = {}): ApiError {
    return new ApiError(403, 'PERMISSION_DENIED', description, data);
  }

  /** 404 with the method's not-found code (`ORDER_NOT_FOUND`, `OWNED_CART_NOT_FOUND`…). */
  static notFound(code: string, description: string, data: Record<string, unknown> = {}): ApiError {
    return new ApiError(404, code, description, data);
  }

  /** 409: already exists (slug, e-mail) or a conflicting revision. */
  static conflict(code: string, description: string, data: Record<string, unknown> = {}): ApiError {
    return new ApiError(409, code, description, data);
  }

  /** 428: a business-state rule forbids the call (business-rules X2). */
  static precondition(code: string, description: string, data: Record<string, unknown> = {}): ApiError {
    return new ApiError(428, code, description, data);
  }

  /** 429: throttled, or a one-time token used again. */
  static exhausted(code: string, description: string, data: Record<string, unknown> = {}): ApiError {
    return new ApiError(429, code, description, data);
  }
}

/** True when `value` is an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
