import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OptionPicker } from './option-picker';

const render = (swatches: boolean) =>
  renderToStaticMarkup(
    <OptionPicker
      name="Color"
      swatches={swatches}
      onChoose={() => {}}
      choices={[
        { key: 'Forest', label: 'Forest', swatch: '#2f5d50', selected: true, inStock: true },
        { key: 'Rust', label: 'Rust', swatch: '#a4532c', selected: false, inStock: false },
      ]}
    />,
  );

describe('OptionPicker', () => {
  it('is a named group of native radios, the chosen one checked and named in the legend', () => {
    const html = render(false);
    expect(html).toMatch(
      /^<fieldset[^>]*><legend class="bz-label">Color<span class="app-option__value">: Forest<\/span><\/legend>/,
    );
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="Forest"/);
  });

  it('gives swatches their colour name as label and says which choices are sold out', () => {
    const html = render(true);
    expect(html).toContain('<span class="bz-sr">Forest</span>');
    expect(html).toContain('style="background:#a4532c"');
    expect(html).toMatch(
      /data-sold-out="true"[\s\S]*<span class="bz-sr">Rust<\/span><span class="bz-sr"> \(sold out\)<\/span>/,
    );
  });
});
