import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Preview } from '../preview/preview-page';
import { render } from './testing/html';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

/** Classes that are hooks for callers and tests, styled only through their parents or not at all. */
const unstyled = new Set(['bz-alert__text', 'bz-timeline__text', 'bz-price__current', 'bz-icon', 'bz-form']);

// WCAG 2.1 relative luminance and contrast ratio (SC 1.4.3, 1.4.11).
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
/** `color-mix(in srgb, a p%, b)`, as the stylesheet derives the soft tone backgrounds. */
function mix(a: string, b: string, share: number): string {
  const channel = (hex: string, index: number) => Number.parseInt(hex.slice(index, index + 2), 16);
  const mixed = [1, 3, 5].map((i) => Math.round(channel(a, i) * share + channel(b, i) * (1 - share)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
function expand(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}

/** The colour tokens and tone colours of one theme block of the stylesheet. */
function palette(block: string) {
  const tokens = Object.fromEntries(
    [...block.matchAll(/--bz-([a-z-]+):\s*(#[0-9a-f]{3,6})\b/g)].map((m) => [m[1]!, expand(m[2]!)]),
  );
  const tones = Object.fromEntries(
    [
      ...block.matchAll(
        /\.bz-tone-([a-z]+) \{ --c: (#[0-9a-f]{3,6}|var\(--bz-[a-z-]+\))(?:; --s: (#[0-9a-f]{6}))?/g,
      ),
    ].map((m) => [m[1]!, { c: m[2]!.startsWith('#') ? expand(m[2]!) : m[2]!, s: m[3] }]),
  );
  return { tokens, tones };
}

const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
const light = palette(css.slice(0, darkStart));
const darkOverrides = palette(css.slice(darkStart, css.indexOf('@media (prefers-reduced-motion')));
const dark = {
  tokens: { ...light.tokens, ...darkOverrides.tokens },
  tones: { ...light.tones, ...darkOverrides.tones },
};
/** A tone's strong colour, with `var(--bz-x)` resolved against the theme's tokens. */
function strong(tone: { c: string }, tokens: Record<string, string>): string {
  const token = /^var\(--bz-([a-z-]+)\)$/.exec(tone.c)?.[1];
  return token ? tokens[token]! : tone.c;
}

describe('styles.css', () => {
  it('stays within its size budget', () => {
    // Target 12 KB; the measured size is in the package report. This guard stops silent growth.
    expect(Buffer.byteLength(css)).toBeLessThan(18 * 1024);
  });

  it('defines every bz- class the components render in the preview', () => {
    const html = render(<Preview />);
    const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
    const missing = [...used].filter(
      (name) => name.startsWith('bz-') && !unstyled.has(name) && !css.includes(`.${name}`),
    );
    expect(missing).toEqual([]);
  });

  for (const [theme, { tokens, tones }] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    describe(`${theme} theme`, () => {
      it('is parsed from the stylesheet (guards the checks below against an empty palette)', () => {
        expect(Object.keys(tones).sort()).toEqual([
          'accent',
          'danger',
          'info',
          'neutral',
          'success',
          'warning',
        ]);
        expect(Object.keys(tokens)).toEqual(
          expect.arrayContaining(['bg', 'surface', 'text', 'muted', 'on-solid']),
        );
      });

      it('gives body text, muted text and links AA contrast (4.5:1) on every background', () => {
        for (const background of [tokens.bg!, tokens.surface!, tokens.subtle!]) {
          expect(contrast(tokens.text!, background)).toBeGreaterThanOrEqual(4.5);
          expect(contrast(tokens.muted!, background)).toBeGreaterThanOrEqual(4.5);
          expect(contrast(tokens['primary-text']!, background)).toBeGreaterThanOrEqual(4.5);
        }
        expect(contrast(tokens['primary-text']!, tokens['primary-soft']!)).toBeGreaterThanOrEqual(4.5);
      });

      it('gives text on solid buttons and ribbons AA contrast', () => {
        for (const solid of [
          tokens.primary!,
          tokens.danger!,
          ...Object.values(tones).map((tone) => strong(tone, tokens)),
        ]) {
          expect(contrast(tokens['on-solid']!, solid)).toBeGreaterThanOrEqual(4.5);
        }
      });

      it('gives toned text (badges, alert icons) AA contrast on its soft background', () => {
        for (const tone of Object.values(tones)) {
          const c = strong(tone, tokens);
          const soft = tone.s ?? mix(c, tokens.surface!, 0.1);
          expect(contrast(c, soft)).toBeGreaterThanOrEqual(4.5);
          expect(contrast(tokens.text!, soft)).toBeGreaterThanOrEqual(4.5);
        }
      });

      it('draws input borders at 3:1 on every background and the focus ring at 3:1 (SC 1.4.11)', () => {
        // Fields sit on cards (surface), on the page (bg, the back office's filter bars) and on subtle fills.
        for (const background of [tokens.surface!, tokens.bg!, tokens.subtle!])
          expect(contrast(tokens['border-strong']!, background)).toBeGreaterThanOrEqual(3);
        expect(contrast(tokens.focus!, tokens.surface!)).toBeGreaterThanOrEqual(3);
        expect(contrast(tokens.focus!, tokens.bg!)).toBeGreaterThanOrEqual(3);
      });
    });
  }
});
