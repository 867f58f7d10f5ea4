import { useId } from 'react';
import type { ChoiceState } from './product-selection';

/** Props of {@link OptionPicker}. */
export interface OptionPickerProps {
  /** The option's name ("Size", "Color"). */
  name: string;
  /** Its choices as the page shows them. */
  choices: ChoiceState[];
  /** Colour swatches instead of labelled pills. */
  swatches: boolean;
  onChoose: (key: string) => void;
}

/**
 * One product option as a group of radio buttons (arrow keys move between them, the legend names the question):
 * labelled pills, or colour swatches with the colour's name as label. A choice sold out for the rest of the
 * selection stays choosable, crossed out and announced as such, so the shopper sees why it cannot be bought.
 *
 * @param props - the option and its choices
 * @returns the picker
 */
export function OptionPicker({ name, choices, swatches, onChoose }: OptionPickerProps) {
  const id = useId();
  const selected = choices.find((choice) => choice.selected);
  return (
    <fieldset className="bz-fieldset app-option">
      <legend className="bz-label">
        {name}
        {selected ? <span className="app-option__value">: {selected.label}</span> : null}
      </legend>
      <div className={swatches ? 'app-option__swatches' : 'app-option__pills'}>
        {choices.map((choice) => (
          <label
            key={choice.key}
            className={swatches ? 'app-swatch' : 'app-pill'}
            data-sold-out={!choice.inStock || undefined}
            title={swatches ? choice.label : undefined}
          >
            <input
              type="radio"
              className="app-option__input"
              name={`${id}-${name}`}
              value={choice.key}
              checked={choice.selected}
              onChange={() => onChoose(choice.key)}
            />
            {swatches ? (
              <>
                <span
                  className="app-swatch__color"
                  style={{ background: choice.swatch }}
                  aria-hidden="true"
                />
                <span className="bz-sr">{choice.label}</span>
              </>
            ) : (
              <span>{choice.label}</span>
            )}
            {!choice.inStock ? <span className="bz-sr"> (sold out)</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
