import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';
import { ChevronIcon } from './icons';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** The visible text. */
  label: string;
  /** Shows the option but prevents choosing it (e.g. an out-of-stock variant). */
  disabled?: boolean;
}

/** Props of {@link SelectField}: every native `<select>` attribute plus the field texts and options. */
export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  /** The visible label, tied to the select with `for`/`id`. */
  label: ReactNode;
  /** The choices; `children` (`<option>`/`<optgroup>`) may be used instead. */
  options?: readonly SelectOption[];
  /** A first, empty option such as "Choose a size"; it cannot be re-chosen once a value is picked. */
  placeholder?: string;
  /** Help text under the select. */
  hint?: ReactNode;
  /** The error message; marks the select invalid. */
  error?: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
}

/**
 * A labelled native `<select>`: keyboard and screen-reader behaviour come from the browser, it posts in a
 * plain form, and a drawn chevron replaces the platform arrow so it matches the text inputs.
 *
 * @example
 * <SelectField label="Size" name="size" placeholder="Choose a size" required
 *   options={[{ value: 's', label: 'Small' }, { value: 'm', label: 'Medium', disabled: true }]} />
 */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  id,
  className,
  required,
  children,
  'aria-describedby': describedBy,
  ...rest
}: SelectFieldProps) {
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
        <div className="bz-select">
          <select {...rest} {...control} required={required} className="bz-input">
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <ChevronIcon />
        </div>
      )}
    </Field>
  );
}
