/** The colours one illustration is painted with, all derived from a single `#rrggbb` colour. */
export interface DemoTones {
  /** The object's main colour. */
  body: string;
  /** A darker shade for trims, shadows and lids. */
  dark: string;
  /** A lighter tint for labels, highlights and stitching. */
  light: string;
  /** Top and bottom of the background gradient. */
  backgroundTop: string;
  backgroundBottom: string;
}

const hexPattern = /^#[0-9a-f]{6}$/i;

/**
 * Tells whether a string is a `#rrggbb` colour, the form colour choices carry in `value` (rule 164).
 *
 * @param value - the candidate colour
 */
export function isHexColor(value: string): boolean {
  return hexPattern.test(value);
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Mixes two `#rrggbb` colours.
 *
 * @param from - the starting colour
 * @param to - the colour mixed in
 * @param amount - 0 keeps `from`, 1 gives `to`
 */
export function mixColors(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((value, i) => Math.round(value + ((b[i] ?? 0) - value) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Relative luminance (0 black … 1 white), used to keep pale products visible on their background. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/**
 * Derives an illustration's palette from one colour: a soft gradient of the same hue behind it, or
 * a muted slate-tinted one when the colour itself is pale (cream mugs must not vanish into cream).
 *
 * @param color - the `#rrggbb` main colour
 * @throws Error when `color` is not a `#rrggbb` colour
 */
export function toneOf(color: string): DemoTones {
  if (!isHexColor(color)) throw new Error(`Not a #rrggbb colour: ${color}`);
  const pale = luminance(color) > 0.72;
  return {
    body: color.toLowerCase(),
    dark: mixColors(color, '#1b1d21', pale ? 0.25 : 0.38),
    light: mixColors(color, '#ffffff', pale ? 0.75 : 0.55),
    backgroundTop: pale ? mixColors(color, '#5a6b7b', 0.45) : mixColors(color, '#ffffff', 0.86),
    backgroundBottom: pale ? mixColors(color, '#3b3f45', 0.6) : mixColors(color, '#f4ede1', 0.68),
  };
}
