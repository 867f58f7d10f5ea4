import type { ReactNode } from 'react';
import { Alert } from './alert';

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /**
   * What went wrong: a message, or anything thrown (an `Error`, an SDK error, a mutation's `error`), whose
   * `message` is shown. Nothing renders while it is empty.
   */
  error?: unknown;
  /** The bold first line. Default "Something went wrong". */
  title?: ReactNode;
  /** The banner's id, e.g. to reference it from the form with `aria-describedby`. */
  id?: string;
  /** Extra classes. */
  className?: string;
}

/**
 * The message of an error value: a string as is, an object's string `message`, otherwise nothing.
 *
 * @param error - anything thrown or returned as an error
 * @returns the message to show, or undefined when there is none
 * @example
 * toErrorMessage(new Error('Wrong email or password')); // 'Wrong email or password'
 */
export function toErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/**
 * The banner at the top of a form that shows the server's error message ("every error shows the server's
 * message", DESIGN §5). It is an error `Alert` (`role="alert"`), so it is announced when it appears after
 * a submit in the app, and read first on a server-rendered page that failed validation.
 *
 * @example
 * <Form onSubmit={submit}>
 *   <FormError error={login.error} title="Could not sign in" />
 *   …
 * </Form>
 */
export function FormError({ error, title = 'Something went wrong', id, className }: FormErrorProps) {
  const message = toErrorMessage(error);
  if (!message) return null;
  return (
    <Alert tone="error" title={title} id={id} className={className}>
      {message}
    </Alert>
  );
}
