import type { DemoProductOption } from './demo-types';

/**
 * The demo store's colour names and their hex values. Colour options use the name as the choice
 * `description` and the hex as its `value` (business-rules §6A rule 164), so every product offering
 * "Forest" shows the same green.
 */
export const demoColors = {
  Forest: '#2f5d50',
  Slate: '#5a6b7b',
  Rust: '#b5562f',
  Oat: '#d9c8a9',
  Navy: '#263a5e',
  Charcoal: '#3b3f45',
  Sage: '#9caf88',
  Sand: '#d8c29d',
  Mustard: '#d9a03f',
  Khaki: '#b9a77c',
  Olive: '#6b7042',
  Red: '#c0392b',
  Cream: '#f2e8d5',
  Blue: '#3c6e9f',
  Black: '#1f2326',
  Teal: '#2a8c8c',
  Coral: '#e7735a',
  Copper: '#b87333',
  'Matte Black': '#2b2b2b',
  Natural: '#c9c3b6',
  Purple: '#6d4c8d',
  Coyote: '#a08461',
  Sky: '#7fb3d5',
  Sunset: '#e98a4f',
  Graphite: '#4a4e55',
  Moss: '#7a8450',
  Tan: '#c8a27a',
  Gray: '#8a8d91',
  Heather: '#a7a2b8',
} as const satisfies Record<string, string>;

/** A colour name of {@link demoColors}. */
export type DemoColorName = keyof typeof demoColors;

/**
 * Builds the `Color` option (`optionType: 'color'`) from colour names.
 *
 * @param names - the colour names, in display order
 */
export function colorOption(...names: DemoColorName[]): DemoProductOption {
  return {
    optionType: 'color',
    name: 'Color',
    choices: names.map((name) => ({ value: demoColors[name], description: name })),
  };
}

/**
 * Builds a drop-down option whose choices show their value as their description (the form of the
 * official Create Product example: `{value: 'S', description: 'S'}`).
 *
 * @param name - the option name, e.g. `Size`
 * @param values - the choices, in display order
 */
export function dropDownOption(name: string, values: string[]): DemoProductOption {
  return { optionType: 'drop_down', name, choices: values.map((value) => ({ value, description: value })) };
}

/** Apparel sizes S–XL, the most common option of the store. */
export const apparelSizes = ['S', 'M', 'L', 'XL'];
