import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './cx';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  /** The submitted value. */
  value: string;
  /** The visible label of the radio button. */
  label: ReactNode;
  /** Help text under this choice (e.g. a delivery estimate). */
  hint?: ReactNode;
  /** Shows the choice but prevents choosing it. */
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps
  extends Omit<ComponentPropsWithRef<'fieldset'>, 'onChange' | 'defaultValue'> {
  /** The group's question, rendered as the `<legend>`. */
  legend: ReactNode;
  /** The form field name shared by the radio buttons. */
  name: string;
  /** The choices. */
  options: readonly RadioOption[];
  /** The chosen value (controlled); use with `onChange`. */
  value?: string;
  /** The initially chosen value (uncontrolled, e.g. on a server-rendered form). */
  defaultValue?: string;
  /** Called with the chosen value. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Help text under the legend. */
  hint?: ReactNode;
  /** The error message; marks the group invalid and describes it. */
  error?: ReactNode;
  /** Makes a choice mandatory. */
  required?: boolean;
  /** Lays the choices out in a row instead of a column. */
  inline?: boolean;
}

/**
 * A group of native radio buttons in a `<fieldset>` with a `<legend>`, so the question is announced with each
 * choice. Arrow keys move between choices (browser behaviour) and the group posts in a plain form.
 *
 * @example
 * <RadioGroup legend="Delivery" name="delivery" defaultValue="standard"
 *   options={[{ value: 'standard', label: 'Standard' }, { value: 'express', label: 'Express', hint: 'Next day' }]} />
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  required,
  inline,
  id,
  className,
  ...rest
}: RadioGroupProps) {
  const generatedId = useId();
  const groupId = id ?? `bz${generatedId}`;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    // role="radiogroup" (allowed on fieldset by ARIA in HTML) lets the group carry aria-invalid and
    // aria-required, which a plain fieldset (role group) may not.
    <fieldset
      {...rest}
      id={groupId}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see above; the legend still names it
      role="radiogroup"
      className={cx('bz-fieldset', className)}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy || undefined}
    >
      <legend className="bz-label">
        {legend}
        {required ? (
          <span className="bz-req" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="bz-hint">
          {hint}
        </p>
      ) : null}
      <div className={cx('bz-choices', inline && 'bz-choices--inline')}>
        {options.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div className="bz-check" key={option.value}>
              <input
                type="radio"
                className="bz-check__input"
                id={optionId}
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled}
                aria-describedby={optionHintId}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={(event) => onChange?.(option.value, event)}
              />
              <div className="bz-check__text">
                <label htmlFor={optionId}>{option.label}</label>
                {option.hint ? (
                  <p id={optionHintId} className="bz-hint">
                    {option.hint}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="bz-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
