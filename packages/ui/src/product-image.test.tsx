import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';
import { Ribbon } from './ribbon';
import { find, findAll, render, textOf } from './testing/html';

describe('ProductImage', () => {
  it('reserves its box and loads lazily: fixed ratio, width/height, lazy loading, async decoding', () => {
    const html = render(<ProductImage src="/mug.jpg" alt="Ceramic mug" width={600} height={800} />);
    expect(find(html, 'div', { class: 'bz-media' }).attrs.style).toBe('aspect-ratio:600 / 800');
    expect(find(html, 'img').attrs).toEqual({
      loading: 'lazy',
      decoding: 'async',
      src: '/mug.jpg',
      alt: 'Ceramic mug',
      width: '600',
      height: '800',
    });
  });

  it('loads a priority image eagerly and first', () => {
    const img = find(render(<ProductImage src="/a.jpg" alt="A" width={1} height={1} priority />), 'img');
    expect(img.attrs).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  });

  it('takes an explicit frame ratio and contain fit', () => {
    const html = render(
      <ProductImage src="/a.jpg" alt="A" width={600} height={400} aspectRatio="1 / 1" fit="contain" />,
    );
    expect(find(html, 'div').attrs).toMatchObject({
      class: 'bz-media bz-media--contain',
      style: 'aspect-ratio:1 / 1',
    });
  });

  it('keeps the frame and names the product when there is no image', () => {
    const html = render(<ProductImage alt="Gift card" width={600} height={600} />);
    expect(findAll(html, 'img')).toHaveLength(0);
    expect(textOf(html)).toBe('Gift card');
  });

  it('pins a ribbon child over the image', () => {
    const html = render(
      <ProductImage src="/a.jpg" alt="A" width={1} height={1}>
        <Ribbon corner="end">Sale</Ribbon>
      </ProductImage>,
    );
    expect(find(html, 'span').attrs.class).toBe('bz-ribbon bz-tone-danger bz-ribbon--end');
  });
});
