/**
 * The colour tones shared by `Badge`, `Ribbon`, `Alert`, `Toast` and `Timeline`.
 *
 * Each maps to one `bz-tone-*` class that sets the local `--c` (strong) and `--s` (soft) colours, so
 * every toned component reads the same two properties.
 */
export type Tone = 'neutral' | 'accent' | 'info' | 'success' | 'warning' | 'danger';

/** The tones of a message (`Alert`, `Toast`, `FormError`): `error` reads better than `danger` there. */
export type MessageTone = 'info' | 'success' | 'warning' | 'error';

/**
 * The class that applies a tone.
 *
 * @param tone - a tone, or a message tone (`error` maps to `danger`)
 * @returns the `bz-tone-*` class name
 * @example
 * toneClass('error'); // 'bz-tone-danger'
 */
export function toneClass(tone: Tone | MessageTone): string {
  return `bz-tone-${tone === 'error' ? 'danger' : tone}`;
}
