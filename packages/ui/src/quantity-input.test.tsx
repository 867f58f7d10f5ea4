import { describe, expect, it } from 'vitest';
import { QuantityInput } from './quantity-input';
import { find, render } from './testing/html';

describe('QuantityInput', () => {
  it('is a labelled number input with min, max and name, so it posts in a plain form', () => {
    const html = render(<QuantityInput label="Quantity" id="q" name="quantity" defaultValue={2} max={5} />);
    expect(find(html, 'label').attrs.for).toBe('q');
    expect(find(html, 'input', { id: 'q' }).attrs).toMatchObject({
      type: 'number',
      name: 'quantity',
      min: '1',
      max: '5',
      value: '2',
    });
  });

  it('disables − at the minimum and + at the maximum', () => {
    const atMin = render(<QuantityInput label="Quantity" value={1} max={3} onChange={() => {}} />);
    expect(find(atMin, 'button', { 'aria-label': 'Decrease quantity' }).attrs.disabled).toBe('');
    expect(find(atMin, 'button', { 'aria-label': 'Increase quantity' }).attrs.disabled).toBeUndefined();
    const atMax = render(<QuantityInput label="Quantity" value={3} max={3} onChange={() => {}} />);
    expect(find(atMax, 'button', { 'aria-label': 'Decrease quantity' }).attrs.disabled).toBeUndefined();
    expect(find(atMax, 'button', { 'aria-label': 'Increase quantity' }).attrs.disabled).toBe('');
  });

  it('clamps a default value outside the bounds', () => {
    expect(find(render(<QuantityInput label="Q" defaultValue={9} max={4} />), 'input').attrs.value).toBe('4');
  });

  it('uses type="button" for the steppers so they never submit the form', () => {
    const html = render(<QuantityInput label="Quantity" />);
    for (const label of ['Decrease quantity', 'Increase quantity']) {
      expect(find(html, 'button', { 'aria-label': label }).attrs.type).toBe('button');
    }
  });
});
