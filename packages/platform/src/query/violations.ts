/**
 * A collector of field violations, so that one bad request reports every problem it can find at once (as the
 * official API does, reference/errors.md §1) and still never turns into a 500.
 */
import { ApiError, type FieldViolation, type ViolatedRule } from '../http/api-error';

/** Violations found so far while reading one part of a query. */
export interface Violations {
  /** The violations, in the order they were found. */
  readonly list: readonly FieldViolation[];
  /**
   * Records a violation; after `max` of them the rest are dropped (a hostile filter can contain thousands).
   * @param field - dotted request path, e.g. `query.filter.price`
   * @param description - human text saying what is wrong and what is expected
   * @param violatedRule - the server rule type (spec §5)
   * @param data - machine-readable details (always an object on the wire, errors.md §5)
   * @param ruleName - a custom rule name, used with `OTHER`
   */
  add(
    field: string,
    description: string,
    violatedRule: ViolatedRule,
    data?: Record<string, unknown>,
    ruleName?: string,
  ): void;
  /**
   * Throws when anything was recorded.
   * @throws ApiError - 400 `INVALID_ARGUMENT` with every recorded violation
   */
  throwIfAny(): void;
}

/**
 * Creates an empty collector.
 * @param max - how many violations to keep
 */
export function createViolations(max = 20): Violations {
  const list: FieldViolation[] = [];
  return {
    list,
    add(field, description, violatedRule, data = {}, ruleName) {
      if (list.length >= max) return;
      list.push(
        ruleName
          ? { field, description, violatedRule, ruleName, data }
          : { field, description, violatedRule, data },
      );
    },
    throwIfAny() {
      if (list.length > 0) throw ApiError.invalid([...list]);
    },
  };
}

/**
 * Throws a 400 for a single problem.
 * @param field - dotted request path
 * @param description - what is wrong
 * @param violatedRule - the server rule type
 * @param data - machine-readable details
 * @throws ApiError - always
 */
export function invalid(
  field: string,
  description: string,
  violatedRule: ViolatedRule,
  data: Record<string, unknown> = {},
): never {
  throw ApiError.invalidField(field, description, violatedRule, data);
}
