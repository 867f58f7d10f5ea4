import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { cx } from './cx';
import { Field } from './field';
import { MinusIcon, PlusIcon } from './icons';

/** Props of {@link QuantityInput}. */
export interface QuantityInputProps
  extends Omit<
    ComponentPropsWithRef<'input'>,
    'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'
  > {
  /** The label, e.g. "Quantity" (use `hideLabel` in a cart row where the product name says it). */
  label: ReactNode;
  /** The current quantity (controlled); use with `onChange`. */
  value?: number;
  /** The initial quantity (uncontrolled); defaults to `min`. */
  defaultValue?: number;
  /** Called with each new valid quantity, already clamped to `min`…`max`. */
  onChange?: (quantity: number) => void;
  /** The smallest quantity; the − button is disabled there. Default 1. */
  min?: number;
  /** The largest quantity (e.g. stock left); the + button is disabled there. */
  max?: number;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Help text under the control (e.g. "3 left in stock"). */
  hint?: ReactNode;
  /** The error message; marks the number input invalid. */
  error?: ReactNode;
  /** Accessible name of the − button. */
  decrementLabel?: string;
  /** Accessible name of the + button. */
  incrementLabel?: string;
}

function clamp(quantity: number, min: number, max: number | undefined): number {
  return Math.min(Math.max(Math.round(quantity), min), max ?? Number.POSITIVE_INFINITY);
}

/**
 * A − / number / + stepper for line-item quantities.
 *
 * The middle is a real `<input type="number">` with `min`/`max` and `name`, so it can be typed into and
 * posts in a plain form without JavaScript; the buttons are `type="button"` enhancements.
 *
 * @example
 * <QuantityInput label="Quantity" name="quantity" min={1} max={stock} value={qty} onChange={setQty} />
 */
export function QuantityInput({
  label,
  value,
  defaultValue,
  onChange,
  min = 1,
  max,
  hideLabel,
  hint,
  error,
  decrementLabel = 'Decrease quantity',
  incrementLabel = 'Increase quantity',
  disabled,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: QuantityInputProps) {
  const [ownValue, setOwnValue] = useState(() => clamp(defaultValue ?? min, min, max));
  // While the shopper types, the raw text is kept so an empty or partial entry is not snapped back.
  const [draft, setDraft] = useState<string | null>(null);
  const current = value ?? ownValue;
  const commit = (next: number) => {
    const quantity = clamp(next, min, max);
    if (value === undefined) setOwnValue(quantity);
    if (quantity !== current) onChange?.(quantity);
  };
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      hideLabel={hideLabel}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <div className={cx('bz-qty', disabled && 'bz-qty--disabled')}>
          <button
            type="button"
            className="bz-qty__btn"
            aria-label={decrementLabel}
            aria-controls={control.id}
            disabled={disabled || current <= min}
            onClick={() => commit(current - 1)}
          >
            <MinusIcon />
          </button>
          <input
            {...rest}
            {...control}
            type="number"
            inputMode="numeric"
            className="bz-qty__input"
            min={min}
            max={max}
            step={1}
            disabled={disabled}
            value={draft ?? String(current)}
            onChange={(event) => {
              setDraft(event.target.value);
              const typed = event.target.valueAsNumber;
              if (Number.isFinite(typed) && typed >= min && (max === undefined || typed <= max))
                commit(typed);
            }}
            onBlur={(event) => {
              const typed = event.target.valueAsNumber;
              if (Number.isFinite(typed)) commit(typed);
              setDraft(null);
              rest.onBlur?.(event);
            }}
          />
          <button
            type="button"
            className="bz-qty__btn"
            aria-label={incrementLabel}
            aria-controls={control.id}
            disabled={disabled || (max !== undefined && current >= max)}
            onClick={() => commit(current + 1)}
          >
            <PlusIcon />
          </button>
        </div>
      )}
    </Field>
  );
}
