/** One field problem, in the official `details.validationError.fieldViolations[]` shape (errors.md §1). */
export interface FieldViolation {
  /** Dotted path of the offending field, in the caller's argument names (`options.lineItems`, `lineItemIds`). */
  field: string;
  /** Human text. */
  description: string;
  /** Rule that failed (`REQUIRED_FIELD`, `FORMAT`, `MAX_LENGTH`, …). */
  violatedRule?: string;
  /** Custom rule name when `violatedRule` is `OTHER`. */
  ruleName?: string;
  /** Free data, e.g. `{ type: 'EMAIL' }`. */
  data?: Record<string, unknown>;
}

/** The official `err.details` shape, so code written for the official client can branch the same way. */
export interface ErrorDetails {
  applicationError?: { code: string; description: string; data: Record<string, unknown> };
  validationError?: { fieldViolations: FieldViolation[] };
  requestId?: string;
}

/** What every Bazaar error can be built from. */
export interface BazaarErrorInit {
  code: string;
  status?: number;
  requestId?: string;
  details?: ErrorDetails;
  cause?: unknown;
}

/** Adds `, request-id: <id>` the way the official system error message does (errors.md §3d). */
export function withRequestId(message: string, requestId: string | undefined): string {
  return requestId ? `${message}, request-id: ${requestId}` : message;
}

/**
 * Base class of every error the SDK throws. Branch on the subclass (or the `is…` guards) and on `code`.
 *
 * @example
 * try { await client.currentCart.getCurrentCart(); }
 * catch (err) { if (isApplicationError(err) && err.code === 'OWNED_CART_NOT_FOUND') showEmptyCart(); else throw err; }
 */
export class BazaarError extends Error {
  override name = 'BazaarError';
  // Fields are `declare`d and assigned in the constructors: no separate field definitions in the bundle.
  /** Machine-readable code: the server's application-error code, `INVALID_ARGUMENT`, or a CONSTANT_CASE status. */
  declare code: string;
  /** HTTP status of the answer, when there was one. */
  declare status: number | undefined;
  /** The server's `x-wix-request-id`, when known. */
  declare requestId: string | undefined;
  /** The official `details` shape (`details.applicationError.code`, `details.validationError.fieldViolations`). */
  declare details: ErrorDetails;

  /**
   * @param message - the error message
   * @param init - code, status, request id, details and cause
   * @param ownDetails - without `init.details`: the subclass's part of `details` (`validationError`,
   *   `applicationError`), to which the request id is added (one place builds the official shape)
   */
  constructor(message: string, init: BazaarErrorInit, ownDetails?: ErrorDetails) {
    // Error takes `cause` from the options it is given.
    super(message, init);
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.details = init.details ?? { ...ownDetails, requestId: init.requestId };
  }

  /**
   * Normalises anything thrown into a BazaarError: Bazaar errors pass through, aborts become a ConnectionError,
   * everything else a SystemError that keeps the original as `cause`.
   *
   * @param error - whatever was caught
   * @returns a BazaarError
   */
  static from(error: unknown): BazaarError {
    if (error instanceof BazaarError) return error;
    if ((error as { name?: unknown } | null)?.name === 'AbortError')
      return new ConnectionError('ABORTED', error);
    return new SystemError({ code: 'UNKNOWN', cause: error });
  }
}

/**
 * The request was rejected for invalid input (server `details.validationError`, or our own argument checks when the
 * server refused the call: errors/argument-checks.ts).
 * The message lists each `"field" description`, sorted by field (spec §8).
 */
export class ValidationError extends BazaarError {
  override name = 'ValidationError';
  /** The violations, sorted by field. */
  declare violations: FieldViolation[];

  /**
   * @param violations - the field violations (sorted here by field)
   * @param init - status and request id of the answer, if any
   */
  constructor(violations: FieldViolation[], init: { status?: number; requestId?: string } = {}) {
    const sorted = [...violations].sort((a, b) => (a.field < b.field ? -1 : 1));
    const list = sorted.map((v) => `"${v.field}" ${v.description}`).join(', ');
    super(
      withRequestId(`INVALID_ARGUMENT: ${list}`, init.requestId),
      { ...init, code: 'INVALID_ARGUMENT' },
      { validationError: { fieldViolations: sorted } },
    );
    this.violations = sorted;
  }
}

/** A business rule said no (server `details.applicationError`, or any other 4xx). Branch on `code`. */
export class ApplicationError extends BazaarError {
  override name = 'ApplicationError';
  /** The server's description of the problem. */
  declare description: string;
  /** Extra data the server attached. */
  declare data: Record<string, unknown>;

  /**
   * @param init - message (the server's), description, code, data, status and request id
   * @param message - replaces the composed message (used for the token endpoint's fixed wording)
   */
  constructor(
    init: {
      message: string;
      description: string;
      code: string;
      data?: Record<string, unknown>;
      status?: number;
      requestId?: string;
      cause?: unknown;
    },
    message?: string,
  ) {
    const { description, data = {} } = init;
    // errors.md §3b: the message and the description are shown once when they are equal.
    const combined =
      init.message === description || !description ? init.message : `${init.message}: ${description}`;
    super(message ?? withRequestId(combined, init.requestId), init, {
      applicationError: { code: init.code, description, data },
    });
    this.description = description;
    this.data = data;
  }
}

/** Anything else: 5xx without details, unreadable answers, unexpected failures ('System error occurred'). */
export class SystemError extends BazaarError {
  override name = 'SystemError';

  /**
   * @param init - code (CONSTANT_CASE status text or `UNKNOWN`), status, request id and cause
   * @param message - the message; defaults to 'System error occurred' plus the request id when known
   */
  constructor(init: BazaarErrorInit, message?: string) {
    super(message ?? withRequestId('System error occurred', init.requestId), init);
  }
}

/** Why a request never got an answer. */
export type ConnectionErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED';

/**
 * The request never got an answer: network failure, our timeout, or the caller's AbortSignal. A SystemError (spec §8
 * rule d) whose `code` says which, and whose `cause` keeps the original error.
 */
export class ConnectionError extends SystemError {
  override name = 'ConnectionError';
  declare code: ConnectionErrorCode;

  /**
   * @param code - NETWORK_ERROR, TIMEOUT or ABORTED
   * @param cause - the original error (the fetch rejection or the abort reason)
   * @param message - overrides the default message
   */
  constructor(code: ConnectionErrorCode, cause?: unknown, message?: string) {
    super({ code, cause }, message ?? `System error occurred: ${code}`);
  }
}

/** True for any error thrown by the SDK. @param error - what was caught */
export const isBazaarError = (error: unknown): error is BazaarError => error instanceof BazaarError;
/** True for invalid-argument errors. @param error - what was caught */
export const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof ValidationError;
/** True for application (business) errors. @param error - what was caught */
export const isApplicationError = (error: unknown): error is ApplicationError =>
  error instanceof ApplicationError;
/** True for system errors, connection errors included. @param error - what was caught */
export const isSystemError = (error: unknown): error is SystemError => error instanceof SystemError;
/** True when the request never got an answer. @param error - what was caught */
export const isConnectionError = (error: unknown): error is ConnectionError =>
  error instanceof ConnectionError;
