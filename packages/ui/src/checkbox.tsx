import { type ComponentPropsWithRef, type ReactNode, type Ref, type RefCallback, useId } from 'react';
import { cx } from './cx';

/** Props of {@link Checkbox}: every native checkbox attribute plus the label texts. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** The label, tied to the checkbox with `for`/`id`. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** The error message (e.g. "Accept the terms"); marks the checkbox invalid. */
  error?: ReactNode;
  /** Keeps the label for assistive technology only (e.g. row selection in a table). */
  hideLabel?: boolean;
  /**
   * Shows the "some selected" state. The DOM property is set in the browser; the server renders
   * `data-state="indeterminate"` so the markup says the same on both sides.
   */
  indeterminate?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A native checkbox with its label, hint and error.
 *
 * @example
 * <Checkbox name="newsletter" label="Send me the newsletter" defaultChecked />
 * <Checkbox label="Select all rows" hideLabel checked={all} indeterminate={some} onChange={toggleAll} />
 */
export function Checkbox({
  label,
  hint,
  error,
  hideLabel,
  indeterminate = false,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? `bz${generatedId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [hintId, errorId, describedBy].filter(Boolean).join(' ');
  // `indeterminate` exists only as a DOM property (there is no attribute), so it is applied on mount.
  const setRef: RefCallback<HTMLInputElement> = (node) => {
    if (node) node.indeterminate = indeterminate;
    assignRef(ref, node);
  };
  return (
    <div className={cx('bz-check', className)}>
      <input
        {...rest}
        ref={setRef}
        type="checkbox"
        id={inputId}
        className="bz-check__input"
        data-state={indeterminate ? 'indeterminate' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds || undefined}
      />
      <div className="bz-check__text">
        <label htmlFor={inputId} className={hideLabel ? 'bz-sr' : undefined}>
          {label}
        </label>
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
    </div>
  );
}
