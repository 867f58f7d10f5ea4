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

/**
 * What a Bazaar error is built from, next to its message (like `new Error(message, { cause })`); its fields become
 * the error's. The message is taken as given: the SDK words its errors where it builds them (mostly in the lazily
 * loaded failure path, errors/describe-failure.ts), so the classes carry no wording.
 */
export interface BazaarErrorInit {
  /** Machine-readable code (see {@link BazaarError.code}). */
  code: string;
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** The server's `x-wix-request-id`, when known; also added to `details`. */
  requestId?: string;
  /** The official `details`, to which the request id is added. */
  details?: ErrorDetails;
  /** The underlying error. */
  cause?: unknown;
}

/**
 * Base class of every error the SDK throws. Branch on the subclass (or the `is…` guards) and on `code`.
 *
 * @example
 * try { await client.currentCart.getCurrentCart(); }
 * catch (err) { if (isApplicationError(err) && err.code === 'OWNED_CART_NOT_FOUND') showEmptyCart(); else throw err; }
 * // Built like an Error, with a code (a test double, say):
 * new BazaarError('Out of stock', { code: 'OUT_OF_STOCK', status: 409 });
 * @typeParam TInit - what the constructor takes: a subclass names its own init here (a ValidationError's carries its
 *   `violations`), and so has no constructor of its own (each would cost bytes up front, bench/results/bundle-size.md)
 */
export class BazaarError<TInit extends BazaarErrorInit = BazaarErrorInit> extends Error {
  override name = 'BazaarError';
  // The constructor assigns the init's fields. `code`, `status` and `requestId` are defined first (undefined until
  // then), so every error has them, in this order, whatever its init lists; the others are `declare`d.
  /** Machine-readable code: the server's application-error code, `INVALID_ARGUMENT`, or a CONSTANT_CASE status. */
  code!: string;
  /** HTTP status of the answer, when there was one. */
  status: number | undefined;
  /** The server's `x-wix-request-id`, when known. */
  requestId: string | undefined;
  /** The official `details` shape (`details.applicationError.code`, `details.validationError.fieldViolations`). */
  declare details: ErrorDetails;

  /**
   * @param message - the error message, as it is shown
   * @param init - code, status, request id, details and cause (and a subclass's own fields), which the error keeps
   */
  constructor(message: string, init: TInit) {
    // Error takes `cause` from the options it is given.
    super(message, init);
    // One assignment for every subclass's own fields too (violations, description, data), in the init's order.
    // The official shape ends with the request id (errors.md §1).
    Object.assign(this, init).details = { ...init.details, requestId: init.requestId };
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
      return new ConnectionError('System error occurred: ABORTED', { code: 'ABORTED', cause: error });
    return new SystemError('System error occurred', { code: 'UNKNOWN', cause: error });
  }
}

/**
 * The request was rejected for invalid input (server `details.validationError`, or our own argument checks when the
 * server refused the call: errors/argument-checks.ts). The SDK sorts the violations by field and lists each
 * `"field" description` in the message (spec §8).
 *
 * @example
 * const violations = [{ field: 'lineItemIds', description: 'is required' }];
 * new ValidationError('INVALID_ARGUMENT: "lineItemIds" is required', {
 *   code: 'INVALID_ARGUMENT',
 *   details: { validationError: { fieldViolations: violations } },
 *   violations,
 * });
 */
export class ValidationError extends BazaarError<BazaarErrorInit & { violations: FieldViolation[] }> {
  override name = 'ValidationError';
  /** The violations (those of `details.validationError.fieldViolations`). */
  declare violations: FieldViolation[];
}

/**
 * A business rule said no (server `details.applicationError`, or any other 4xx). Branch on `code`.
 *
 * @example
 * const applicationError = { code: 'OWNED_CART_NOT_FOUND', description: 'No cart', data: {} };
 * new ApplicationError('Not found: No cart', {
 *   code: 'OWNED_CART_NOT_FOUND',
 *   status: 404,
 *   details: { applicationError },
 *   description: 'No cart',
 *   data: {},
 * });
 */
export class ApplicationError extends BazaarError<
  BazaarErrorInit & { description: string; data: Record<string, unknown> }
> {
  override name = 'ApplicationError';
  /** The server's description of the problem. */
  declare description: string;
  /** Extra data the server attached. */
  declare data: Record<string, unknown>;
}

/**
 * Anything else: 5xx without details, unreadable answers, unexpected failures ('System error occurred').
 *
 * @example
 * new SystemError('System error occurred, request-id: r1', { code: 'BAD_GATEWAY', status: 502, requestId: 'r1' });
 */
export class SystemError<TInit extends BazaarErrorInit = BazaarErrorInit> extends BazaarError<TInit> {
  override name = 'SystemError';
}

/** Why a request never got an answer. */
export type ConnectionErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED';

/**
 * The request never got an answer: network failure, our timeout, or the caller's AbortSignal. A SystemError (spec §8
 * rule d) whose `code` says which, and whose `cause` keeps the original error.
 *
 * @example
 * new ConnectionError('System error occurred: TIMEOUT', { code: 'TIMEOUT', cause });
 */
export class ConnectionError extends SystemError<{ code: ConnectionErrorCode; cause?: unknown }> {
  override name = 'ConnectionError';
  declare code: ConnectionErrorCode;
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
