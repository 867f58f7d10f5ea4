/** A class-name fragment: falsy values are skipped so conditions can be written inline. */
export type ClassValue = string | false | null | undefined;

/**
 * Joins class names, dropping falsy entries.
 *
 * @param values - class names or falsy placeholders
 * @returns the space-separated class list
 * @example
 * cx('bz-btn', loading && 'bz-btn--loading', className);
 */
export function cx(...values: ClassValue[]): string {
  return values.filter(Boolean).join(' ');
}

/** The spacing scale steps; each maps to a `--bz-space-N` token in `styles.css`. */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * The inline style that sets a layout primitive's gap from the spacing scale.
 *
 * Gaps go through one custom property instead of one class per step, which keeps the stylesheet small.
 *
 * @param gap - the spacing step, or undefined to keep the stylesheet default
 * @returns a style object to spread into `style`
 */
export function gapStyle(gap: Space | undefined): Record<string, string> {
  return gap === undefined ? {} : { '--bz-gap': `var(--bz-space-${gap})` };
}

/**
 * The CSS value of a flexbox alignment keyword used by the layout props.
 *
 * Alignment is set inline rather than with one class per value, which keeps the stylesheet small.
 *
 * @param value - `start`, `end`, `between` or a value that is already CSS (`center`, `baseline`, `stretch`)
 * @returns the CSS value (`flex-start`, `flex-end`, `space-between`, …)
 */
export function flexValue(value: string): string {
  if (value === 'start' || value === 'end') return `flex-${value}`;
  return value === 'between' ? 'space-between' : value;
}
