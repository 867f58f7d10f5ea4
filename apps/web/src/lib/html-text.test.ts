import { describe, expect, it } from 'vitest';
import { toParagraphs } from './html-text';

describe('toParagraphs', () => {
  it('turns rich text into plain paragraphs', () => {
    expect(
      toParagraphs('<p>Warm &amp; <strong>light</strong>.</p><p>Packs&nbsp;small.<br>Really.</p>'),
    ).toEqual(['Warm & light.', 'Packs small.', 'Really.']);
  });

  it('drops scripts, styles and markup entirely', () => {
    expect(
      toParagraphs('<script>alert(1)</script><p onclick="x">Hi &#60;3 &#x263A;</p><style>p{}</style>'),
    ).toEqual(['Hi <3 ☺']);
    expect(toParagraphs(undefined)).toEqual([]);
  });
});
