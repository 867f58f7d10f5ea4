import { type ReactNode, useId } from 'react';
import { cx } from './cx';

/** The attributes a {@link Field} hands to its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  /** The control's id, which the `<label for>` points at. */
  id: string;
  /** The ids of the hint and error texts (and any id the caller passed), or undefined when there are none. */
  'aria-describedby': string | undefined;
  /** `true` while the field shows an error; undefined otherwise so valid fields carry no attribute. */
  'aria-invalid': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text shown under the control and announced with it. */
  hint?: ReactNode;
  /** The error message; when set the control is marked invalid and described by it. */
  error?: ReactNode;
  /** The control's id; generated with `useId` (stable between server and browser) when omitted. */
  id?: string | undefined;
  /** Shows the required marker next to the label (the control itself must still get `required`). */
  required?: boolean | undefined;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean | undefined;
  /** Extra ids to append to `aria-describedby`. */
  describedBy?: string | undefined;
  /** Class of the wrapper. */
  className?: string | undefined;
  /** Renders the control from the attributes that tie it to the label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label / control / hint / error layout every form field shares.
 *
 * The label is a real `<label for>`, the hint and error are referenced by `aria-describedby`, and the
 * control gets `aria-invalid` while an error shows — so each field is announced with its label, help and
 * error by screen readers, with or without JavaScript.
 *
 * @example
 * <Field label="Coupon" hint="Case does not matter" error={error}>
 *   {(control) => <input {...control} name="coupon" className="bz-input" />}
 * </Field>
 */
export function Field({
  label,
  hint,
  error,
  id,
  required,
  hideLabel,
  describedBy,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `bz${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [hintId, errorId, describedBy].filter(Boolean).join(' ');
  return (
    <div className={cx('bz-field', className)}>
      <label htmlFor={controlId} className={cx('bz-label', hideLabel && 'bz-sr')}>
        {label}
        {required ? (
          <span className="bz-req" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedByIds || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="bz-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="bz-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
