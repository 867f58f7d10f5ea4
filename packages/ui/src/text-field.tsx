import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { Field } from './field';

/** Props of {@link TextField}: every native `<input>` attribute plus the field texts. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** The visible label, tied to the input with `for`/`id`. */
  label: ReactNode;
  /** Help text under the input (e.g. password rules). */
  hint?: ReactNode;
  /** The error message (client validation or the server's violation); marks the input invalid. */
  error?: ReactNode;
  /** Keeps the label for assistive technology only (e.g. a search box with a visible button). */
  hideLabel?: boolean;
  /** Class of the input itself; `className` goes on the field wrapper. */
  inputClassName?: string;
}

/**
 * A labelled text input for every input type (text, email, password, number, search, tel, url, date…).
 *
 * Native attributes (`name`, `type`, `required`, `autoComplete`, `defaultValue`, `value`/`onChange`,
 * `ref`…) go to the `<input>`, so it posts in a plain HTML form and works without JavaScript.
 *
 * @example
 * <TextField label="Email" name="email" type="email" autoComplete="email" required
 *   error={violations.email} />
 */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  inputClassName,
  type = 'text',
  required,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      hideLabel={hideLabel}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          type={type}
          required={required}
          className={cx('bz-input', inputClassName)}
        />
      )}
    </Field>
  );
}

/** Props of {@link TextAreaField}: every native `<textarea>` attribute plus the field texts. */
export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** The visible label, tied to the textarea with `for`/`id`. */
  label: ReactNode;
  /** Help text under the textarea. */
  hint?: ReactNode;
  /** The error message; marks the textarea invalid. */
  error?: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
}

/**
 * A labelled multi-line text input (e.g. a merchant comment on an order).
 *
 * @example
 * <TextAreaField label="Comment" name="comment" rows={4} />
 */
export function TextAreaField({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  rows = 3,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      hideLabel={hideLabel}
      describedBy={describedBy}
      className={className}
    >
      {(control) => <textarea {...rest} {...control} rows={rows} required={required} className="bz-input" />}
    </Field>
  );
}
